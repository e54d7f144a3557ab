/** Flow comments 流程评论 (API.md 4.3): written and read by the people of a task. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { flowComments, flowTaskCirculates, flowTaskOperators, flowTaskRecords, flowTasks, users } from '../../db/schema.js';
import type { FlowCommentItem } from '../../../../types/api/workflow.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { fileListRefs, unusableFiles, type FileRef } from '../file/references.js';
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

/** Images or files of a comment: at most 9 uploads, as the file rule reads them (file/references.ts). */
function fileList(json: string | undefined, what: string): { list: unknown[], refs: FileRef[] } {
  if (!json) return { list: [], refs: [] };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest(`${what}格式不正确`);
  }
  const refs = fileListRefs(value, 9);
  if (refs === 'url') throw badRequest(`${what}地址无效`);
  if (typeof refs === 'string') throw badRequest(`${what}格式不正确`);
  return { list: value as unknown[], refs };
}

/** The writer's own uploads only; the image list holds images. */
async function requireUsable(db: Db, userId: string, refs: FileRef[], what: string, images: boolean): Promise<void> {
  const bad = await unusableFiles(db, refs, { userId, images });
  if (bad.some((b) => b.reason === 'notImage')) throw badRequest(`${what}格式不正确`);
  if (bad.length) throw badRequest(`${what}不存在或不是您上传的`);
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
  if (!text && image.list.length === 0 && file.list.length === 0) throw badRequest('评论内容不能为空');
  await mustTakePart(db, body.taskId, userId);
  await requireUsable(db, userId, image.refs, '图片', true);
  await requireUsable(db, userId, file.refs, '附件', false);
  const id = newId();
  await db.insert(flowComments).values({ id, taskId: body.taskId, userId, text, image: image.list, file: file.list });
  return { id };
}

export async function remove(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const [row] = await db.select().from(flowComments).where(and(eq(flowComments.id, id), isNull(flowComments.deletedAt)));
  if (!row || row.userId !== userId) throw badRequest('评论不存在或不是您发表的');
  await db.update(flowComments).set({ deletedAt: now }).where(eq(flowComments.id, id));
}
