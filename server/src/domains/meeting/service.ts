/**
 * Meetings (监理例会, 专题会议 ...): the organiser calls a meeting with its agenda and attendees,
 * who are told and sign in on the day; the organiser or the host records the minutes and the
 * decisions, and with one tap makes a decision a task published to its responsible people,
 * linked back to the meeting. Seen by the rule of module records through the 监理会议 grant; a
 * meeting one attends counts as one's own.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { MeetingDecision, MeetingDetail, MeetingListItem, MeetingStatus as Status } from '../../../../types/api/task.js';
import type { SessionUser } from '../oauth/tokens.js';
import { pageOf, toPage } from '../permission/paging.js';
import * as taskService from '../task/service.js';
import { toDisplay } from '../visualdev/display.js';
import { valueFields } from '../visualdev/fields.js';
import * as visualdevRepo from '../visualdev/repo.js';
import { formError, parseRecordData } from '../visualdev/rules.js';
import { grantedScope, refuseNotGranted, type RecordScope } from '../visualdev/visibility.js';
import { DECISION_FORM, MEETING_FORM, MINUTES_FORM } from './forms.js';
import * as repo from './repo.js';
import { decisionTask, MEETING_MSG, MeetingStatus, signInRefusal } from './rules.js';

export type MeetingDeps = taskService.TaskDeps;

export const TILE = 'supervisionMeeting';

export const MEETING_ERR = {
  gone: '会议不存在或已删除',
  notYours: '只能修改自己组织的会议',
  notOrganiser: '只有会议组织人或主持人可以记录纪要和决议',
  notAttendee: '您不是该会议的参会人员',
  ended: '会议已结束，不能修改',
  onlyDraftRemove: '会议已发出通知，不能删除',
  draft: '请先发出会议通知',
  decisionGone: '决议不存在或已删除',
  decisionTaken: '该决议已发布为任务',
} as const;

async function scopeOf(db: Db, user: SessionUser): Promise<RecordScope> {
  const scope = await grantedScope(db, user, TILE);
  if (!scope) throw refuseNotGranted();
  return scope;
}

const ms = (d: Date | null | undefined): number | null => (d ? d.getTime() : null);
const idsOf = (value: unknown): string[] => [...new Set((Array.isArray(value) ? value : value ? [value] : []).map(String))];

function dataOf(raw: unknown): Record<string, unknown> {
  const data = parseRecordData(raw);
  if (typeof data === 'string') throw badRequest(data);
  return data;
}

async function checkedData(db: Db, user: SessionUser, form: typeof MEETING_FORM, raw: unknown, opts: { draft?: boolean, previous?: Record<string, unknown> | null } = {}) {
  const data = dataOf(raw);
  const error = await formError({ db, user }, form, data, opts);
  if (error) throw badRequest(error);
  return data;
}

// --- shapes -------------------------------------------------------------------------------------

async function items(db: Db, rows: repo.MeetingListRow[], userId: string): Promise<Array<MeetingListItem & { attendees: repo.AttendeeView[] }>> {
  const ids = rows.map((r) => r.meeting.id);
  const [attendees, decisions, shown] = await Promise.all([
    repo.attendeesOf(db, ids), repo.decisionCounts(db, ids), toDisplay(db, valueFields(MEETING_FORM.fields), rows.map((r) => r.meeting.data)),
  ]);
  return rows.map((r, i) => {
    const m = r.meeting;
    const own = attendees.filter((a) => a.meetingId === m.id);
    const mine = own.find((a) => a.userId === userId);
    return {
      id: m.id, title: m.title, meetingType: String(m.data.meetingType ?? ''), meetingTypeName: String(shown[i].meetingType ?? ''),
      startTime: ms(m.startTime), endTime: typeof m.data.endTime === 'number' ? m.data.endTime : null, place: String(m.data.place ?? ''),
      hostId: String(m.data.host ?? ''), hostName: String(shown[i].host ?? ''), status: m.status as Status,
      contractId: m.contractId, sectionName: r.sectionName ?? '', creatorId: m.creatorId, creatorName: r.creatorName ?? '',
      attendeeCount: own.length, signedCount: own.filter((a) => a.signedAt).length, decisionCount: decisions.get(m.id) ?? 0,
      attending: mine !== undefined, mySignedTime: ms(mine?.signedAt), attendees: own,
    };
  });
}

export async function list(deps: MeetingDeps, user: SessionUser, q: { tab?: repo.MeetingTab, keyword?: string, currentPage?: number, pageSize?: number }) {
  const scope = await scopeOf(deps.db, user);
  const page = pageOf(q);
  const { rows, total } = await repo.listMeetings(deps.db, { scope, tab: q.tab ?? 'all', keyword: q.keyword?.trim() || undefined, ...page });
  const list = (await items(deps.db, rows, user.id)).map(({ attendees: _, ...item }) => item);
  return toPage(list, total, page);
}

async function visible(deps: MeetingDeps, user: SessionUser, id: string) {
  const row = await repo.getMeeting(deps.db, id, await scopeOf(deps.db, user));
  if (!row) throw badRequest(MEETING_ERR.gone);
  return row;
}

const organises = (m: repo.MeetingRow, userId: string) => m.creatorId === userId || m.data.host === userId;

export async function detail(deps: MeetingDeps, user: SessionUser, id: string): Promise<MeetingDetail> {
  const row = await visible(deps, user, id);
  const [{ attendees, ...item }] = await items(deps.db, [row], user.id);
  const m = row.meeting;
  const decisions = await repo.decisionsOf(deps.db, id);
  const shown = await toDisplay(deps.db, valueFields(DECISION_FORM.fields), decisions.map((d) => d.decision.data));
  const organiser = organises(m, user.id);
  const refusal = item.attending && item.mySignedTime === null
    ? signInRefusal(m.status, item.startTime ?? 0, item.endTime ?? item.startTime ?? 0, deps.now().getTime()) : null;
  return {
    ...item,
    data: m.data,
    minutes: m.minutes ?? null,
    minutesTime: ms(m.minutesAt),
    attendees: attendees.map((a) => ({ userId: a.userId, realName: a.realName, headIcon: a.headIcon, signedTime: ms(a.signedAt) })),
    decisions: decisions.map(({ decision: d, taskTitle }, i): MeetingDecision => ({
      id: d.id, content: String(d.data.content ?? ''), assignees: idsOf(d.data.assignees), assigneeNames: String(shown[i].assignees ?? ''),
      deadline: typeof d.data.deadline === 'number' ? d.data.deadline : null, place: String(d.data.place ?? ''),
      taskId: d.taskId, taskTitle: taskTitle ?? '', creatorTime: d.createdAt.getTime(),
    })),
    actions: {
      edit: m.creatorId === user.id && m.status !== MeetingStatus.ended,
      remove: m.creatorId === user.id && m.draft,
      signIn: item.attending && item.mySignedTime === null && refusal === null,
      signInNote: refusal ?? '',
      minutes: organiser && m.status !== MeetingStatus.draft,
      toTask: organiser && m.status !== MeetingStatus.draft && (await grantedScope(deps.db, user, taskService.TILES.published)) !== null,
    },
  };
}

// --- calling it ---------------------------------------------------------------------------------

/** The values of a meeting as saved, and who attends (the host among them). */
async function meetingValues(deps: MeetingDeps, user: SessionUser, raw: unknown, draft: boolean, previous: Record<string, unknown> | null) {
  const data = await checkedData(deps.db, user, MEETING_FORM, raw, { draft, previous });
  const start = typeof data.startTime === 'number' ? data.startTime : null;
  const end = typeof data.endTime === 'number' ? data.endTime : null;
  if (start !== null && end !== null && end < start) throw badRequest(MEETING_MSG.endBeforeStart);
  const host = typeof data.host === 'string' && data.host ? [data.host] : [];
  return {
    data,
    title: String(data.title ?? '').trim(),
    startTime: start === null ? null : new Date(start),
    contractId: typeof data.contractName === 'string' && data.contractName ? data.contractName : null,
    attendees: [...new Set([...host, ...idsOf(data.attendees)])],
  };
}

const timeText = (t: Date | null) => (t ? taskService.formatChinaTime(t.getTime()) : '');

async function notifyCalled(deps: MeetingDeps, user: SessionUser, m: { id: string, title: string, startTime: Date | null, place: string }, recipients: string[]) {
  const others = recipients.filter((u) => u !== user.id);
  if (others.length === 0) return;
  await deps.publish({
    type: 1, senderId: user.id, recipients: others, title: `会议通知：${m.title}`,
    bodyText: `请于 ${timeText(m.startTime)} 到 ${m.place} 参加「${m.title}」，到场后在“监理会议”中签到。`,
  }).catch((err: unknown) => deps.log.error({ err, meetingId: m.id }, 'meeting message not sent'));
}

export async function create(deps: MeetingDeps, user: SessionUser, body: { data: unknown, draft?: boolean }) {
  await scopeOf(deps.db, user);
  const draft = body.draft === true;
  const v = await meetingValues(deps, user, body.data, draft, null);
  const creator = await visualdevRepo.creatorOf(deps.db, user.id);
  const id = newId();
  await deps.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await repo.insertMeeting(tx, {
      id, projectId: user.projectId, contractId: v.contractId, organizeId: creator.organizeId, creatorId: user.id, title: v.title,
      startTime: v.startTime, status: draft ? MeetingStatus.draft : MeetingStatus.called, draft, data: v.data, createdAt: deps.now(),
    });
    await repo.setAttendees(tx, id, v.attendees);
  });
  if (!draft) await notifyCalled(deps, user, { id, title: v.title, startTime: v.startTime, place: String(v.data.place ?? '') }, v.attendees);
  return { id };
}

export async function update(deps: MeetingDeps, user: SessionUser, id: string, body: { data: unknown, draft?: boolean }) {
  const { meeting: m } = await visible(deps, user, id);
  if (m.creatorId !== user.id) throw badRequest(MEETING_ERR.notYours);
  if (m.status === MeetingStatus.ended) throw badRequest(MEETING_ERR.ended);
  // a meeting once called stays called
  const draft = m.draft && body.draft === true;
  const v = await meetingValues(deps, user, body.data, draft, m.data);
  const before = new Set((await repo.attendeesOf(deps.db, [id])).map((a) => a.userId));
  await deps.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await repo.updateMeeting(tx, id, {
      contractId: v.contractId, title: v.title, startTime: v.startTime, data: v.data, draft,
      status: draft ? MeetingStatus.draft : MeetingStatus.called, updatedAt: deps.now(),
    });
    await repo.setAttendees(tx, id, v.attendees);
  });
  // those told already are not told again
  const toTell = draft ? [] : m.draft ? v.attendees : v.attendees.filter((u) => !before.has(u));
  await notifyCalled(deps, user, { id, title: v.title, startTime: v.startTime, place: String(v.data.place ?? '') }, toTell);
}

export async function remove(deps: MeetingDeps, user: SessionUser, id: string) {
  const { meeting: m } = await visible(deps, user, id);
  if (m.creatorId !== user.id) throw badRequest(MEETING_ERR.notYours);
  if (!m.draft) throw badRequest(MEETING_ERR.onlyDraftRemove);
  await repo.deleteMeeting(deps.db, id);
}

// --- on the day ---------------------------------------------------------------------------------

export async function signIn(deps: MeetingDeps, user: SessionUser, id: string) {
  const { meeting: m } = await visible(deps, user, id);
  const me = (await repo.attendeesOf(deps.db, [id])).find((a) => a.userId === user.id);
  if (!me) throw badRequest(MEETING_ERR.notAttendee);
  if (me.signedAt) throw badRequest(MEETING_MSG.signed);
  const start = m.startTime?.getTime() ?? 0;
  const end = typeof m.data.endTime === 'number' ? m.data.endTime : start;
  const refusal = signInRefusal(m.status, start, end, deps.now().getTime());
  if (refusal) throw badRequest(refusal);
  if (!(await repo.signIn(deps.db, id, user.id, deps.now()))) throw badRequest(MEETING_MSG.signed);
}

/** The meeting, for its organiser or host once it was called. */
async function organised(deps: MeetingDeps, user: SessionUser, id: string) {
  const row = await visible(deps, user, id);
  if (!organises(row.meeting, user.id)) throw badRequest(MEETING_ERR.notOrganiser);
  if (row.meeting.status === MeetingStatus.draft) throw badRequest(MEETING_ERR.draft);
  return row.meeting;
}

/** Records the minutes; `publish` ends the meeting and sends them to the attendees. */
export async function saveMinutes(deps: MeetingDeps, user: SessionUser, id: string, body: { data: unknown, publish?: boolean }) {
  const m = await organised(deps, user, id);
  const publish = body.publish === true;
  const data = await checkedData(deps.db, user, MINUTES_FORM, body.data, { draft: !publish, previous: m.minutes ?? null });
  const now = deps.now();
  await repo.updateMeeting(deps.db, id, {
    minutes: data, updatedAt: now, ...(publish && m.status !== MeetingStatus.ended ? { status: MeetingStatus.ended, minutesAt: now } : {}),
  });
  if (publish && m.status !== MeetingStatus.ended) {
    const recipients = (await repo.attendeesOf(deps.db, [id])).map((a) => a.userId).filter((u) => u !== user.id);
    if (recipients.length) {
      await deps.publish({
        type: 1, senderId: user.id, recipients, title: `会议纪要：${m.title}`,
        bodyText: `「${m.title}」的会议纪要已发布，请在“监理会议”中查看，决议事项将以任务下发。`,
      }).catch((err: unknown) => deps.log.error({ err, meetingId: id }, 'meeting message not sent'));
    }
  }
}

export async function addDecision(deps: MeetingDeps, user: SessionUser, id: string, body: { data: unknown }) {
  await organised(deps, user, id);
  const data = await checkedData(deps.db, user, DECISION_FORM, body.data);
  const decisionId = newId();
  await repo.insertDecision(deps.db, { id: decisionId, meetingId: id, data, createdAt: deps.now() });
  return { id: decisionId };
}

export async function removeDecision(deps: MeetingDeps, user: SessionUser, id: string, decisionId: string) {
  await organised(deps, user, id);
  const decision = await repo.getDecision(deps.db, id, decisionId);
  if (!decision) throw badRequest(MEETING_ERR.decisionGone);
  if (decision.taskId || !(await repo.deleteOpenDecision(deps.db, id, decisionId))) throw badRequest(MEETING_ERR.decisionTaken);
}

/**
 * Publishes a decision as a task to its responsible people, in one transaction with the link from
 * the decision to the task: a second tap (or another organiser at the same moment) is refused.
 */
export async function decisionToTask(deps: MeetingDeps, user: SessionUser, id: string, decisionId: string): Promise<{ taskId: string }> {
  const m = await organised(deps, user, id);
  const decision = await repo.getDecision(deps.db, id, decisionId);
  if (!decision) throw badRequest(MEETING_ERR.decisionGone);
  if (decision.taskId) throw badRequest(MEETING_ERR.decisionTaken);
  const task = decisionTask(decision.data, {
    title: m.title, startTime: ms(m.startTime), place: String(m.data.place ?? ''), contractId: m.contractId ?? user.contractId,
  });
  const { id: taskId } = await taskService.create(deps, user, { data: task }, {
    after: async (tx, created) => {
      if (!(await repo.claimDecision(tx, decisionId, created))) throw badRequest(MEETING_ERR.decisionTaken);
    },
  });
  return { taskId };
}
