/**
 * SQL of /api/safety: module records of the hazard, inspection, hazard-source, meeting and hazard-type
 * modules, always under the caller's visibility condition (visualdev/visibility.ts visibleRecords),
 * with what their flows say of them.
 */
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { containsPattern } from '../../lib/like.js';
import { contracts, dictionaryItems, dictionaryTypes, flowTaskOperators, flowTasks, onlineRecords, users } from '../../db/schema.js';
import type { HazardState } from '../../../../types/api/safety.js';
import { NODE_STATES, STATUS_STATES } from './hazardState.js';
import { isPendingTodo } from '../../db/conditions.js';

const r = onlineRecords;
const t = flowTasks;
const DAY = 86_400_000;

const field = (name: string) => sql<string>`${r.data} ->> ${name}`;
/** A date field as epoch ms, null when it holds no number. */
const dateField = (name: string) => sql<number | null>`case when jsonb_typeof(${r.data} -> ${name}) = 'number' then (${r.data} ->> ${name})::numeric end`;

/** The state of a hazard (hazardState.ts), from its record and its task. */
const stateSql: SQL<HazardState> = (() => {
  const byStatus = Object.entries(STATUS_STATES).map(([status, state]) => sql`when ${r.flowState} = ${Number(status)} then ${state}`);
  // the task's current node rows (state '1') name the node a hazard in approval waits at
  const byNode = Object.entries(NODE_STATES).map(([node, state]) => sql`when exists (select 1 from jsonb_array_elements(${t.state} -> 'nodes') n
    where n ->> 'state' = '1' and n ->> 'nodeCode' = ${node}) then ${state}`);
  return sql<HazardState>`(case when ${r.draft} then 'draft' ${sql.join(byStatus, sql` `)} ${sql.join(byNode, sql` `)} else 'inApproval' end)`;
})();

/** The first segment of the part: the unit work of the WBS path, or the yard. */
const areaSql = sql<string>`trim(split_part(coalesce(${r.data} ->> 'wbsPart', ''), '/', 1))`;
const deadlineSql = dateField('rectifyDeadline');
const overdueSql = (now: number) => sql<boolean>`(${stateSql} = 'rectifying' and ${deadlineSql} is not null and ${deadlineSql} + ${DAY} <= ${now})`;

export interface HazardFilter {
  moduleId: string;
  /** what the caller may see */
  visible: SQL;
  userId: string;
  now: number;
  states?: readonly HazardState[];
  level?: string;
  overdue?: boolean;
  contractId?: string;
  area?: string;
  /** report time, epoch ms, [start, end) */
  start?: number;
  end?: number;
  mine?: boolean;
  todo?: boolean;
  keyword?: string;
  ids?: string[];
  /** raised from these inspections */
  sources?: string[];
}

const myTodo = (userId: string) => sql`exists (select 1 from ${flowTaskOperators} o where o.task_id = ${r.flowTaskId} and o.user_id = ${userId} and o.pending)`;

function hazardWhere(f: HazardFilter, without: { state?: boolean } = {}): SQL {
  return and(
    eq(r.moduleId, f.moduleId),
    f.visible,
    f.ids ? inArray(r.id, f.ids) : undefined,
    // a draft is not reported yet: only its author's own list, or asking for drafts, shows it
    f.ids || f.mine || f.states?.includes('draft') ? undefined : eq(r.draft, false),
    f.sources ? inArray(field('sourceInspection'), f.sources) : undefined,
    !without.state && f.states ? inArray(stateSql, [...f.states]) : undefined,
    !without.state && f.level ? eq(field('hazardLevel'), f.level) : undefined,
    !without.state && f.overdue ? overdueSql(f.now) : undefined,
    f.contractId ? eq(r.contractId, f.contractId) : undefined,
    f.area !== undefined ? eq(areaSql, f.area) : undefined,
    f.start !== undefined ? gte(r.createdAt, new Date(f.start)) : undefined,
    f.end !== undefined ? lt(r.createdAt, new Date(f.end)) : undefined,
    f.mine ? eq(r.creatorUserId, f.userId) : undefined,
    f.todo ? myTodo(f.userId) : undefined,
    f.keyword ? sql`(${field('hazardNo')} ilike ${containsPattern(f.keyword)} or ${field('title')} ilike ${containsPattern(f.keyword)}
      or ${field('location')} ilike ${containsPattern(f.keyword)} or ${field('wbsPart')} ilike ${containsPattern(f.keyword)})` : undefined,
  )!;
}

export type HazardRecord = Awaited<ReturnType<typeof hazardRows>>['rows'][number];

/** A page of hazards; `order` 'deadline' puts the nearest deadline of what is still open first. */
export async function hazardRows(db: Db, f: HazardFilter, page: { offset: number, limit: number, order: 'newest' | 'deadline' }) {
  const where = hazardWhere(f);
  const order = page.order === 'deadline'
    ? [sql`(${stateSql} in ('closed', 'withdrawn', 'terminated'))`, sql`${deadlineSql} asc nulls last`, desc(r.createdAt)]
    : [desc(r.createdAt)];
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      id: r.id, data: r.data, taskId: r.flowTaskId, contractId: r.contractId, creatorUserId: r.creatorUserId, createdAt: r.createdAt,
      state: stateSql, area: areaSql, overdue: overdueSql(f.now), contractName: contracts.fullName, reporterName: users.realName,
      flowId: t.flowId, flowEnCode: t.enCode, taskState: t.state,
      handlers: sql<string[]>`coalesce((select json_agg(u2.real_name order by o.created_at) from ${flowTaskOperators} o
        join ${users} u2 on u2.id = o.user_id where o.task_id = ${r.flowTaskId} and o.pending), '[]'::json)`,
      todo: sql<{ id: string, node: string } | null>`(select json_build_object('id', o.id, 'node', o.node_id) from ${flowTaskOperators} o
        where o.task_id = ${r.flowTaskId} and o.user_id = ${f.userId} and o.pending order by o.created_at limit 1)`,
    }).from(r)
      .leftJoin(t, eq(t.id, r.flowTaskId))
      .leftJoin(contracts, eq(contracts.id, r.contractId))
      .leftJoin(users, eq(users.id, r.creatorUserId))
      .where(where).orderBy(...order, desc(r.id)).offset(page.offset).limit(page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(r).leftJoin(t, eq(t.id, r.flowTaskId)).where(where),
  ]);
  return { rows, total };
}

/** How many hazards of each state, level, area, section and overdue flag there are (one row per combination). */
export async function hazardCounts(db: Db, f: HazardFilter) {
  return db.select({
    state: stateSql, level: sql<string>`coalesce(${field('hazardLevel')}, '')`, area: areaSql, contractId: r.contractId,
    contractName: contracts.fullName, overdue: overdueSql(f.now), contractOrder: contracts.sortCode, n: sql<number>`count(*)::int`,
  }).from(r).leftJoin(t, eq(t.id, r.flowTaskId)).leftJoin(contracts, eq(contracts.id, r.contractId))
    .where(hazardWhere(f, { state: true }))
    // by position: the expressions carry parameters, which PostgreSQL does not match between select and group by
    .groupBy(sql.raw('1, 2, 3, 4, 5, 6, 7'));
}

/** Hazards reported and closed since `since` (epoch ms). */
export async function hazardsSince(db: Db, moduleId: string, visible: SQL, since: number) {
  const [row] = await db.select({
    reported: sql<number>`count(*) filter (where ${r.createdAt} >= ${new Date(since)} and not ${r.draft})::int`,
    closed: sql<number>`count(*) filter (where ${r.flowState} = 2 and ${t.endTime} >= ${new Date(since)})::int`,
  }).from(r).leftJoin(t, eq(t.id, r.flowTaskId)).where(and(eq(r.moduleId, moduleId), visible));
  return row;
}

/** Item names of dictionaries by their type's enCode: type → item enCode → name. */
export async function dictionaryNames(db: Db, typeCodes: string[]): Promise<Map<string, Map<string, string>>> {
  const rows = await db.select({ type: dictionaryTypes.enCode, enCode: dictionaryItems.enCode, name: dictionaryItems.fullName })
    .from(dictionaryItems).innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
    .where(inArray(dictionaryTypes.enCode, typeCodes));
  const out = new Map<string, Map<string, string>>(typeCodes.map((c) => [c, new Map()]));
  for (const row of rows) out.get(row.type)!.set(row.enCode, row.name);
  return out;
}

/** The enabled items of a dictionary, in order, as a flat list with parents. */
export function dictionaryTree(db: Db, typeCode: string) {
  return db.select({ id: dictionaryItems.id, parentId: dictionaryItems.parentId, enCode: dictionaryItems.enCode, fullName: dictionaryItems.fullName, description: dictionaryItems.description })
    .from(dictionaryItems).innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
    .where(and(eq(dictionaryTypes.enCode, typeCode), eq(dictionaryItems.enabled, true)))
    .orderBy(asc(dictionaryItems.sortCode), asc(dictionaryItems.id));
}

const recordColumns = {
  id: r.id, data: r.data, draft: r.draft, flowState: r.flowState, taskId: r.flowTaskId, contractId: r.contractId,
  creatorUserId: r.creatorUserId, createdAt: r.createdAt, authorName: users.realName, contractName: contracts.fullName,
};

/** Records of a module the caller sees (`visible`), newest first, with their author's and section's names: `where` narrows them. */
export function records(db: Db, moduleId: string, visible: SQL, where?: SQL, limit = 500) {
  return db.select(recordColumns).from(r).leftJoin(users, eq(users.id, r.creatorUserId)).leftJoin(contracts, eq(contracts.id, r.contractId))
    .where(and(eq(r.moduleId, moduleId), visible, where)).orderBy(desc(r.createdAt), desc(r.id)).limit(limit);
}

export type RecordRow = Awaited<ReturnType<typeof records>>[number];

/** A page of them, and how many there are. */
export async function recordPage(db: Db, moduleId: string, visible: SQL, where: SQL | undefined, page: { offset: number, limit: number }) {
  const all = and(eq(r.moduleId, moduleId), visible, where);
  const [rows, [{ total }]] = await Promise.all([
    db.select(recordColumns).from(r).leftJoin(users, eq(users.id, r.creatorUserId)).leftJoin(contracts, eq(contracts.id, r.contractId))
      .where(all).orderBy(desc(r.createdAt), desc(r.id)).offset(page.offset).limit(page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(r).where(all),
  ]);
  return { rows, total };
}

/** Conditions on records for the service, kept here with the rest of the SQL. */
export const where = {
  /** a date field within [from, to) */
  dateIn: (name: string, from: number, to: number) => sql`${dateField(name)} >= ${from} and ${dateField(name)} < ${to}`,
  flowState: (state: number) => eq(r.flowState, state),
  inFlow: () => sql`${r.flowState} is not null and not ${r.draft}`,
  creator: (userId: string) => eq(r.creatorUserId, userId),
  id: (id: string) => eq(r.id, id),
  contract: (contractId: string) => eq(r.contractId, contractId),
  since: (ms: number) => gte(r.createdAt, new Date(ms)),
  notDraft: () => eq(r.draft, false),
  fieldIn: (name: string, values: string[]) => inArray(field(name), values),
  fieldEq: (name: string, value: string) => eq(field(name), value),
};

/** The caller's pending todo of each task (operator ids by task). */
export async function todosOf(db: Db, userId: string, taskIds: string[]): Promise<Map<string, { id: string, node: string }>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db.select({ taskId: flowTaskOperators.taskId, id: flowTaskOperators.id, node: flowTaskOperators.nodeId }).from(flowTaskOperators)
    .where(and(inArray(flowTaskOperators.taskId, taskIds), eq(flowTaskOperators.userId, userId), isPendingTodo));
  return new Map(rows.map((row) => [row.taskId, { id: row.id, node: row.node }]));
}

/** Names of users by id. */
export async function userNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
