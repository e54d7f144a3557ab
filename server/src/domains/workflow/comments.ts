/** Flow comments 流程评论 (API.md 4.3): written and read by the people of a task. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { flowComments, flowTaskCirculates, flowTaskOperators, flowTaskRecords, flowTasks, users } from '../../db/schema.js';
import type { FlowCommentItem } from '../../../../types/api/workflow.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { pageOf, toPage } from '../permission/paging.js';
import type { CommentBodyType } from './schemas.js';

/** The launcher, whoever handles or handled it, and whoever it was copied to. */
export async function isParticipant(db: Db, taskId: string, userId: string): Promise<boolean> {
  const [row] = await db.select({
    ok: sql<boolean>`exists (select 1 from ${flowTasks} where ${flowTasks.id} = ${taskId} and (${flowTasks.launcherId} = ${userId} or ${flowTasks.creatorId} = ${userId}))
      or exists (select 1 from ${flowTaskOperators} where ${flowTaskOperators.taskId} = ${taskId} and ${flowTaskOperators.userId} = ${userId})
      or exists (select 1 from ${flowTaskRecords} where ${flowTaskRecords.taskId} = ${taskId} and ${flowTaskRecords.userId} = ${userId})
      or exists (select 1 from ${flowTaskCirculates} where ${flowTaskCirculates.taskId} = ${taskId} and ${flowTaskCirculates.userId} = ${userId})`,
  }).from(sql`(select 1) as one`);
  return row?.ok === true;
}

async function mustTakePart(db: Db, taskId: string, userId: string) {
  if (!(await isParticipant(db, taskId, userId))) throw badRequest('流程不存在或您无权查看');
}

function fileList(json: string | undefined, what: string): unknown[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest(`${what}格式不正确`);
  }
  if (!Array.isArray(value) || value.length > 9) throw badRequest(`${what}格式不正确`);
  return value;
}

export async function list(db: Db, userId: string, q: { taskId: string, currentPage?: number, pageSize?: number }) {
  await mustTakePart(db, q.taskId, userId);
  const page = pageOf(q);
  const where = and(eq(flowComments.taskId, q.taskId), isNull(flowComments.deletedAt));
  const [rows, [{ total }]] = await Promise.all([
    db.select({ c: flowComments, name: users.realName, headIcon: users.headIcon }).from(flowComments)
      .innerJoin(users, eq(users.id, flowComments.userId))
      .where(where).orderBy(desc(flowComments.createdAt), desc(flowComments.id)).offset(page.offset).limit(page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(flowComments).where(where),
  ]);
  return toPage(rows.map(({ c, name, headIcon }): FlowCommentItem => ({
    id: c.id, taskId: c.taskId, text: c.text, image: JSON.stringify(c.image), file: JSON.stringify(c.file),
    creatorUserId: c.userId, creatorUserName: name, creatorUserHeadIcon: headIcon ?? '', creatorTime: c.createdAt.getTime(),
    isDel: c.userId === userId,
  })), total, page);
}

export async function create(db: Db, userId: string, body: CommentBodyType): Promise<{ id: string }> {
  const image = fileList(body.image, '图片');
  const file = fileList(body.file, '附件');
  const text = body.text?.trim() ?? '';
  if (!text && image.length === 0 && file.length === 0) throw badRequest('评论内容不能为空');
  await mustTakePart(db, body.taskId, userId);
  const id = newId();
  await db.insert(flowComments).values({ id, taskId: body.taskId, userId, text, image, file });
  return { id };
}

export async function remove(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const [row] = await db.select().from(flowComments).where(and(eq(flowComments.id, id), isNull(flowComments.deletedAt)));
  if (!row || row.userId !== userId) throw badRequest('评论不存在或不是您发表的');
  await db.update(flowComments).set({ deletedAt: now }).where(eq(flowComments.id, id));
}
