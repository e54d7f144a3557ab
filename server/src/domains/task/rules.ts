/**
 * The rules of a task, without I/O: what each assignee's part may go through, what a task shows as
 * its status, when it is overdue, and the day a reminder counts for.
 */

/** An assignee's part of a task (work_task_assignees.state). */
export const AssigneeState = { pending: 0, working: 1, submitted: 2, passed: 3, returned: 4 } as const;
export type AssigneeStateValue = (typeof AssigneeState)[keyof typeof AssigneeState];

export const STATE_TEXT: Record<AssigneeStateValue, string> = { 0: '待接收', 1: '进行中', 2: '待审核', 3: '已完成', 4: '已退回' };

export type TaskAction = 'accept' | 'progress' | 'complete' | 'pass' | 'return';

export const MSG = {
  acceptFirst: '请先接收任务',
  accepted: '任务已接收，无需重复接收',
  waitingAudit: '任务已提交，等待发布人审核',
  finished: '任务已完成',
  notSubmitted: '该执行人尚未提交完成，不能审核',
} as const;

/** States still to be worked on: the deadline matters for them. */
const OPEN: readonly number[] = [AssigneeState.pending, AssigneeState.working, AssigneeState.returned];

/** What an assignee's part becomes on `action`, or why it may not. */
export function transition(state: number, action: TaskAction): { to: AssigneeStateValue } | { refused: string } {
  const refusedByState: Record<number, string> = {
    [AssigneeState.pending]: MSG.acceptFirst,
    [AssigneeState.submitted]: MSG.waitingAudit,
    [AssigneeState.passed]: MSG.finished,
  };
  switch (action) {
    case 'accept':
      return state === AssigneeState.pending ? { to: AssigneeState.working } : { refused: state === AssigneeState.passed ? MSG.finished : MSG.accepted };
    case 'progress':
      // reporting again after a return puts it back to work
      return state === AssigneeState.working || state === AssigneeState.returned ? { to: AssigneeState.working } : { refused: refusedByState[state] };
    case 'complete':
      return state === AssigneeState.working || state === AssigneeState.returned ? { to: AssigneeState.submitted } : { refused: refusedByState[state] };
    case 'pass':
      return state === AssigneeState.submitted ? { to: AssigneeState.passed } : { refused: MSG.notSubmitted };
    case 'return':
      return state === AssigneeState.submitted ? { to: AssigneeState.returned } : { refused: MSG.notSubmitted };
  }
}

/** An assignee's part is overdue once the deadline passed before it was submitted. */
export const isOverdue = (state: number, deadline: number | null, now: number): boolean =>
  deadline !== null && deadline < now && OPEN.includes(state);

export type TaskStatus = 'draft' | 'ongoing' | 'auditing' | 'done';

export const TASK_STATUS_TEXT: Record<TaskStatus, string> = { draft: '草稿', ongoing: '进行中', auditing: '待审核', done: '已完成' };

/** A task's status from its assignees' states: done when every part passed, waiting for audit when one is submitted. */
export function taskStatus(draft: boolean, states: readonly number[]): TaskStatus {
  if (draft) return 'draft';
  if (states.length > 0 && states.every((s) => s === AssigneeState.passed)) return 'done';
  return states.includes(AssigneeState.submitted) ? 'auditing' : 'ongoing';
}

const HOUR = 3_600_000;
/** China time (UTC+8, no daylight saving): the site's day. */
const CN = 8 * HOUR;

/** The China calendar day of `t` (epoch ms), as 'YYYY-MM-DD': one overdue reminder per task per day. */
export const chinaDay = (t: number): string => new Date(t + CN).toISOString().slice(0, 10);

/** China midnight of the day of `t`. */
export const chinaMidnight = (t: number): number => Math.floor((t + CN) / (24 * HOUR)) * 24 * HOUR - CN;
