/**
 * The values of a form that point at something (API.md 5.3, 5.4), checked against the database
 * for the person saving: dictionary items by the value the form stores, what a data interface
 * offers them (contract sections, WBS nodes, people), records of another module, the people,
 * units, positions, roles and areas picked, their own uploads and their signature. Each field is
 * looked up once for all its values (every row of a child table together).
 */
import type { Db } from '../../db/index.js';
import { fileListRefs, unusableFiles } from '../file/references.js';
import type { SessionUser } from '../oauth/tokens.js';
import { SIGN_MSG, userSignImgError } from '../signature/signing.js';
import type { Param } from '../system/dataInterface.js';
import { valuesNotOffered } from '../system/interfaceValues.js';
import * as systemRepo from '../system/repo.js';
import type { ValueField } from './fields.js';
import { loadedModule } from './moduleCache.js';
import * as repo from './repo.js';
import { grantedScope, visibleRecords } from './visibility.js';
import { existingIds, type PickedKind } from './references.repo.js';
import { flatValues, optionKeys, optionSource } from './values.js';

export interface ReferenceContext {
  db: Db;
  user: SessionUser;
  /** stored names of the files already on the record being changed */
  onRecord: ReadonlySet<string>;
}

/** One filled value: a field's own, or a cell of a child-table row; `scope` is what data-interface parameters read. */
export interface Entry {
  value: unknown;
  scope: Record<string, unknown>;
}

/** The message for each entry, null where it is fine. */
type Check = (ctx: ReferenceContext, f: ValueField, entries: Entry[]) => Promise<Array<string | null>>;

const notOffered = (f: ValueField) => `${f.label}的值不在可选项中`;
const strings = (entry: Entry): string[] => flatValues(entry.value).map(String);

/** Each entry is fine when all its values are in `ok`. */
const judge = (entries: Entry[], ok: (v: string) => boolean, message: string) =>
  entries.map((e) => (strings(e).every(ok) ? null : message));

/** Data-interface parameters: fixed, or read from another field (`relationField`) of the row or the form. */
function paramsOf(f: ValueField, scope: Record<string, unknown>): Param[] {
  const template: unknown = f.field.__config__.templateJson ?? f.field.templateJson;
  if (!Array.isArray(template)) return [];
  return template.map((item: Record<string, unknown>) => ({
    field: String(item.field ?? ''),
    defaultValue: typeof item.relationField === 'string' && item.relationField !== '' ? scope[item.relationField] : item.defaultValue,
  }));
}

/** Values a data interface must offer, asked once per set of parameters. */
async function fromInterface(ctx: ReferenceContext, f: ValueField, entries: Entry[], interfaceId: string, valueKey: string) {
  const groups = new Map<string, { params: Param[], values: Set<string> }>();
  const keyOf = entries.map((e) => {
    const params = paramsOf(f, e.scope);
    const key = JSON.stringify(params);
    const group = groups.get(key) ?? { params, values: new Set<string>() };
    strings(e).forEach((v) => group.values.add(v));
    groups.set(key, group);
    return key;
  });
  const missing = new Map<string, Set<string>>();
  for (const [key, g] of groups) {
    missing.set(key, new Set(await valuesNotOffered(ctx.db, interfaceId, [...g.values], { valueKey, paramList: g.params }, ctx.user)));
  }
  return entries.map((e, i) => (strings(e).some((v) => missing.get(keyOf[i])!.has(v)) ? notOffered(f) : null));
}

const choice: Check = async (ctx, f, entries) => {
  const source = optionSource(f);
  if (source.type === 'dynamic') return fromInterface(ctx, f, entries, source.interfaceId, optionKeys(f).value);
  if (source.type !== 'dictionary') return entries.map(() => null); // inline options: values.ts
  const type = await systemRepo.findDictionaryType(ctx.db, source.dictionaryType);
  const items = type ? await systemRepo.listDictionaryItems(ctx.db, [type.id]) : [];
  const key = optionKeys(f).value;
  const offered = new Set(items.map((item) => String((item as Record<string, unknown>)[key] ?? '')));
  return judge(entries, (v) => offered.has(v), notOffered(f));
};

const popup: Check = (ctx, f, entries) => {
  const interfaceId = typeof f.field.interfaceId === 'string' ? f.field.interfaceId : '';
  const valueKey = typeof f.field.propsValue === 'string' && f.field.propsValue ? f.field.propsValue : 'id';
  return fromInterface(ctx, f, entries, interfaceId, valueKey);
};

/** A record of the module `modelId` the caller may see (visibility.ts): not granted the module, none. */
const relation: Check = async (ctx, f, entries) => {
  const module = typeof f.field.modelId === 'string' ? await loadedModule(ctx.db, f.field.modelId) : null;
  const ids = [...new Set(entries.flatMap(strings))];
  const scope = module ? await grantedScope(ctx.db, ctx.user, module.module.enCode) : null;
  const found = module && scope ? await repo.getRecords(ctx.db, module.module.id, ids, visibleRecords(scope)) : [];
  const visible = new Set(found.map((r) => r.id));
  return judge(entries, (v) => visible.has(v), `${f.label}选择的记录不存在或无权访问`);
};

function picked(kind: PickedKind): Check {
  return async (ctx, f, entries) => {
    const found = await existingIds(ctx.db, kind, [...new Set(entries.flatMap(strings))]);
    return judge(entries, (v) => found.has(v), `${f.label}选择的对象不存在`);
  };
}

const area: Check = async (ctx, f, entries) => {
  const found = await systemRepo.areaNames(ctx.db, [...new Set(entries.flatMap(strings))]);
  return judge(entries, (v) => found.has(v), `${f.label}选择的对象不存在`);
};

const files: Check = async (ctx, f, entries) => {
  const refs = entries.map((e) => fileListRefs(e.value, Infinity));
  const bad = await unusableFiles(ctx.db, refs.flatMap((r) => (Array.isArray(r) ? r : [])), {
    userId: ctx.user.id, onRecord: ctx.onRecord, images: f.key === 'uploadImg',
  });
  const worst = new Map(bad.map((b) => [b.ref.storedName, b.reason]));
  return refs.map((r) => {
    const reasons = Array.isArray(r) ? r.map((ref) => worst.get(ref.storedName)).filter(Boolean) : [];
    if (reasons.length === 0) return null;
    return reasons.includes('notImage') ? `${f.label}只能是图片` : `${f.label}的文件不存在或不是您上传的`;
  });
};

const sign: Check = async (ctx, f, entries) => {
  const out: Array<string | null> = [];
  for (const e of entries) {
    const error = await userSignImgError(ctx.db, ctx.user.id, String(e.value));
    out.push(error === null ? null : error === SIGN_MSG.tooLarge ? `${f.label}图片过大` : `${f.label}格式不正确`);
  }
  return out;
};

/** By canonical key (fields.ts); kinds not here point at nothing. */
const CHECKS: Record<string, Check> = {
  radio: choice, select: choice, checkbox: choice, cascader: choice, treeSelect: choice, dicSelect: choice,
  popupSelect: popup, popupTableSelect: popup,
  relationForm: relation,
  userSelect: picked('user'), usersSelect: picked('user'), comSelect: picked('organize'), depSelect: picked('organize'),
  posSelect: picked('position'), roleSelect: picked('role'), address: area,
  uploadImg: files, uploadFz: files,
  sign,
};

export const hasReferences = (f: ValueField): boolean => Object.hasOwn(CHECKS, f.key);

/** The message for each entry of the field (null where fine). */
export function referenceErrors(ctx: ReferenceContext, f: ValueField, entries: Entry[]): Promise<Array<string | null>> {
  if (entries.length === 0 || !hasReferences(f)) return Promise.resolve(entries.map(() => null));
  return CHECKS[f.key](ctx, f, entries);
}
