/** The rules of a meeting, without I/O: its states, when attendees may sign in, a decision's task. */
import { chinaMidnight } from '../task/rules.js';

export const MeetingStatus = { draft: 0, called: 1, ended: 2 } as const;

export const MEETING_STATUS_TEXT: Record<number, string> = { 0: '草稿', 1: '待召开', 2: '已结束' };

const HOUR = 3_600_000;
/** Sign-in opens this long before the start. */
export const SIGN_IN_EARLY = 2 * HOUR;

export const MEETING_MSG = {
  notCalled: '会议尚未发出通知',
  ended: '会议已结束',
  tooEarly: '会议开始前 2 小时内方可签到',
  tooLate: '会议当天结束后不能再签到',
  signed: '您已签到',
  endBeforeStart: '结束时间不能早于开始时间',
} as const;

/** Why an attendee may not sign in now, or null: from two hours before the start to the end of the meeting's day. */
export function signInRefusal(status: number, startTime: number, endTime: number, now: number): string | null {
  if (status === MeetingStatus.draft) return MEETING_MSG.notCalled;
  if (status === MeetingStatus.ended) return MEETING_MSG.ended;
  if (now < startTime - SIGN_IN_EARLY) return MEETING_MSG.tooEarly;
  if (now >= chinaMidnight(Math.max(startTime, endTime)) + 24 * HOUR) return MEETING_MSG.tooLate;
  return null;
}

/** The task a decision becomes: its first line as the title, due at the end of its day, where it says or where the meeting was. */
export function decisionTask(decision: Record<string, unknown>, meeting: { title: string, startTime: number | null, place: string, contractId: string | null }) {
  const content = String(decision.content ?? '').trim();
  const firstLine = content.split('\n')[0].trim();
  const title = firstLine.length > 50 ? `${firstLine.slice(0, 49)}…` : firstLine;
  const day = meeting.startTime === null ? '' : new Date(meeting.startTime + 8 * HOUR).toISOString().slice(0, 10);
  const deadline = typeof decision.deadline === 'number' ? chinaMidnight(decision.deadline) + 24 * HOUR - 60_000 : null;
  return {
    title,
    content: `${content}\n\n（${day ? `${day} ` : ''}${meeting.title}决议事项）`,
    assignees: Array.isArray(decision.assignees) ? decision.assignees : [],
    deadline,
    urgency: '2',
    // the section the decision names, else the meeting's
    contractName: typeof decision.contractName === 'string' && decision.contractName ? decision.contractName : meeting.contractId ?? undefined,
    place: String(decision.place ?? '').trim() || meeting.place,
    photos: [],
    attachments: [],
  };
}
