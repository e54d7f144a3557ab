/** 删除 (DELETE FlowLaunch/{id}): a draft or a withdrawn task, by its launcher. The caller deletes the rows. */
import { TaskStatus } from '../codes.js';
import { MSG, refuse } from '../errors.js';
import type { TaskState } from '../state.js';

const DELETABLE: ReadonlySet<number> = new Set([TaskStatus.draft, TaskStatus.withdrawn]);

export function deleteDraft(state: TaskState, input: { actorId: string }): void {
  const { task } = state;
  if (input.actorId !== task.launcherId && input.actorId !== task.creatorId) refuse(MSG.notYourTask);
  if (!DELETABLE.has(task.status)) refuse(MSG.cannotDelete);
}
