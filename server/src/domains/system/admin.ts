/**
 * System administration (/api/system): dictionaries (DictionaryType, DictionaryData), bill-number
 * rules (BillRule) and the workbench's menus (Menu: rename, hide, reorder). The organisation's
 * changes are kept when the catalog upgrades (catalog/install.ts judges them field by field);
 * what the catalog's own forms name (its dictionaries, its bill rules) cannot be deleted, only
 * edited. System administrators only; every change leaves an audit entry.
 */
import { catalogBillRules, catalogMenus, dictionaries } from '../../catalog/index.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { adminScopeOf, requireSystemAdmin } from '../permission/adminScope.js';
import { grantsChanged } from '../permission/caches.js';
import type { Caller } from '../permission/roles.js';
import * as repo from './admin.repo.js';
import { diff, record, type Values } from './audit.js';
import { chinaDate } from './service.js';

export const MSG = {
  noType: '数据字典不存在',
  typeCodeTaken: '字典编码已存在',
  shippedType: '系统内置字典不能删除,可修改或停用其中的选项',
  typeHasItems: '字典下还有选项,请先删除选项',
  noItem: '字典选项不存在',
  itemCodeTaken: '该字典下已有相同编码的选项',
  noParentItem: '上级选项不存在',
  itemHasChildren: '该选项下还有子选项,不能删除',
  noRule: '单据规则不存在',
  ruleCodeTaken: '单据规则编码已存在',
  shippedRule: '该单据规则由表单使用,不能删除',
  shippedRuleCode: '该单据规则由表单使用,编码不能修改',
  noMenu: '菜单不存在',
  sortSiblings: '只能对同一目录下的菜单排序',
} as const;

/** The date part a bill number may carry; '' for none. */
export const DATE_FORMATS = ['', 'YYYY', 'YYYYMM', 'YYYYMMDD'] as const;

const shippedTypes = new Set(dictionaries.map((d) => d.id));
const shippedRules = () => new Set(catalogBillRules().map((r) => r.enCode));
const catalogNames = () => new Map(catalogMenus().map((m) => [m.id, m.fullName]));

const typeValues = (t: Pick<repo.DictionaryTypeRecord, 'fullName' | 'enCode' | 'isTree' | 'sortCode'>): Values =>
  ({ fullName: t.fullName, enCode: t.enCode, isTree: t.isTree, sortCode: t.sortCode });
const itemValues = (i: Pick<repo.DictionaryItemRecord, 'fullName' | 'enCode' | 'parentId' | 'sortCode' | 'enabled' | 'description'>): Values =>
  ({ fullName: i.fullName, enCode: i.enCode, parentId: i.parentId, sortCode: i.sortCode, enabledMark: i.enabled ? 1 : 0, description: i.description });
const ruleValues = (r: Pick<repo.BillRuleRecord, 'fullName' | 'enCode' | 'prefix' | 'dateFormat' | 'digits' | 'startNumber'>): Values =>
  ({ fullName: r.fullName, enCode: r.enCode, prefix: r.prefix, dateFormat: r.dateFormat, digit: r.digits, startNumber: r.startNumber });
const menuValues = (m: Pick<repo.MenuRecord, 'fullName' | 'enabled' | 'sortCode'>): Values =>
  ({ fullName: m.fullName, enabledMark: m.enabled ? 1 : 0, sortCode: m.sortCode });

/** What a rule's next number looks like today. */
export function exampleNumber(r: Pick<repo.BillRuleRecord, 'prefix' | 'dateFormat' | 'digits' | 'startNumber'>, now: Date): string {
  return `${r.prefix}${chinaDate(now).slice(0, r.dateFormat.length)}${String(r.startNumber).padStart(r.digits, '0')}`;
}

export interface DictionaryTypeBody { fullName: string; enCode: string; isTree?: number; sortCode?: number }
export interface DictionaryItemBody { dictionaryTypeId?: string; fullName: string; enCode: string; parentId?: string; sortCode?: number; enabledMark?: number; description?: string }
export interface BillRuleBody { fullName: string; enCode: string; prefix?: string; dateFormat?: string; digit?: number; startNumber?: number }
export interface MenuBody { fullName: string; enabledMark?: number; sortCode?: number }

export function createSystemAdmin(db: Db) {
  const admin = async (caller: Caller) => requireSystemAdmin(await adminScopeOf(db, caller));

  async function typeOf(id: string): Promise<repo.DictionaryTypeRecord> {
    const t = await repo.getType(db, id);
    if (!t) throw badRequest(MSG.noType);
    return t;
  }

  async function checkItem(typeId: string, id: string | null, b: DictionaryItemBody): Promise<string> {
    if (await repo.itemCodeTaken(db, typeId, b.enCode.trim(), id)) throw badRequest(MSG.itemCodeTaken);
    const parentId = b.parentId || '-1';
    if (parentId !== '-1') {
      const parent = await repo.getItem(db, parentId);
      if (!parent || parent.typeId !== typeId || parent.id === id) throw badRequest(MSG.noParentItem);
    }
    return parentId;
  }

  return {
    async types(caller: Caller, keyword?: string) {
      await admin(caller);
      const rows = await repo.listTypes(db, keyword || undefined);
      return { list: rows.map(({ t, itemCount }) => ({ ...typeValues(t), id: t.id, itemCount: Number(itemCount), shipped: shippedTypes.has(t.id) })) };
    },

    async createType(caller: Caller, b: DictionaryTypeBody, now: Date) {
      await admin(caller);
      if (await repo.typeCodeTaken(db, b.enCode.trim(), null)) throw badRequest(MSG.typeCodeTaken);
      const row = { id: newId(), fullName: b.fullName.trim(), enCode: b.enCode.trim(), isTree: b.isTree ?? 0, sortCode: b.sortCode ?? 0 };
      await db.transaction(async (tx) => {
        await repo.insertType(tx, row);
        await record(tx, caller, { kind: 'dictionary', action: 'create', objectId: row.id, objectName: row.fullName, after: typeValues(row) }, now);
      });
      return { id: row.id };
    },

    async updateType(caller: Caller, id: string, b: DictionaryTypeBody, now: Date) {
      await admin(caller);
      const t = await typeOf(id);
      if (await repo.typeCodeTaken(db, b.enCode.trim(), id)) throw badRequest(MSG.typeCodeTaken);
      // forms name a shipped dictionary by its code
      const set = { fullName: b.fullName.trim(), enCode: shippedTypes.has(id) ? t.enCode : b.enCode.trim(), isTree: b.isTree ?? t.isTree, sortCode: b.sortCode ?? t.sortCode };
      await db.transaction(async (tx) => {
        await repo.updateType(tx, id, set);
        await record(tx, caller, { kind: 'dictionary', action: 'update', objectId: id, objectName: set.fullName, ...diff(typeValues(t), typeValues(set)) }, now);
      });
    },

    async removeType(caller: Caller, id: string, now: Date) {
      await admin(caller);
      const t = await typeOf(id);
      if (shippedTypes.has(id)) throw badRequest(MSG.shippedType);
      if (await repo.itemCount(db, id)) throw badRequest(MSG.typeHasItems);
      await db.transaction(async (tx) => {
        await repo.deleteType(tx, id);
        await record(tx, caller, { kind: 'dictionary', action: 'delete', objectId: id, objectName: t.fullName, before: typeValues(t) }, now);
      });
    },

    /** GET DictionaryData/{typeId}: every item, disabled ones too, as a tree when the dictionary is one. */
    async items(caller: Caller, typeId: string, keyword?: string) {
      await admin(caller);
      const t = await typeOf(typeId);
      const rows = await repo.listItems(db, t.id, keyword || undefined);
      type Node = Values & { id: string; parentId: string; children?: Node[] };
      const nodes = new Map<string, Node>(rows.map((i) => [i.id, { id: i.id, dictionaryTypeId: i.typeId, ...itemValues(i), parentId: i.parentId }]));
      const roots: Node[] = [];
      for (const n of nodes.values()) {
        const parent = t.isTree && !keyword ? nodes.get(n.parentId) : undefined;
        if (parent) (parent.children ??= []).push(n);
        else roots.push(n);
      }
      return { list: roots };
    },

    async itemInfo(caller: Caller, id: string) {
      await admin(caller);
      const i = await repo.getItem(db, id);
      if (!i) throw badRequest(MSG.noItem);
      return { id: i.id, dictionaryTypeId: i.typeId, ...itemValues(i) };
    },

    async createItem(caller: Caller, b: DictionaryItemBody & { dictionaryTypeId: string }, now: Date) {
      await admin(caller);
      const t = await typeOf(b.dictionaryTypeId);
      const parentId = await checkItem(t.id, null, b);
      const row = {
        id: newId(), typeId: t.id, parentId, enCode: b.enCode.trim(), fullName: b.fullName.trim(), sortCode: b.sortCode ?? 0,
        enabled: b.enabledMark !== 0, description: b.description ?? '',
      };
      await db.transaction(async (tx) => {
        await repo.insertItem(tx, row);
        await record(tx, caller, { kind: 'dictionary', action: 'create', objectId: row.id, objectName: `${t.fullName}/${row.fullName}`, after: itemValues(row) }, now);
      });
      return { id: row.id };
    },

    async updateItem(caller: Caller, id: string, b: DictionaryItemBody, now: Date) {
      await admin(caller);
      const i = await repo.getItem(db, id);
      if (!i) throw badRequest(MSG.noItem);
      const t = await typeOf(i.typeId);
      const parentId = await checkItem(i.typeId, id, b);
      const set = {
        fullName: b.fullName.trim(), enCode: b.enCode.trim(), parentId, sortCode: b.sortCode ?? i.sortCode,
        enabled: b.enabledMark === undefined ? i.enabled : b.enabledMark !== 0, description: b.description ?? i.description,
      };
      await db.transaction(async (tx) => {
        await repo.updateItem(tx, id, set);
        await record(tx, caller, { kind: 'dictionary', action: 'update', objectId: id, objectName: `${t.fullName}/${set.fullName}`, ...diff(itemValues(i), itemValues(set)) }, now);
      });
    },

    async removeItem(caller: Caller, id: string, now: Date) {
      await admin(caller);
      const i = await repo.getItem(db, id);
      if (!i) throw badRequest(MSG.noItem);
      if (await repo.hasChildItems(db, id)) throw badRequest(MSG.itemHasChildren);
      const t = await typeOf(i.typeId);
      await db.transaction(async (tx) => {
        await repo.deleteItem(tx, id);
        await record(tx, caller, { kind: 'dictionary', action: 'delete', objectId: id, objectName: `${t.fullName}/${i.fullName}`, before: itemValues(i) }, now);
      });
    },

    async billRules(caller: Caller, q: { keyword?: string; currentPage?: number; pageSize?: number }, now: Date) {
      await admin(caller);
      const rows = await repo.listBillRules(db, q.keyword || undefined);
      const shipped = shippedRules();
      const currentPage = q.currentPage ?? 1;
      const pageSize = q.pageSize ?? 20;
      const list = rows.slice((currentPage - 1) * pageSize, currentPage * pageSize)
        .map((r) => ({ id: r.id, ...ruleValues(r), example: exampleNumber(r, now), shipped: shipped.has(r.enCode) }));
      return { list, pagination: { currentPage, pageSize, total: rows.length } };
    },

    async billRuleInfo(caller: Caller, id: string, now: Date) {
      await admin(caller);
      const r = await repo.getBillRule(db, id);
      if (!r) throw badRequest(MSG.noRule);
      return { id: r.id, ...ruleValues(r), example: exampleNumber(r, now), shipped: shippedRules().has(r.enCode) };
    },

    async createBillRule(caller: Caller, b: BillRuleBody, now: Date) {
      await admin(caller);
      if (await repo.billCodeTaken(db, b.enCode.trim(), null)) throw badRequest(MSG.ruleCodeTaken);
      const row = {
        id: newId(), fullName: b.fullName.trim(), enCode: b.enCode.trim(), prefix: b.prefix ?? '', dateFormat: b.dateFormat ?? 'YYYYMMDD',
        digits: b.digit ?? 4, startNumber: b.startNumber ?? 1,
      };
      await db.transaction(async (tx) => {
        await repo.insertBillRule(tx, row);
        await record(tx, caller, { kind: 'billRule', action: 'create', objectId: row.id, objectName: row.fullName, after: ruleValues(row) }, now);
      });
      return { id: row.id };
    },

    async updateBillRule(caller: Caller, id: string, b: BillRuleBody, now: Date) {
      await admin(caller);
      const r = await repo.getBillRule(db, id);
      if (!r) throw badRequest(MSG.noRule);
      if (b.enCode.trim() !== r.enCode && shippedRules().has(r.enCode)) throw badRequest(MSG.shippedRuleCode);
      if (await repo.billCodeTaken(db, b.enCode.trim(), id)) throw badRequest(MSG.ruleCodeTaken);
      const set = {
        fullName: b.fullName.trim(), enCode: b.enCode.trim(), prefix: b.prefix ?? r.prefix, dateFormat: b.dateFormat ?? r.dateFormat,
        digits: b.digit ?? r.digits, startNumber: b.startNumber ?? r.startNumber,
      };
      await db.transaction(async (tx) => {
        await repo.updateBillRule(tx, id, set);
        await record(tx, caller, { kind: 'billRule', action: 'update', objectId: id, objectName: set.fullName, ...diff(ruleValues(r), ruleValues(set)) }, now);
      });
    },

    async removeBillRule(caller: Caller, id: string, now: Date) {
      await admin(caller);
      const r = await repo.getBillRule(db, id);
      if (!r) throw badRequest(MSG.noRule);
      if (shippedRules().has(r.enCode)) throw badRequest(MSG.shippedRule);
      await db.transaction(async (tx) => {
        await repo.deleteBillRule(tx, id);
        await record(tx, caller, { kind: 'billRule', action: 'delete', objectId: id, objectName: r.fullName, before: ruleValues(r) }, now);
      });
    },

    /** GET Menu?category=App: every menu as a tree, hidden ones too, each with the catalog's own name. */
    async menus(caller: Caller, category: string) {
      await admin(caller);
      const rows = await repo.listMenus(db, category);
      const names = catalogNames();
      type Node = { id: string; parentId: string; fullName: string; catalogName: string; enCode: string; type: number; icon: string;
        urlAddress: string; sortCode: number; enabledMark: 0 | 1; propertyJson: string; children: Node[] };
      const nodes = new Map<string, Node>(rows.map((m) => [m.id, {
        id: m.id, parentId: m.parentId, fullName: m.fullName, catalogName: names.get(m.id) ?? '', enCode: m.enCode, type: m.type, icon: m.icon,
        urlAddress: m.urlAddress, sortCode: m.sortCode, enabledMark: m.enabled ? 1 : 0, propertyJson: JSON.stringify(m.propertyJson ?? {}), children: [],
      }]));
      const roots: Node[] = [];
      for (const n of nodes.values()) {
        const parent = nodes.get(n.parentId);
        if (parent) parent.children.push(n);
        else roots.push(n);
      }
      return { list: roots };
    },

    async updateMenu(caller: Caller, id: string, b: MenuBody, now: Date) {
      await admin(caller);
      const m = await repo.getMenu(db, id);
      if (!m) throw badRequest(MSG.noMenu);
      const set = { fullName: b.fullName.trim(), enabled: b.enabledMark === undefined ? m.enabled : b.enabledMark !== 0, sortCode: b.sortCode ?? m.sortCode };
      await db.transaction(async (tx) => {
        await repo.updateMenu(tx, id, set);
        await record(tx, caller, { kind: 'menu', action: 'update', objectId: id, objectName: set.fullName, ...diff(menuValues(m), menuValues(set)) }, now);
      });
      await grantsChanged();
    },

    /** PUT Menu/Actions/Sort {ids}: menus of one directory, in this order. */
    async sortMenus(caller: Caller, ids: string[], now: Date) {
      await admin(caller);
      const all = await repo.listMenus(db, 'App');
      const picked = ids.map((id) => all.find((m) => m.id === id));
      if (picked.some((m) => !m)) throw badRequest(MSG.noMenu);
      if (new Set(picked.map((m) => m!.parentId)).size > 1 || new Set(ids).size !== ids.length) throw badRequest(MSG.sortSiblings);
      const moved = picked.flatMap((m, i) => (m!.sortCode === i + 1 ? [] : [{ m: m!, sortCode: i + 1 }]));
      if (moved.length === 0) return;
      await db.transaction(async (tx) => {
        for (const { m, sortCode } of moved) await repo.updateMenu(tx, m.id, { sortCode });
        await record(tx, caller, { kind: 'menu', action: 'update', objectName: picked.map((m) => m!.fullName).join('、'),
          before: { order: [...picked].sort((a, b) => a!.sortCode - b!.sortCode).map((m) => m!.fullName) }, after: { order: picked.map((m) => m!.fullName) },
          detail: '调整菜单顺序' }, now);
      });
      await grantsChanged();
    },
  };
}
