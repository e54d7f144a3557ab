/**
 * A record checked against its form (API.md 5.4) before anything is written: required fields
 * ("{label}不能为空"), regList patterns, numbers, child-table rows. The app checks the same; the
 * server does not trust it.
 */
import type { FormConfig } from '../../../../types/api/form.js';
import type { FormOperate } from '../../../../types/api/workflow.js';
import { SYSTEM_KEYS, valueFields, type ValueField } from './fields.js';

const NUMERIC = new Set(['numInput', 'rate', 'slider', 'calculate']);

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** "/^\\d+$/i" → RegExp; a pattern that is not one is skipped (a designer's typo must not block users). */
function toRegExp(pattern: string): RegExp | null {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  try {
    return m ? new RegExp(m[1], m[2]) : new RegExp(pattern);
  } catch {
    return null;
  }
}

function fieldError(f: ValueField, value: unknown, required: boolean): string | null {
  if (isEmpty(value)) return required ? `${f.label}不能为空` : null;
  if (NUMERIC.has(f.key) && (typeof value !== 'number' || !Number.isFinite(value))) {
    if (typeof value !== 'string' || !Number.isFinite(Number(value))) return `${f.label}必须是数字`;
  }
  if (typeof value === 'string') {
    for (const rule of f.field.__config__.regList ?? []) {
      const re = rule.pattern ? toRegExp(rule.pattern) : null;
      if (re && !re.test(value)) return rule.message || `${f.label}格式不正确`;
    }
  }
  return null;
}

/** formOperates ids: "field", child columns "table-field". */
function requiredOf(operates: readonly FormOperate[] | undefined) {
  const byId = new Map((operates ?? []).map((o) => [o.id, o]));
  return (id: string, f: ValueField): boolean => {
    const op = byId.get(id);
    if (op && (!op.write || !op.read)) return false; // a field the handler cannot fill cannot be demanded
    return op?.required ?? f.field.__config__.required === true;
  };
}

/** The first problem of `data`, in field order; null when it may be saved. */
export function checkRecord(config: FormConfig, data: Record<string, unknown>, operates?: readonly FormOperate[]): string | null {
  const required = requiredOf(operates);
  for (const f of valueFields(config.fields)) {
    if (SYSTEM_KEYS.has(f.key)) continue;
    const value = data[f.vModel];
    if (!f.columns) {
      const error = fieldError(f, value, required(f.vModel, f));
      if (error) return error;
      continue;
    }
    if (value !== undefined && value !== null && !Array.isArray(value)) return `${f.label}格式不正确`;
    const rows = (value ?? []) as unknown[];
    if (rows.length === 0 && required(f.vModel, f)) return `${f.label}不能为空`;
    for (const [i, row] of rows.entries()) {
      if (!row || typeof row !== 'object' || Array.isArray(row)) return `${f.label}第${i + 1}行格式不正确`;
      for (const col of f.columns) {
        const error = fieldError(col, (row as Record<string, unknown>)[col.vModel], required(`${f.vModel}-${col.vModel}`, col));
        if (error) return `${f.label}第${i + 1}行：${error}`;
      }
    }
  }
  return null;
}

/** A record's `data` as the wire sends it: a JSON string of an object (API.md 5.1). */
export function parseRecordData(data: unknown): Record<string, unknown> | string {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return 'data 不是有效的 JSON';
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'data 必须是表单数据对象';
  return value as Record<string, unknown>;
}
