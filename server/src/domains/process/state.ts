/**
 * The state of each process of a WBS part, from its applications: plain data, no SQL. At most one
 * application of a process is live (sent and not returned, withdrawn or terminated: rules.ts keeps
 * it so); a process passes when its live application's flow ends approved.
 */
import type { ProcessState } from '../../../../types/api/process.js';
import type { ProcessStepDef } from './library.js';

/** Task statuses (API.md 4.6). */
const IN_APPROVAL = 1;
const APPROVED = 2;
const RETURNED = 3;
const SUSPENDED = 6;

export interface ApplicationFacts {
  id: string;
  step: string;
  draft: boolean;
  flowState: number | null;
}

/** Sent and still standing: in approval, suspended or passed. */
export const isLive = (a: Pick<ApplicationFacts, 'draft' | 'flowState'>): boolean =>
  !a.draft && (a.flowState === IN_APPROVAL || a.flowState === SUSPENDED || a.flowState === APPROVED);

/** The application a process's state comes from: the live one, else the latest (applications come oldest first). */
export function applicationOf<T extends ApplicationFacts>(apps: readonly T[], step: string): T | null {
  const own = apps.filter((a) => a.step === step);
  return own.find(isLive) ?? own[own.length - 1] ?? null;
}

function stateOf(app: ApplicationFacts | null, earlierPassed: boolean): ProcessState {
  if (app?.draft) return 'draft';
  if (app && (app.flowState === IN_APPROVAL || app.flowState === SUSPENDED)) return 'inspecting';
  if (app?.flowState === APPROVED) return 'passed';
  if (app?.flowState === RETURNED) return 'failed';
  return earlierPassed ? 'ready' : 'waiting';
}

/** Each process's state, in order: one may be applied for only when every earlier one has passed. */
export function stepStates<T extends ApplicationFacts>(steps: readonly ProcessStepDef[], apps: readonly T[]): Array<{ step: ProcessStepDef, state: ProcessState, app: T | null }> {
  let earlierPassed = true;
  return steps.map((step) => {
    const app = applicationOf(apps, step.code);
    const state = stateOf(app, earlierPassed);
    earlierPassed = earlierPassed && state === 'passed';
    return { step, state, app };
  });
}

export const PROCESS_STATES: readonly ProcessState[] = ['waiting', 'ready', 'draft', 'inspecting', 'failed', 'passed'];
