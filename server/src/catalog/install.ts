/**
 * Writes the catalog into a database, at every start, demo or not. New items are added; a module
 * whose version is newer than the one installed is upgraded; what the organisation changed itself
 * is kept. "Changed itself" is decided per field against what the catalog last wrote (the base
 * kept in catalog_items): a field still equal to the base takes the new value, any other keeps
 * the organisation's; a grant, menu or dictionary item the organisation deleted stays deleted; a
 * row that was there before the catalog knew it stays as it is (see adopted). A
 * flow whose node tree was changed keeps it; otherwise a changed tree becomes a new flow version
 * (tasks in flight keep theirs).
 */
import type { FlowNode } from '../../../types/api/workflow.js';
import type { Db } from '../db/index.js';
import { installQuestionBank } from '../domains/exam/bank/install.js';
import { syncSortIndexes } from '../domains/visualdev/sortIndexes.repo.js';
import { grantsChanged, modulesChanged } from '../realtime/changes.js';
import { columnData } from './build/columns.js';
import {
  catalog, catalogBillRules, dictionaries, flowCategoryId, flowIdOf, formIdOf, grantsOf, menuIdOf, moduleIdOf,
  permissionFields, recordSets, roleTemplates, sectionMenu, sections, templateIdOf, tileMenu, type ModuleDef, type RecordSet,
} from './index.js';
import type { RecordsDef } from './types.js';
import * as store from './store.js';
import { TARGETS, type Row, type StateRow, type Target } from './store.js';

export interface InstallOptions {
  now?: Date;
  /** The modules to install: the shipped catalog unless a test gives its own. */
  modules?: readonly ModuleDef[];
  /**
   * Node trees an organisation puts in place of the catalog's before any task runs (the demo's
   * named approvers), by flow key. Used only when the flow is first written; later upgrades see
   * them as the organisation's own change.
   */
  flowOverrides?: Record<string, FlowNode>;
}

export interface InstallReport {
  /** module codes written for the first time */
  added: string[];
  /** module codes brought to a newer version */
  upgraded: string[];
}

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return `{${Object.keys(value).sort().filter((k) => (value as Row)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Row)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value instanceof Date ? value.toISOString() : value ?? null);
}
const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** One row the catalog owns: how to insert it, and the fields it keeps up to date. */
interface Item {
  key: string;
  target: Target;
  row: Row;
  fields: string[];
  /** Fields newer than any database without the catalog: set even on a row the catalog adopts. */
  newFields?: string[];
}

/**
 * A row that was there before the catalog (a database older than it) is the organisation's: its
 * values stay, an object gains only the keys it lacks, and only fields newer than it are set.
 */
function adopted(item: Item, field: string, existing: unknown, desired: unknown): unknown {
  if (item.newFields?.includes(field)) return desired;
  const isObject = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);
  return isObject(existing) && isObject(desired) ? { ...desired, ...existing } : existing;
}

/** Collects the writes of one install, read against the tables as they are. */
class Plan {
  readonly inserts = new Map<Target, Row[]>();
  readonly updates: Array<{ target: Target; row: Row; set: Row }> = [];
  readonly state: StateRow[] = [];

  constructor(private readonly current: Map<Target, Map<string, Row>>, private readonly before: Map<string, StateRow>) {}

  apply(item: Item): void {
    const desired = Object.fromEntries(item.fields.map((f) => [f, item.row[f]]));
    const existing = this.current.get(item.target)!.get(item.target.keyOf(item.row));
    const base = this.before.get(item.key)?.base ?? null;
    if (!existing) {
      if (base) return; // the organisation deleted it: it stays deleted
      this.inserts.set(item.target, [...(this.inserts.get(item.target) ?? []), item.row]);
    } else {
      const set: Row = {};
      for (const f of item.fields) {
        const value = base === null ? adopted(item, f, existing[f], desired[f]) : same(existing[f], base[f]) ? desired[f] : existing[f];
        if (!same(existing[f], value)) set[f] = value;
      }
      if (Object.keys(set).length) this.updates.push({ target: item.target, row: existing, set });
    }
    if (base === null || !same(base, desired)) this.state.push({ key: item.key, version: 0, base: desired });
  }
}

const ROLE_FIELDS = ['fullName', 'description', 'allMenus', 'sortCode'];
const MENU_FIELDS = ['parentId', 'fullName', 'icon', 'type', 'urlAddress', 'sortCode', 'propertyJson'];

function sharedItems(modules: readonly ModuleDef[]): Item[] {
  const items: Item[] = [];
  roleTemplates.forEach((r, i) => items.push({
    key: `role:${r.id}`, target: TARGETS.roles, fields: ROLE_FIELDS,
    row: { id: r.id, enCode: r.code, fullName: r.fullName, description: r.description, allMenus: r.allModules === true, sortCode: i + 1 },
  }));
  for (const s of sections) {
    items.push({ key: `menu:${menuIdOf(s.code)}`, target: TARGETS.menus, fields: MENU_FIELDS, row: { ...sectionMenu(s), category: 'App' } });
  }
  dictionaries.forEach((d, i) => {
    items.push({
      key: `dictionary:${d.id}`, target: TARGETS.dictionaryTypes, fields: ['fullName', 'isTree', 'sortCode'],
      row: { id: d.id, enCode: d.enCode, fullName: d.fullName, isTree: d.isTree, sortCode: i + 1 },
    });
    for (const item of d.items) {
      items.push({
        key: `dictionaryItem:${item.id}`, target: TARGETS.dictionaryItems, fields: ['parentId', 'enCode', 'fullName', 'sortCode', 'description'],
        row: { id: item.id, typeId: d.id, parentId: item.parentId ?? '-1', enCode: item.enCode, fullName: item.fullName,
          sortCode: item.sortCode, description: item.description ?? '' },
      });
    }
  });
  for (const r of catalogBillRules(modules)) {
    items.push({
      key: `billRule:${r.enCode}`, target: TARGETS.billRules, fields: ['fullName', 'prefix'],
      row: { id: `br_${r.enCode}`, enCode: r.enCode, fullName: r.fullName, prefix: r.prefix, dateFormat: 'YYYYMMDD', digits: 4, startNumber: 1 },
    });
  }
  return items;
}

function moduleItems(m: ModuleDef): Item[] {
  const items: Item[] = [{ key: `menu:${menuIdOf(m.code)}`, target: TARGETS.menus, fields: MENU_FIELDS, row: { ...tileMenu(m), category: 'App' } }];
  const fields = permissionFields(m);
  for (const g of grantsOf(m)) {
    const role = roleTemplates.find((r) => r.id === g.roleId)!;
    const key = `grant:${g.roleId}|${g.menuId}`;
    items.push({
      key, target: TARGETS.rolePermissions, fields: ['button', 'column', 'form', 'dataScope'], newFields: ['dataScope'],
      row: { roleId: g.roleId, modelId: g.menuId, button: g.buttons, column: fields, form: fields, dataScope: g.scope },
    });
    if (!role.allModules) items.push({ key: `${key}|menu`, target: TARGETS.roleMenus, fields: [], row: { roleId: g.roleId, menuId: g.menuId } });
  }
  for (const set of recordSets(m)) items.push(...recordItems(set));
  return items;
}

/** The form, online module and flow of one record set (a module's records or one of its parts). */
function recordItems({ code, title, records: r }: RecordSet): Item[] {
  const items: Item[] = [];
  const flowId = r.flow ? flowIdOf(r.key) : null;
  items.push({
    key: `form:${formIdOf(r.key)}`, target: TARGETS.flowForms, fields: ['fullName', 'propertyJson'],
    row: { id: formIdOf(r.key), enCode: r.key, fullName: r.flow?.fullName ?? title, formType: 2, propertyJson: r.form },
  });
  items.push({
    key: `onlineModule:${moduleIdOf(r.key)}`, target: TARGETS.onlineModules, fields: ['enCode', 'fullName', 'formId', 'columnData', 'flowId'],
    row: { id: moduleIdOf(r.key), enCode: code, fullName: title, formId: formIdOf(r.key), columnData: columnData(r.form, r.list), webType: 2, flowId },
  });
  if (r.flow) {
    const f = r.flow;
    items.push({
      key: `flowTemplate:${templateIdOf(r.key)}`, target: TARGETS.flowTemplates,
      fields: ['fullName', 'category', 'icon', 'iconBackground', 'description', 'sortCode'],
      row: { id: templateIdOf(r.key), enCode: r.key, fullName: f.fullName, category: flowCategoryId(f.category), icon: f.icon,
        iconBackground: f.iconBackground, description: f.description, sortCode: f.sortCode },
    });
    items.push({
      key: `flow:${flowIdOf(r.key)}`, target: TARGETS.flows, fields: ['fullName', 'formId', 'sortCode'],
      row: { id: flowIdOf(r.key), templateId: templateIdOf(r.key), enCode: r.key, fullName: f.fullName, formId: formIdOf(r.key), version: 1, sortCode: f.sortCode },
    });
  }
  return items;
}

/** The flow's node tree: the catalog's as the new version unless the organisation changed the one in use. */
async function syncFlowTree(db: Db, r: RecordsDef, before: Map<string, StateRow>, opts: InstallOptions, now: Date): Promise<StateRow | null> {
  if (!r.flow) return null;
  const flowId = flowIdOf(r.key);
  const template = r.flow.template as unknown as Row;
  const key = `flowTree:${flowId}`;
  const current = await store.currentFlowTemplate(db, flowId);
  const base = before.get(key)?.base?.template;
  if (!current) await store.insertFlowVersion(db, flowId, 1, (opts.flowOverrides?.[r.key] as unknown as Row | undefined) ?? template);
  // no base: a database older than the catalog, whose tree is kept as the organisation's
  else if (base !== undefined && same(current.template, base) && !same(current.template, template)) {
    await store.addFlowVersion(db, flowId, current.version + 1, template, now);
  }
  return { key, version: 0, base: { template } };
}

export async function installCatalog(db: Db, opts: InstallOptions = {}): Promise<InstallReport> {
  const now = opts.now ?? new Date();
  let wrote = false;
  const report = await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const before = await store.readState(tx);
    const report: InstallReport = { added: [], upgraded: [] };
    const due = (opts.modules ?? catalog).filter((m) => (before.get(`module:${m.code}`)?.version ?? 0) < m.version);
    const current = new Map<Target, Map<string, Row>>();
    for (const target of Object.values(TARGETS)) current.set(target, await store.readAll(tx, target));
    const plan = new Plan(current, before);
    for (const item of sharedItems(opts.modules ?? catalog)) plan.apply(item);
    for (const m of due) for (const item of moduleItems(m)) plan.apply(item);
    // in dependency order: flows before their versions, roles and menus before grants
    for (const target of Object.values(TARGETS)) await store.insertRows(tx, target, plan.inserts.get(target) ?? []);
    for (const u of plan.updates) await store.updateRow(tx, u.target, u.row, u.set);
    const state = [...plan.state];
    for (const m of due) {
      for (const set of recordSets(m)) {
        const tree = await syncFlowTree(tx, set.records, before, opts, now);
        if (tree) state.push(tree);
      }
      (before.has(`module:${m.code}`) ? report.upgraded : report.added).push(m.code);
      state.push({ key: `module:${m.code}`, version: m.version, base: null });
    }
    await store.writeState(tx, state, now);
    // the exam's question bank ships with the product too (domains/exam/bank)
    await installQuestionBank(tx, now);
    wrote = plan.inserts.size > 0 || plan.updates.length > 0;
    return report;
  });
  // the sort indexes of the modules' default orders, for every install: a database of an older
  // release gets them at its first start
  await syncSortIndexes(db);
  // menus, grants and module definitions were written (inside a seed's transaction: the seed announces it again)
  if (wrote) await Promise.all([grantsChanged(), modulesChanged()]);
  return report;
}
