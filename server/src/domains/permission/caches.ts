/**
 * What each kind of administrative change drops from this process's caches, called once the
 * change is committed. One function per kind of change, so that making them reach every instance
 * (through the bus) is a change here only.
 */
import { invalidateAccessCache } from '../oauth/accessCache.js';
import { forgetSessions } from '../oauth/tokens.js';
import { invalidateDirectory } from '../workflow/directory.js';

/** Roles, their grants and menus changed: every holder's menu tree and permission list, at once. */
export function grantsChanged(): void {
  invalidateAccessCache();
}

/**
 * People changed: their account, state, roles, positions, projects or sections. Their sessions
 * (which carry roles, state and context) are read again, and approvers resolve against the change.
 */
export function peopleChanged(userIds: readonly string[]): void {
  for (const id of userIds) forgetSessions(id);
  invalidateDirectory();
}

/** Units, positions, projects or sections changed: approvers (department managers, sections) resolve against it. */
export function organisationChanged(): void {
  invalidateDirectory();
}
