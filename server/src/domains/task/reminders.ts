/**
 * Overdue reminders: once per China day, every published task past its deadline reminds the
 * assignees who have not submitted, through the message centre. Several server instances may run
 * it at once: each claims the task's day in the database first, and only the one whose claim went
 * in sends it.
 */
import { AppError } from '../../lib/errors.js';
import * as repo from './repo.js';
import { chinaDay } from './rules.js';
import { formatChinaTime, type TaskDeps } from './service.js';

/** Sends the day's reminders not sent yet; returns how many tasks this round reminded. */
export async function remindOverdue(deps: TaskDeps): Promise<number> {
  const now = deps.now();
  const day = chinaDay(now.getTime());
  let sent = 0;
  for (const task of await repo.overdueTasks(deps.db, now)) {
    if (!(await repo.claimReminder(deps.db, task.id, day, now))) continue;
    try {
      await deps.publish({
        type: 3, senderId: null, recipients: task.userIds,
        title: `任务已逾期：${task.title}`,
        bodyText: `任务「${task.title}」已于 ${formatChinaTime(task.deadline.getTime())} 到期，您尚未提交完成。请尽快处理，并在“我的任务”中提交完成情况。`,
      });
      sent += 1;
    } catch (err) {
      // nobody left to remind (every assignee disabled): the claim stays, nothing to retry
      if (!(err instanceof AppError)) await repo.releaseReminder(deps.db, task.id, day);
      deps.log.error({ err, taskId: task.id }, 'overdue reminder not sent');
    }
  }
  return sent;
}
