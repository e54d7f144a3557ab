/** SQL of /api/visualdev: modules, their forms and records. */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { literalLimit, preparedValue, rowsFromJson } from '../../db/prepared.js';
import { cachedGrant } from './grantCache.js';
import { literal } from './sortIndexes.repo.js';
import { containsPattern } from '../../lib/like.js';
import {
  contracts, flowForms, flows, flowVersions, onlineModules, onlineRecordCounts, onlineRecords, roleMenus, rolePermissions, roles, userContracts, userRoles, users,
} from '../../db/schema.js';

export type ModuleRow = typeof onlineModules.$inferSelect;
export type RecordRow = typeof onlineRecords.$inferSelect;

/** By id or by enCode: menus name a module either way; with the node tree of its flow's current version. */
export async function findModule(db: Db, idOrCode: string) {
  const [row] = await db.select({ module: onlineModules, form: flowForms, flowEnCode: flows.enCode, flowTemplate: flowVersions.templateJson })
    .from(onlineModules)
    .innerJoin(flowForms, eq(flowForms.id, onlineModules.formId))
    .leftJoin(flows, eq(flows.id, onlineModules.flowId))
    .leftJoin(flowVersions, and(eq(flowVersions.flowId, flows.id), eq(flowVersions.version, flows.version)))
    .where(sql`${onlineModules.id} = ${idOrCode} or ${onlineModules.enCode} = ${idOrCode}`).limit(1);
  return row ?? null;
}

export interface RecordQuery {
  moduleId: string;
  /** what the caller may see (visibility.ts visibleRecords): the page and its total alike */
  visible: SQL;
  /** the same on online_record_counts (visibleRecordCounts): the total without keyword and filters */
  visibleCounts: SQL;
  keyword?: string;
  /** field → value: equal, or contained for text */
  filters: Array<{ field: string, value: unknown, contains: boolean }>;
  sidx?: string;
  desc: boolean;
  offset: number;
  limit: number;
  /** keyset: the page starts after this record when it is still listed (in a field's order, descending only) */
  lastId?: string;
}

export async function listRecords(db: Db, q: RecordQuery): Promise<{ rows: RecordRow[], total: number }> {
  // sorted by a form field: the module and the field written into the text, so the module's sort
  // index (sortIndexes.repo.ts, partial on the module) serves even the statement's generic plan
  const value = q.sidx ? sql`(${onlineRecords.data} ->> ${literal(q.sidx)})` : undefined;
  const where = and(
    value ? sql`${onlineRecords.moduleId} = ${literal(q.moduleId)}` : eq(onlineRecords.moduleId, q.moduleId),
    q.visible,
    q.keyword ? sql`${onlineRecords.data}::text ilike ${containsPattern(q.keyword)}` : undefined,
    ...q.filters.map((f) => (f.contains
      ? sql`${onlineRecords.data} ->> ${f.field} ilike ${containsPattern(String(f.value))}`
      : sql`${onlineRecords.data} -> ${f.field} = ${JSON.stringify(f.value)}::jsonb`)),
  );
  const order = value
    ? (q.desc ? sql`${value} desc nulls last` : sql`${value} asc nulls last`)
    : (q.desc ? desc(onlineRecords.createdAt) : asc(onlineRecords.createdAt));
  const filtered = Boolean(q.keyword || q.filters.length);
  const total = filtered
    ? sql`select count(*)::int from ${onlineRecords} where ${where}`
    // the counts the trigger keeps (0028), selected by the same visibility rule
    : sql`select coalesce(sum(${onlineRecordCounts.n}), 0)::int from ${onlineRecordCounts}
      where ${and(eq(onlineRecordCounts.moduleId, q.moduleId), q.visibleCounts)}`;
  // the page's ids first (without keyword and filters from an index alone), then their rows in
  // order with the total beside them: one statement, one round trip, its text the same for every
  // call of its shape (prepared once per connection: db/preparing.ts)
  // (the keyset pages come back as SQL: a query builder returned from an async function would run)
  const page = (value ? await afterSorted(db, q, where, value, order) : await afterCreated(db, q, where, order))
    ?? db.select({ id: onlineRecords.id }).from(onlineRecords).where(where).orderBy(order, desc(onlineRecords.id))
      .offset(q.offset).limit(literalLimit(q.limit));
  const answer = (await db.execute(sql`select json_build_object(
    'total', (${total}),
    'rows', coalesce((select json_agg(${onlineRecords} order by ${order}, ${onlineRecords.id} desc)
      from ${onlineRecords} join (${page}) page on page.id = ${onlineRecords.id}), '[]'::json)) as value`)) as unknown as
    { rows: Array<{ value: { total: number, rows: Array<Record<string, unknown>> } }> };
  const found = answer.rows[0]?.value;
  return { rows: rowsFromJson(onlineRecords, found?.rows ?? []), total: found?.total ?? 0 };
}

/**
 * Keyset paging in the default order (created_at, id): the page's ids after q.lastId, or null for
 * paging by offset (no lastId, or that record is no longer listed). The bound on the time alone
 * first, so the page index (0028) ranges over it.
 */
async function afterCreated(db: Db, q: RecordQuery, where: SQL | undefined, order: SQL) {
  if (!q.lastId) return null;
  const [after] = await db.select({ time: sql<string>`${onlineRecords.createdAt}::text`, id: onlineRecords.id }).from(onlineRecords)
    .where(and(eq(onlineRecords.id, q.lastId), where));
  if (!after) return null;
  const afterLast = sql`${onlineRecords.createdAt} ${sql.raw(q.desc ? '<=' : '>=')} ${after.time}::timestamptz
    and (${onlineRecords.createdAt} ${sql.raw(q.desc ? '<' : '>')} ${after.time}::timestamptz or ${onlineRecords.id} < ${after.id})`;
  return db.select({ id: onlineRecords.id }).from(onlineRecords).where(and(where, afterLast)).orderBy(order, desc(onlineRecords.id))
    .limit(literalLimit(q.limit)).getSQL();
}

/**
 * Keyset paging by a form field, descending (the catalog's default sorts; ascending pages by
 * offset): the page's ids after q.lastId in (value desc nulls last, id desc), or null. After a
 * valued record come the smaller (value, id) pairs, a row comparison the sort index ranges over,
 * then the records without a value, read apart (an OR of the two would scan the index from its
 * start); after a record without a value, those after it by id.
 */
async function afterSorted(db: Db, q: RecordQuery, where: SQL | undefined, value: SQL, order: SQL) {
  if (!q.lastId || !q.desc) return null;
  const [after] = await db.select({ value: sql<string | null>`${value}`, id: onlineRecords.id }).from(onlineRecords)
    .where(and(eq(onlineRecords.id, q.lastId), where));
  if (!after) return null;
  const limit = literalLimit(q.limit);
  const empty = (bound?: SQL) => db.select({ id: onlineRecords.id, part: sql<number>`1`.as('part'), value: sql<string | null>`null::text`.as('value') })
    .from(onlineRecords).where(and(where, sql`${value} is null`, bound)).orderBy(order, desc(onlineRecords.id)).limit(limit);
  if (after.value === null) return db.select({ id: sql<string>`u.id` }).from(empty(sql`${onlineRecords.id} < ${after.id}`).as('u')).getSQL();
  const valued = db.select({ id: onlineRecords.id, part: sql<number>`0`.as('part'), value: sql<string | null>`${value}`.as('value') })
    .from(onlineRecords).where(and(where, sql`(${value}, ${onlineRecords.id}) < (${after.value}, ${after.id})`))
    .orderBy(order, desc(onlineRecords.id)).limit(limit);
  return db.select({ id: sql<string>`u.id` }).from(sql`((${valued}) union all (${empty()})) u`)
    .orderBy(sql`u.part, u.value desc, u.id desc`).limit(limit).getSQL();
}

/** A record the caller may see (`visible`), or null: unknown and hidden read the same. */
export async function getRecord(db: Db, moduleId: string, id: string, visible: SQL): Promise<RecordRow | null> {
  const [row] = await db.select().from(onlineRecords).where(and(eq(onlineRecords.moduleId, moduleId), eq(onlineRecords.id, id), visible)).limit(1);
  return row ?? null;
}

export async function insertRecord(db: Db, row: typeof onlineRecords.$inferInsert): Promise<void> {
  await db.insert(onlineRecords).values(row);
}

export async function updateRecord(db: Db, id: string, set: Partial<typeof onlineRecords.$inferInsert>): Promise<void> {
  await db.update(onlineRecords).set(set).where(eq(onlineRecords.id, id));
}

export async function deleteRecords(db: Db, moduleId: string, ids: string[]): Promise<void> {
  await db.delete(onlineRecords).where(and(eq(onlineRecords.moduleId, moduleId), inArray(onlineRecords.id, ids)));
}

export async function getRecords(db: Db, moduleId: string, ids: string[], visible: SQL): Promise<RecordRow[]> {
  return db.select().from(onlineRecords).where(and(eq(onlineRecords.moduleId, moduleId), inArray(onlineRecords.id, ids), visible));
}

/**
 * What a user holds of a module's tile: the data scopes of the grants of their enabled roles
 * (a role of all menus holds every tile it has a permission row for), their contract sections in
 * the project, and their unit.
 */
interface Grant { scopes: string[], buttons: string[], sections: string[], organizeId: string | null }

/** The grant lookup as one statement: `projectId` '' for none (no section is of no project). */
const grantSql = (userId: SQL, menuId: SQL, projectId: SQL) => sql`select json_build_object(
  'scopes', coalesce((select json_agg(distinct g.data_scope) from (${grantRows(userId, menuId)}) g), '[]'),
  'buttons', coalesce((select json_agg(distinct b) from (${grantRows(userId, menuId)}) g, jsonb_array_elements_text(g.button) b), '[]'),
  'sections', coalesce((select json_agg(uc.contract_id) from ${userContracts} uc
    join ${contracts} c on c.id = uc.contract_id and c.enabled where uc.user_id = ${userId} and c.project_id = ${projectId}), '[]'),
  'organizeId', (select u.organize_id from ${users} u where u.id = ${userId}))`;
/** The user's enabled roles' permission rows of the tile (a role of all menus holds every tile it has a permission row for). */
const grantRows = (userId: SQL, menuId: SQL) => sql`select rp.data_scope, rp.button from ${userRoles} ur
  join ${roles} r on r.id = ur.role_id and r.enabled
  join ${rolePermissions} rp on rp.role_id = ur.role_id and rp.model_id = ${menuId}
  left join ${roleMenus} rm on rm.role_id = ur.role_id and rm.menu_id = ${menuId}
  where ur.user_id = ${userId} and (r.all_menus or rm.menu_id is not null)`;
const preparedGrant = preparedValue<Grant>('siteflow_visualdev_grant', 3, grantSql);

/**
 * What a user holds of a module's tile: the data scopes of the grants of their enabled roles
 * (a role of all menus holds every tile it has a permission row for), their contract sections in
 * the project, and their unit. Kept per process until a change concerns it (grantCache.ts); read
 * with one prepared statement (three statements parsed and planned per call were most of a list's
 * time on PGlite); inside a transaction, which has no client of its own to prepare on, the same
 * statement unprepared, and not kept.
 */
export function grantOf(db: Db, userId: string, menuId: string, projectId: string | null): Promise<Grant> {
  return cachedGrant(db, userId, menuId, projectId, () => readGrant(db, userId, menuId, projectId));
}

async function readGrant(db: Db, userId: string, menuId: string, projectId: string | null): Promise<Grant> {
  const args = [userId, menuId, projectId ?? ''] as const;
  const found = (db as unknown as { $client?: unknown }).$client
    ? await preparedGrant(db, ...args)
    : ((await db.execute(sql`select (${grantSql(...args.map((a) => sql`${a}`) as [SQL, SQL, SQL])}) as value`)) as unknown as { rows: Array<{ value: Grant }> }).rows[0]?.value;
  return found ?? { scopes: [], buttons: [], sections: [], organizeId: null };
}

/** What the system fields of a new record need to know about its creator. */
export async function creatorOf(db: Db, userId: string) {
  const [row] = await db.select({ organizeId: users.organizeId, positionId: users.positionId }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? { organizeId: null, positionId: null };
}

/** Module ids and forms, for work over every module. */
export async function listModuleForms(db: Db) {
  return db.select({ id: onlineModules.id, form: flowForms.propertyJson }).from(onlineModules).innerJoin(flowForms, eq(flowForms.id, onlineModules.formId));
}

/**
 * Places records saved before records had a place (migration 0011): the section their contract
 * field names (`contractField`), else their author's current section; the author's unit; a
 * record whose flow was saved, not submitted, is a draft.
 */
export async function placeUnplacedRecords(db: Db, moduleId: string, contractField: string | null): Promise<number> {
  const named = contractField ? sql`nullif(${onlineRecords.data} ->> ${contractField}, '')` : sql`null`;
  const rows = await db.update(onlineRecords).set({
    contractId: sql`coalesce(${named}, (select c.contract_id from user_context c where c.user_id = ${onlineRecords.creatorUserId}))`,
    organizeId: sql`(select u.organize_id from users u where u.id = ${onlineRecords.creatorUserId})`,
    draft: sql`coalesce(${onlineRecords.flowState} = 0, false)`,
  }).where(and(eq(onlineRecords.moduleId, moduleId), isNull(onlineRecords.contractId), isNull(onlineRecords.organizeId)))
    .returning({ id: onlineRecords.id });
  return rows.length;
}

/** The records key (enCode) of the module a flow is bound to; null for a flow of no module. */
export async function moduleCodeOfFlow(db: Db, flowId: string): Promise<string | null> {
  const [row] = await db.select({ enCode: onlineModules.enCode }).from(onlineModules).where(eq(onlineModules.flowId, flowId)).limit(1);
  return row?.enCode ?? null;
}
