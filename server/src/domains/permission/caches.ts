/**
 * What each kind of administrative change makes every instance forget, called once the change is
 * committed: the administration's names for the kinds of change of realtime/changes.ts, which
 * applies them here and publishes them to the other instances.
 */
import * as changes from '../../realtime/changes.js';

/** Roles, their grants and menus changed: every holder's menu tree and permission list, at once. */
export function grantsChanged(): Promise<void> {
  return changes.grantsChanged();
}

/**
 * People changed: their account, state, roles, positions, projects or sections. Their sessions
 * (which carry roles, state and context) are read again, and approvers resolve against the change.
 */
export function peopleChanged(userIds: readonly string[]): Promise<void> {
  return changes.usersChanged(userIds);
}

/** Units, positions, projects or sections changed: approvers (department managers, sections) resolve against it. */
export function organisationChanged(): Promise<void> {
  return changes.organisationChanged();
}
