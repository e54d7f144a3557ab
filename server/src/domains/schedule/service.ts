/**
 * My schedule: items with a start, an end, a place and a reminder that comes through the message
 * centre (a schedule message) before the start. Seen by the rule of module records through the
 * 日程安排 grant, whose default scope is the owner's own; changed only by the owner.
 */
import type { Db } from '../../db/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { ScheduleItem } from '../../../../types/api/task.js';
import type { SessionUser } from '../oauth/tokens.js';
import type { TaskDeps } from '../task/service.js';
import { formatChinaTime } from '../task/service.js';
import * as visualdevRepo from '../visualdev/repo.js';
import { formError, parseRecordData } from '../visualdev/rules.js';
import { grantedScope, refuseNotGranted, type RecordScope } from '../visualdev/visibility.js';
import { SCHEDULE_FORM } from './forms.js';
import * as repo from './repo.js';

export type ScheduleDeps = TaskDeps;

export const TILE = 'schedule';

const DAY = 86_400_000;
/** The longest range one list answers (a month view with the days around it). */
export const RANGE_DAYS = 62;

export const SCHEDULE_MSG = {
  gone: '日程不存在或已删除',
  notYours: '只能修改自己的日程',
  endBeforeStart: '结束时间不能早于开始时间',
  range: `查询范围不能超过 ${RANGE_DAYS} 天`,
  rangeOrder: '结束时间必须晚于开始时间',
} as const;

async function scopeOf(db: Db, user: SessionUser): Promise<RecordScope> {
  const scope = await grantedScope(db, user, TILE);
  if (!scope) throw refuseNotGranted();
  return scope;
}

function itemOut(row: { item: repo.ScheduleRow, userName: string | null }): ScheduleItem {
  const s = row.item;
  return {
    id: s.id, title: s.title, startTime: s.startTime.getTime(), endTime: s.endTime.getTime(), place: String(s.data.place ?? ''),
    content: String(s.data.content ?? ''), remind: String(s.data.remind ?? 'none'), remindTime: s.remindAt ? s.remindAt.getTime() : null,
    reminded: s.remindedAt !== null, userId: s.userId, userName: row.userName ?? '', data: s.data,
  };
}

export async function list(deps: ScheduleDeps, user: SessionUser, q: { startTime: number, endTime: number }) {
  if (q.endTime <= q.startTime) throw badRequest(SCHEDULE_MSG.rangeOrder);
  if (q.endTime - q.startTime > RANGE_DAYS * DAY) throw badRequest(SCHEDULE_MSG.range);
  const rows = await repo.listRange(deps.db, await scopeOf(deps.db, user), new Date(q.startTime), new Date(q.endTime));
  return { list: rows.map(itemOut) };
}

async function visible(deps: ScheduleDeps, user: SessionUser, id: string) {
  const row = await repo.getItem(deps.db, id, await scopeOf(deps.db, user));
  if (!row) throw badRequest(SCHEDULE_MSG.gone);
  return row;
}

export const detail = async (deps: ScheduleDeps, user: SessionUser, id: string) => itemOut(await visible(deps, user, id));

/** The values checked, the times and when to remind (never for an item already begun). */
async function values(deps: ScheduleDeps, user: SessionUser, raw: unknown, previous: Record<string, unknown> | null) {
  const data = parseRecordData(raw);
  if (typeof data === 'string') throw badRequest(data);
  const error = await formError({ db: deps.db, user }, SCHEDULE_FORM, data, { previous });
  if (error) throw badRequest(error);
  const start = Number(data.startTime);
  const end = Number(data.endTime);
  if (end < start) throw badRequest(SCHEDULE_MSG.endBeforeStart);
  const before = data.remind === 'none' ? null : Number(data.remind);
  const remindAt = before === null || !Number.isFinite(before) || start <= deps.now().getTime() ? null : new Date(start - before * 60_000);
  return { data, title: String(data.title).trim(), startTime: new Date(start), endTime: new Date(end), remindAt };
}

export async function create(deps: ScheduleDeps, user: SessionUser, body: { data: unknown }) {
  await scopeOf(deps.db, user);
  const v = await values(deps, user, body.data, null);
  const creator = await visualdevRepo.creatorOf(deps.db, user.id);
  const id = newId();
  await repo.insertItem(deps.db, {
    id, projectId: user.projectId, contractId: user.contractId, organizeId: creator.organizeId, userId: user.id,
    title: v.title, startTime: v.startTime, endTime: v.endTime, remindAt: v.remindAt, data: v.data, createdAt: deps.now(),
  });
  return { id };
}

async function own(deps: ScheduleDeps, user: SessionUser, id: string) {
  const row = await visible(deps, user, id);
  if (row.item.userId !== user.id) throw badRequest(SCHEDULE_MSG.notYours);
  return row.item;
}

export async function update(deps: ScheduleDeps, user: SessionUser, id: string, body: { data: unknown }) {
  const item = await own(deps, user, id);
  const v = await values(deps, user, body.data, item.data);
  const remindChanged = (v.remindAt?.getTime() ?? null) !== (item.remindAt?.getTime() ?? null);
  await repo.updateItem(deps.db, id, {
    title: v.title, startTime: v.startTime, endTime: v.endTime, remindAt: v.remindAt, data: v.data, updatedAt: deps.now(),
    // a reminder moved is a reminder to send again
    ...(remindChanged ? { remindedAt: null } : {}),
  });
}

export async function remove(deps: ScheduleDeps, user: SessionUser, id: string) {
  await own(deps, user, id);
  await repo.deleteItem(deps.db, id);
}

/**
 * Sends the reminders that are due (the last day's: a server that was down does not remind of
 * last week), each claimed first so that of several instances one sends it. Returns how many.
 */
export async function remindDue(deps: ScheduleDeps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const item of await repo.dueReminders(deps.db, now, new Date(now.getTime() - DAY))) {
    if (!(await repo.claimReminder(deps.db, item.id, now))) continue;
    const place = String(item.data.place ?? '');
    try {
      await deps.publish({
        type: 4, senderId: null, recipients: [item.userId], title: `日程提醒：${item.title}`,
        bodyText: `${formatChinaTime(item.startTime.getTime())} 开始${place ? `，地点：${place}` : ''}。${String(item.data.content ?? '')}`,
      });
      sent += 1;
    } catch (err) {
      if (!(err instanceof AppError)) await repo.releaseReminder(deps.db, item.id);
      deps.log.error({ err, scheduleId: item.id }, 'schedule reminder not sent');
    }
  }
  return sent;
}
