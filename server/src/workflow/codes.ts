/** The enum values of API.md 4.6 the engine writes (types/api holds types only: each side names the values). */
import type { RecordStatusValue, TaskStatusValue } from '../../../types/api/workflow.js';

export const TaskStatus = {
  draft: 0, inApproval: 1, approved: 2, rejected: 3, withdrawn: 4, terminated: 5, suspended: 6, withdrawnResubmit: 7,
} as const satisfies Record<string, TaskStatusValue>;

export const RecordStatus = {
  reject: 0, agree: 1, submit: 2, revoke: 3, cancel: 4, assign: 5, addSign: 6, transfer: 7, addSignBefore: 10, suspend: 11, restore: 12,
} as const satisfies Record<string, RecordStatusValue>;
