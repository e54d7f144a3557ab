/**
 * What the caller hands the engine: the clock, ids, and synchronous lookups over a snapshot of the
 * organisation and of the entrust records. The engine does no I/O, so everything it may ask is here.
 */

export interface Directory {
  /** Display name; '' when unknown. */
  userName(userId: string): string;
  /** Avatar for the summary; '' when none. */
  headIcon?(userId: string): string;
  isActive(userId: string): boolean;
  usersOfRoles(roleIds: readonly string[]): string[];
  usersOfPositions(positionIds: readonly string[]): string[];
  /**
   * Whether the user works where a task belongs: in its project, and in its contract section or
   * holding none of the project's (project-wide staff). Absent: every user is everywhere.
   */
  inPlace?(userId: string, place: { projectId: string | null; contractId: string | null }): boolean;
  /** The direct manager; assignee type 1 walks it `managerLevel` times. */
  managerOf(userId: string): string | null;
  /** The manager of the user's department (assignee type 2). */
  departmentManagerOf(userId: string): string | null;
  /** The user's department id (condition field '@launcherDept'). */
  departmentOf(userId: string): string | null;
  /** Handlers of errorRule 1, and allowed to terminate any task. */
  adminIds(): string[];
}

/** An entrust record (API.md 4.5): type "0" launch for userId, "1" approve for userId. */
export interface Delegation {
  type: '0' | '1';
  userId: string;
  toUserId: string;
  /** '' for every flow, else flow (or template) ids joined by ',' */
  flowId: string;
  startTime: number;
  endTime: number;
  enabledMark?: 0 | 1;
}

export interface EngineContext {
  now: number;
  newId(): string;
  directory: Directory;
  /** The entrust records that may apply; the engine checks type, flow, dates and enabledMark itself. */
  delegations: readonly Delegation[];
}
