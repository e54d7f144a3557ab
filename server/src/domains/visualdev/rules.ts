/**
 * A record checked against its form (API.md 5.4) before anything is written. On every save, drafts
 * included: no field the form does not have, and each value of its kind and size (values.ts), then
 * pointing only at what the writer may use (references.ts). On a submission besides: required
 * fields ("{label}不能为空"), regList patterns, numbers within min/max, child-table rows. The app
 * checks the same; the server does not trust it.
 */
import type { FormConfig } from '../../../../types/api/form.js';
import type { FormOperate } from '../../../../types/api/workflow.js';
import { fileNamesIn } from '../file/references.js';
import { SYSTEM_KEYS, valueFields, type ValueField } from './fields.js';
import { referenceErrors, type Entry, type ReferenceContext } from './references.js';
import { isEmptyValue, valueError } from './values.js';

const NUMERIC = new Set(['numInput', 'rate', 'slider', 'calculate']);

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
  if (isEmptyValue(value)) return required ? `${f.label}不能为空` : null;
  if (NUMERIC.has(f.key) && (typeof value !== 'number' || !Number.isFinite(value))) {
    if (typeof value !== 'string' || !Number.isFinite(Number(value))) return `${f.label}必须是数字`;
  }
  if (f.key === 'numInput') {
    const { min, max } = f.field;
    if (typeof min === 'number' && Number(value) < min) return `${f.label}不能小于${min}`;
    if (typeof max === 'number' && Number(value) > max) return `${f.label}不能大于${max}`;
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

// --- every save: keys, kinds and sizes, references ------------------------------------------------

export interface ValueCheckOptions {
  /** the record before this save: keys it had stand as they were, its files may stay, its values are not looked up again */
  previous?: Record<string, unknown> | null;
  /** the fields this save writes (an approval writes its node's); every field when absent */
  writes?: (vModel: string) => boolean;
}

type Data = Record<string, unknown>;
/** Rows of a child table at most. */
const MAX_ROWS = 1000;
const isRow = (v: unknown): v is Data => !!v && typeof v === 'object' && !Array.isArray(v);

/** Equal as JSON values; object keys in any order (jsonb keeps them in its own). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (!isRow(a) || !isRow(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]));
}

const shownKey = (key: string) => (key.length > 64 ? `${key.slice(0, 64)}…` : key);
const notAField = (key: string) => `${shownKey(key)} 不是该表单的字段`;
const rowsOf = (v: unknown): Data[] => (Array.isArray(v) ? v.filter(isRow) : []);

/** A key the form does not name: refused unless the record had it with this very value. */
const strayKey = (key: string, value: unknown, before: Data[]) => !before.some((b) => Object.hasOwn(b, key) && sameValue(b[key], value));

/** The first key or value of the wrong kind or size, in field order; null when the data may be saved (as a draft). */
export function shapeError(config: FormConfig, data: Data, opts: ValueCheckOptions = {}): string | null {
  const fields = valueFields(config.fields);
  const known = new Set(fields.map((f) => f.vModel));
  const previous = opts.previous ?? {};
  const stray = Object.keys(data).find((k) => !known.has(k) && strayKey(k, data[k], [previous]));
  if (stray !== undefined) return notAField(stray);
  for (const f of fields) {
    if (SYSTEM_KEYS.has(f.key) || (opts.writes && !opts.writes(f.vModel))) continue;
    const value = data[f.vModel];
    if (!f.columns) {
      const error = valueError(f, value);
      if (error) return error;
      continue;
    }
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value)) return `${f.label}格式不正确`;
    if (value.length > MAX_ROWS) return `${f.label}最多${MAX_ROWS}行`;
    const columns = new Set(f.columns.map((c) => c.vModel));
    const before = rowsOf(previous[f.vModel]);
    for (const [i, row] of value.entries()) {
      if (!isRow(row)) return `${f.label}第${i + 1}行格式不正确`;
      const strayCell = Object.keys(row).find((k) => !columns.has(k) && strayKey(k, row[k], before));
      if (strayCell !== undefined) return `${f.label}第${i + 1}行：${notAField(strayCell)}`;
      for (const col of f.columns) {
        const error = SYSTEM_KEYS.has(col.key) ? null : valueError(col, row[col.vModel]);
        if (error) return `${f.label}第${i + 1}行：${error}`;
      }
    }
  }
  return null;
}

/** The filled values of a field that are new: one the record held already was checked when it was written. */
const changed = (value: unknown, before: unknown[]) => !isEmptyValue(value) && !before.some((b) => sameValue(b, value));

/**
 * The first value pointing at what the writer may not use (references.ts), in field order; null
 * when fine. Run after shapeError: it reads the values as that has checked them.
 */
export async function referenceError(ctx: Omit<ReferenceContext, 'onRecord'>, config: FormConfig, data: Data, opts: ValueCheckOptions = {}): Promise<string | null> {
  const previous = opts.previous ?? {};
  const full: ReferenceContext = { ...ctx, onRecord: fileNamesIn(previous) };
  for (const f of valueFields(config.fields)) {
    if (SYSTEM_KEYS.has(f.key) || (opts.writes && !opts.writes(f.vModel))) continue;
    const value = data[f.vModel];
    if (!f.columns) {
      const entries: Entry[] = changed(value, [previous[f.vModel]]) ? [{ value, scope: data }] : [];
      const [error] = await referenceErrors(full, f, entries);
      if (error) return error;
      continue;
    }
    const rows = rowsOf(value);
    const before = rowsOf(previous[f.vModel]);
    for (const col of f.columns) {
      if (SYSTEM_KEYS.has(col.key)) continue;
      const at = rows.flatMap((row, i) => (changed(row[col.vModel], before.map((b) => b[col.vModel])) ? [i] : []));
      const errors = await referenceErrors(full, col, at.map((i) => ({ value: rows[i][col.vModel], scope: { ...data, ...rows[i] } })));
      const first = errors.findIndex((e) => e !== null);
      if (first >= 0) return `${f.label}第${at[first] + 1}行：${errors[first]}`;
    }
  }
  return null;
}

/**
 * Everything a save of `data` is checked for, as a module record's save is: keys, kinds and sizes;
 * then, unless it is a draft, required fields and patterns; then what its values point at. The
 * first problem as the message the user reads; null when it may be saved. Domains with forms of
 * their own (the task centre) check their input with it too.
 */
export async function formError(ctx: Omit<ReferenceContext, 'onRecord'>, config: FormConfig, data: Data,
  opts: { draft?: boolean, previous?: Data | null } = {}): Promise<string | null> {
  return shapeError(config, data, { previous: opts.previous })
    ?? (opts.draft ? null : checkRecord(config, data))
    ?? await referenceError(ctx, config, data, { previous: opts.previous });
}
