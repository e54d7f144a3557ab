/** SQL of the catalog installer: the tables it writes, read whole (they are small), and its state. */
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.js';
import * as t from '../db/schema.js';

export type Row = Record<string, unknown>;

/** A table the catalog writes, and how one of its rows is named. */
export interface Target {
  name: string;
  table: PgTable;
  keyOf: (row: Row) => string;
  where: (row: Row) => ReturnType<typeof and>;
}

const byId = (name: string, table: PgTable & { id: AnyColumn }): Target => ({
  name, table, keyOf: (r) => String(r.id), where: (r) => and(eq(table.id, r.id as string)),
});

/** In the order rows may be inserted (foreign keys). */
export const TARGETS = {
  roles: byId('roles', t.roles),
  menus: byId('menus', t.menus),
  dictionaryTypes: byId('dictionaryTypes', t.dictionaryTypes),
  dictionaryItems: byId('dictionaryItems', t.dictionaryItems),
  billRules: byId('billRules', t.billRules),
  flowForms: byId('flowForms', t.flowForms),
  flowTemplates: byId('flowTemplates', t.flowTemplates),
  flows: byId('flows', t.flows),
  onlineModules: byId('onlineModules', t.onlineModules),
  roleMenus: {
    name: 'roleMenus', table: t.roleMenus, keyOf: (r) => `${r.roleId}|${r.menuId}`,
    where: (r) => and(eq(t.roleMenus.roleId, r.roleId as string), eq(t.roleMenus.menuId, r.menuId as string)),
  },
  rolePermissions: {
    name: 'rolePermissions', table: t.rolePermissions, keyOf: (r) => `${r.roleId}|${r.modelId}`,
    where: (r) => and(eq(t.rolePermissions.roleId, r.roleId as string), eq(t.rolePermissions.modelId, r.modelId as string)),
  },
} satisfies Record<string, Target>;

export async function readAll(db: Db, target: Target): Promise<Map<string, Row>> {
  const rows = (await db.select().from(target.table)) as Row[];
  return new Map(rows.map((r) => [target.keyOf(r), r]));
}

export interface StateRow { key: string; version: number; base: Row | null }

export async function readState(db: Db): Promise<Map<string, StateRow>> {
  const rows = await db.select().from(t.catalogItems);
  return new Map(rows.map((r) => [r.key, { key: r.key, version: r.version, base: r.base ?? null }]));
}

const BATCH = 500;

export async function insertRows(db: Db, target: Target, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(target.table).values(rows.slice(i, i + BATCH) as never);
}

export async function updateRow(db: Db, target: Target, row: Row, set: Row): Promise<void> {
  await db.update(target.table).set(set as never).where(target.where(row));
}

export async function writeState(db: Db, rows: StateRow[], now: Date): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(t.catalogItems).values(rows.slice(i, i + BATCH).map((r) => ({ ...r, updatedAt: now })))
      .onConflictDoUpdate({
        target: t.catalogItems.key,
        set: { version: sql`excluded.version`, base: sql`excluded.base`, updatedAt: sql`excluded.updated_at` },
      });
  }
}

/** The version of a flow in use and its node tree. */
export async function currentFlowTemplate(db: Db, flowId: string): Promise<{ version: number; template: Row } | null> {
  const [row] = await db.select({ version: t.flows.version, template: t.flowVersions.templateJson })
    .from(t.flows).innerJoin(t.flowVersions, and(eq(t.flowVersions.flowId, t.flows.id), eq(t.flowVersions.version, t.flows.version)))
    .where(eq(t.flows.id, flowId)).limit(1);
  return row ? { version: row.version, template: row.template } : null;
}

/** A new version of a flow, made current: tasks in flight keep the version they run on. */
export async function addFlowVersion(db: Db, flowId: string, version: number, template: Row, now: Date): Promise<void> {
  await db.insert(t.flowVersions).values({ flowId, version, templateJson: template });
  await db.update(t.flows).set({ version, updatedAt: now }).where(eq(t.flows.id, flowId));
}

export async function insertFlowVersion(db: Db, flowId: string, version: number, template: Row): Promise<void> {
  await db.insert(t.flowVersions).values({ flowId, version, templateJson: template }).onConflictDoNothing();
}
