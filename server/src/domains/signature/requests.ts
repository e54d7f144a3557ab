/**
 * Hand-sign items made by the workflow: when a task of a flow whose start node has `handSign`
 * ends approved, everyone who agreed at one of its nodes is asked to sign the final document,
 * one item each, and told on their connected clients (GetHandSignUrl). The workflow calls this
 * from publishAll, in the transaction that saves the task, and the frames go once it commits; a replayed event finds the items made and asks nobody
 * twice (unique task and user).
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, inTransaction } from '../../db/afterCommit.js';
import type { Db } from '../../db/index.js';
import { newId } from '../../lib/ids.js';
import { TaskStatus } from '../../workflow/codes.js';
import type { EngineEvent } from '../../workflow/index.js';
import { loadFlow } from '../workflow/store.js';
import { askFrame, type PushFrame, signUrlOf } from './push.js';
import * as repo from './repo.js';

export interface HandSignDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  push: PushFrame;
}

export const handSignTitle = (taskName: string): string => `《${taskName}》`;

/** The 'approved' events among `events`: their approvers are asked to sign, where the flow wants it. */
export async function askApproversToSign(deps: HandSignDeps, events: readonly Pick<EngineEvent, 'kind' | 'taskId'>[]): Promise<void> {
  const approved = events.filter((e) => e.kind === 'approved');
  if (approved.length === 0) return;
  for (const e of approved) await askForTask(deps, e.taskId);
}

async function wantsHandSign(db: Db, flowId: string, version: number): Promise<boolean> {
  const { flow } = await loadFlow(db, flowId, version);
  return flow.nodes.get(flow.startId)?.props.handSign === true;
}

async function askForTask(deps: HandSignDeps, taskId: string): Promise<void> {
  const task = await repo.taskBrief(deps.db, taskId);
  if (!task || task.status !== TaskStatus.approved || !(await wantsHandSign(deps.db, task.flowId, task.flowVersion))) return;
  const at = deps.now();
  const made = await repo.insertItems(deps.db, (await repo.approversOf(deps.db, taskId)).map((userId) => {
    const id = newId();
    return { id, userId, title: handSignTitle(task.fullName), flowId: task.flowId, taskId, signUrl: signUrlOf(id), state: 0, createdAt: at };
  }));
  // stored is asked: a client that misses the frame sees the item in GetRoleSign and SignList;
  // asked inside a transaction (the approval's), once it commits
  const pushAll = async () => {
    for (const item of made) {
      await deps.push([item.userId], askFrame(item))
        .catch((err: unknown) => deps.log.error({ err, itemId: item.id }, 'hand-sign push failed'));
    }
  };
  if (inTransaction(deps.db)) afterCommit(deps.db, () => { void pushAll(); });
  else await pushAll();
}
