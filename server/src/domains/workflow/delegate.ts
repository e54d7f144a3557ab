/**
 * Entrust 委托 (API.md 4.5): a user hands launching (type 0) or approving (type 1) of one flow or
 * of all flows to someone else for a time range. The engine reads the active ones; here they are
 * listed, created, changed, stopped and removed by their owner.
 */
import { and, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import { flowDelegates, flows, organizes, users } from '../../db/schema.js';
import type { FlowDelegateItem } from '../../../../types/api/workflow.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { pageOf, toPage } from '../permission/paging.js';
import { requireVisibleUser, type Viewer } from '../permission/visibility.js';
import type { DelegateBodyType, DelegateQueryType } from './schemas.js';
import { containsPattern } from '../../lib/like.js';

const toUser = alias(users, 'to_user');
export const ALL_FLOWS = '全部流程';

function rowsQuery(db: Db) {
  return db.select({ d: flowDelegates, userName: users.realName, toUserName: toUser.realName, flowName: flows.fullName })
    .from(flowDelegates)
    .innerJoin(users, eq(users.id, flowDelegates.userId))
    .innerJoin(toUser, eq(toUser.id, flowDelegates.toUserId))
    .leftJoin(flows, eq(flows.id, flowDelegates.flowId));
}

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['where']>>[number];
const toItem = ({ d, userName, toUserName, flowName }: Row): FlowDelegateItem => ({
  id: d.id, type: String(d.type) as '0' | '1', userId: d.userId, userName, toUserId: d.toUserId, toUserName,
  flowId: d.flowId ?? '', flowName: flowName ?? ALL_FLOWS, startTime: d.startTime.getTime(), endTime: d.endTime.getTime(),
  description: d.description, enabledMark: d.enabledMark as 0 | 1,
});

export async function list(db: Db, userId: string, q: DelegateQueryType) {
  const page = pageOf(q);
  const keyword = q.keyword?.trim();
  const where = and(
    q.myOrDelagateToMe === 2 ? eq(flowDelegates.toUserId, userId) : eq(flowDelegates.userId, userId),
    keyword ? or(ilike(toUser.realName, containsPattern(keyword)), ilike(users.realName, containsPattern(keyword)), ilike(flows.fullName, containsPattern(keyword))) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    rowsQuery(db).where(where).orderBy(desc(flowDelegates.createdAt), desc(flowDelegates.id)).offset(page.offset).limit(page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(flowDelegates)
      .innerJoin(users, eq(users.id, flowDelegates.userId))
      .innerJoin(toUser, eq(toUser.id, flowDelegates.toUserId))
      .leftJoin(flows, eq(flows.id, flowDelegates.flowId)).where(where),
  ]);
  return toPage(rows.map(toItem), total, page);
}

export async function info(db: Db, userId: string, id: string): Promise<FlowDelegateItem> {
  const [row] = await rowsQuery(db).where(and(eq(flowDelegates.id, id), or(eq(flowDelegates.userId, userId), eq(flowDelegates.toUserId, userId))));
  if (!row) throw badRequest('委托不存在或已删除');
  return toItem(row);
}

/** Who delegates: the caller. */
type Owner = Viewer;

async function checked(db: Db, owner: Owner, body: DelegateBodyType, exceptId: string | null) {
  const userId = owner.id;
  if (body.toUserId === userId) throw badRequest('不能委托给自己');
  if (body.endTime <= body.startTime) throw badRequest('结束时间必须晚于开始时间');
  // only to someone the caller sees in the address book (an unknown and a hidden user read the same)
  await requireVisibleUser(db, owner, body.toUserId, '被委托人不存在或已停用');
  const flowId = body.flowId || null;
  if (flowId) {
    const [flow] = await db.select({ id: flows.id }).from(flows).where(eq(flows.id, flowId));
    if (!flow) throw badRequest('委托流程不存在');
  }
  const type = Number(body.type);
  // one delegation of a kind per flow at a time: an approval must have exactly one stand-in
  const overlap = await db.select({ id: flowDelegates.id }).from(flowDelegates).where(and(
    eq(flowDelegates.userId, userId), eq(flowDelegates.type, type), eq(flowDelegates.enabledMark, 1),
    flowId ? or(eq(flowDelegates.flowId, flowId), isNull(flowDelegates.flowId)) : undefined,
    lte(flowDelegates.startTime, new Date(body.endTime)), gt(flowDelegates.endTime, new Date(body.startTime)),
    exceptId ? sql`${flowDelegates.id} <> ${exceptId}` : undefined,
  )).limit(1);
  if (overlap.length) throw badRequest('该时间段内已有相同流程的委托');
  return {
    type, toUserId: body.toUserId, flowId, startTime: new Date(body.startTime), endTime: new Date(body.endTime),
    description: body.description ?? '',
  };
}

export async function create(db: Db, owner: Owner, body: DelegateBodyType): Promise<{ id: string }> {
  const values = await checked(db, owner, body, null);
  const id = newId();
  await db.insert(flowDelegates).values({ id, userId: owner.id, ...values });
  return { id };
}

async function owned(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(flowDelegates).where(eq(flowDelegates.id, id));
  if (!row || row.userId !== userId) throw badRequest('委托不存在或不是您创建的');
  return row;
}

export async function update(db: Db, owner: Owner, id: string, body: DelegateBodyType): Promise<void> {
  await owned(db, owner.id, id);
  const values = await checked(db, owner, body, id);
  await db.update(flowDelegates).set({ ...values, enabledMark: 1 }).where(eq(flowDelegates.id, id));
}

/** Ends it now; the record stays for the history. */
export async function stop(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const row = await owned(db, userId, id);
  if (row.enabledMark === 0) throw badRequest('委托已终止');
  await db.update(flowDelegates).set({ enabledMark: 0, endTime: row.endTime > now ? now : row.endTime }).where(eq(flowDelegates.id, id));
}

export async function remove(db: Db, userId: string, id: string): Promise<void> {
  await owned(db, userId, id);
  await db.delete(flowDelegates).where(eq(flowDelegates.id, id));
}

const activeLaunch = (userId: string, now: Date, extra?: SQL) => and(
  eq(flowDelegates.toUserId, userId), eq(flowDelegates.type, 0), eq(flowDelegates.enabledMark, 1),
  lte(flowDelegates.startTime, now), gt(flowDelegates.endTime, now), extra,
);

/** The active delegations the engine applies, as it wants them. */
export async function activeDelegations(db: Db, now: Date) {
  const rows = await db.select().from(flowDelegates)
    .where(and(eq(flowDelegates.enabledMark, 1), lte(flowDelegates.startTime, now), gt(flowDelegates.endTime, now)));
  return rows.map((d) => ({
    id: d.id, type: String(d.type) as '0' | '1', userId: d.userId, toUserId: d.toUserId, flowId: d.flowId ?? '',
    startTime: d.startTime.getTime(), endTime: d.endTime.getTime(),
  }));
}

/** FlowDelegate/getflow: the flows someone lets me launch for them now. */
export async function launchableForOthers(db: Db, userId: string, now: Date) {
  const rows = await db.select({ flowId: flowDelegates.flowId }).from(flowDelegates).where(activeLaunch(userId, now));
  const all = rows.some((r) => r.flowId === null);
  const ids = new Set(rows.map((r) => r.flowId).filter((v): v is string => Boolean(v)));
  const list = await db.select({ id: flows.id, fullName: flows.fullName, enCode: flows.enCode, templateId: flows.templateId })
    .from(flows).where(eq(flows.enabled, true)).orderBy(flows.sortCode);
  return list.filter((f) => all || ids.has(f.id));
}

/** FlowDelegate/userList?flowId=: who lets me launch this flow for them now. */
export async function delegatorsOf(db: Db, userId: string, flowId: string, now: Date) {
  const rows = await db.select({ id: users.id, fullName: users.realName, headIcon: users.headIcon, organize: organizes.fullName })
    .from(flowDelegates)
    .innerJoin(users, eq(users.id, flowDelegates.userId))
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .where(activeLaunch(userId, now, or(eq(flowDelegates.flowId, flowId), isNull(flowDelegates.flowId))));
  const seen = new Set<string>();
  return { list: rows.filter((r) => !seen.has(r.id) && seen.add(r.id)).map((r) => ({ ...r, headIcon: r.headIcon ?? '', organize: r.organize ?? '' })) };
}
