/**
 * Raw record values → what a list or DataChange shows (API.md 5.1): option labels, dictionary
 * names, user / organisation / position names, area paths, formatted dates. Names are looked up
 * once per call for every id the records hold.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { allOn } from '../../db/afterCommit.js';
import { dictionaryItems, organizes, positions, roles, users } from '../../db/schema.js';
import { interfaceLabels } from '../system/dataInterface.js';
import * as systemRepo from '../system/repo.js';
import { cachedLabels } from './displayCache.js';
import type { ValueField } from './fields.js';

type Row = Record<string, unknown>;
type Kind = 'user' | 'organize' | 'position' | 'role' | 'area' | 'dictionary';

const KIND_OF: Record<string, Kind> = {
  userSelect: 'user', createUser: 'user', modifyUser: 'user',
  comSelect: 'organize', depSelect: 'organize', currOrganize: 'organize', currDept: 'organize',
  posSelect: 'position', currPosition: 'position', roleSelect: 'role', address: 'area', dicSelect: 'dictionary',
};
const DATE_KEYS = new Set(['date', 'createTime', 'modifyTime']);

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v.flat(2) : v === undefined || v === null || v === '' ? [] : [v]);
const pad = (n: number) => String(n).padStart(2, '0');

/** epoch ms → "YYYY-MM-DD" or with " HH:mm:ss" (China time: the users are there). */
export function formatDate(ms: number, withTime: boolean): string {
  const d = new Date(ms + 8 * 3600_000);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return withTime ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : day;
}

const propsOf = (f: ValueField) => f.field.__config__.props ?? { label: 'fullName', value: 'id' };
/** The data interface feeding a select, if it is one. */
const interfaceOf = (f: ValueField): string | null => {
  const cfg = f.field.__config__;
  return cfg.dataType === 'dynamic' && typeof cfg.propsUrl === 'string' && cfg.propsUrl ? cfg.propsUrl : null;
};
const OPTION_KEYS = new Set(['select', 'radio', 'checkbox', 'cascader', 'treeSelect']);

/** Options of a select / radio / checkbox: inline, the dictionary's items (by id or enCode, as props
 *  say), or the labels its data interface gave for the stored values. */
function optionLabel(f: ValueField, lookups: Lookups) {
  const props = propsOf(f);
  const inline = new Map((f.field.__slot__?.options ?? f.field.options ?? [])
    .map((o) => [String(o[props.value] ?? o.id), String(o[props.label] ?? o.fullName ?? '')] as const));
  const url = interfaceOf(f);
  const fed = url ? lookups.interfaces.get(url) : undefined;
  return (v: unknown) => inline.get(String(v)) ?? fed?.get(String(v)) ?? lookups.dict.get(String(v)) ?? String(v);
}

interface Lookups { names: Map<string, string>, dict: Map<string, string>, interfaces: Map<string, Map<string, string>> }

async function loadLookups(db: Db, fields: ValueField[], rows: Row[]): Promise<Lookups> {
  const wanted: Record<Kind, Set<string>> = { user: new Set(), organize: new Set(), position: new Set(), role: new Set(), area: new Set(), dictionary: new Set() };
  const dictTypes = new Set<string>();
  const fed = new Map<string, { props: { value: string, label: string }, values: Set<string> }>();
  const visit = (fs: ValueField[], rs: Row[]) => {
    for (const f of fs) {
      if (f.columns) {
        visit(f.columns, rs.flatMap((r) => (Array.isArray(r[f.vModel]) ? r[f.vModel] as Row[] : [])));
        continue;
      }
      const kind = KIND_OF[f.key];
      if (kind) rs.forEach((r) => asList(r[f.vModel]).forEach((v) => wanted[kind].add(String(v))));
      const cfg = f.field.__config__;
      if (cfg.dataType === 'dictionary' && cfg.dictionaryType) dictTypes.add(cfg.dictionaryType);
      const url = OPTION_KEYS.has(f.key) ? interfaceOf(f) : null;
      if (url) {
        const entry = fed.get(url) ?? { props: propsOf(f), values: new Set<string>() };
        rs.forEach((r) => asList(r[f.vModel]).forEach((v) => entry.values.add(String(v))));
        fed.set(url, entry);
      }
    }
  };
  visit(fields, rows);
  // each lookup is its own statement, all under way at once (on PostgreSQL, on several connections;
  // in a transaction, its one connection, one after another)
  const ids = (k: Kind) => [...wanted[k]].sort();
  // labels only: kept a few seconds (displayCache.ts), each under what it was asked for
  const kept = <T>(key: string, load: () => Promise<T>) => cachedLabels(db, key, load);
  const byId = (k: Kind, load: (ids: string[]) => Promise<Array<{ id: string, name: string }>>) => () =>
    (wanted[k].size ? kept(`${k}\u0000${ids(k).join('\u0000')}`, () => load(ids(k))) : Promise.resolve([]));
  type Named = Array<{ id: string, name: string }>;
  const [named, areas, dictionaries, fedLabels] = await allOn<[Named[], Map<string, string>, Awaited<ReturnType<typeof systemRepo.listItemsOfTypes>>, Array<readonly [string, Map<string, string>]>]>(db, [
    () => allOn<Named[]>(db, [
      byId('user', (x) => db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, x))),
      byId('organize', (x) => db.select({ id: organizes.id, name: organizes.fullName }).from(organizes).where(inArray(organizes.id, x))),
      byId('position', (x) => db.select({ id: positions.id, name: positions.fullName }).from(positions).where(inArray(positions.id, x))),
      byId('role', (x) => db.select({ id: roles.id, name: roles.fullName }).from(roles).where(inArray(roles.id, x))),
      byId('dictionary', (x) => db.select({ id: dictionaryItems.id, name: dictionaryItems.fullName }).from(dictionaryItems).where(inArray(dictionaryItems.id, x))),
    ]),
    () => (wanted.area.size ? kept(`area\u0000${ids('area').join('\u0000')}`, () => systemRepo.areaNames(db, ids('area'))) : Promise.resolve(new Map<string, string>())),
    () => {
      const types = [...dictTypes].sort();
      return types.length ? kept(`types\u0000${types.join('\u0000')}`, () => systemRepo.listItemsOfTypes(db, types)) : Promise.resolve([]);
    },
    () => allOn<Array<readonly [string, Map<string, string>]>>(db, [...fed].map(([url, { props, values }]) => async () => {
      const asked = [...values].sort();
      return [url, await kept(`fed\u0000${url}\u0000${props.value}\u0000${props.label}\u0000${asked.join('\u0000')}`, () => interfaceLabels(db, url, asked, props))] as const;
    })),
  ]);
  const names = new Map<string, string>();
  for (const list of named) for (const r of list) names.set(r.id, r.name);
  areas.forEach((name, id) => names.set(id, name));
  const dict = new Map<string, string>();
  for (const item of dictionaries) {
    dict.set(item.id, item.fullName);
    dict.set(item.enCode, item.fullName);
  }
  const interfaces = new Map<string, Map<string, string>>(fedLabels);
  return { names, dict, interfaces };
}

function displayValue(f: ValueField, value: unknown, lookups: Lookups): unknown {
  if (value === undefined || value === null || value === '') return value;
  if (f.columns) return Array.isArray(value) ? (value as Row[]).map((row) => displayRow(f.columns!, row, lookups)) : value;
  const kind = KIND_OF[f.key];
  if (kind === 'area') return asList(value).map((v) => lookups.names.get(String(v)) ?? String(v)).join('/');
  if (kind) return asList(value).map((v) => lookups.names.get(String(v)) ?? String(v)).join(',');
  if (DATE_KEYS.has(f.key) && typeof value === 'number') {
    const withTime = f.key !== 'date' || f.field.type === 'datetime' || /H/.test(String(f.field.format ?? ''));
    return formatDate(value, withTime);
  }
  if (f.key === 'dateRange' && Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? formatDate(v, false) : v)).join(' 至 ');
  if (f.key === 'switch') {
    const on = value === (f.field.activeValue ?? 1) || value === true;
    return on ? String(f.field.activeTxt ?? '开') : String(f.field.inactiveTxt ?? '关');
  }
  if (OPTION_KEYS.has(f.key)) {
    const label = optionLabel(f, lookups);
    return asList(value).map(label).join(f.key === 'cascader' ? '/' : ',');
  }
  return value;
}

function displayRow(fields: ValueField[], row: Row, lookups: Lookups): Row {
  const out: Row = { ...row };
  for (const f of fields) if (f.vModel in row) out[f.vModel] = displayValue(f, row[f.vModel], lookups);
  return out;
}

export async function toDisplay(db: Db, fields: ValueField[], rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const lookups = await loadLookups(db, fields, rows);
  return rows.map((row) => displayRow(fields, row, lookups));
}
