/**
 * The organisation's allowed hosts for external links: read by every signed-in user (the app
 * checks a link against them before loading it), changed by a system administrator, audited.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { adminScopeOf, requireSystemAdmin } from '../permission/adminScope.js';
import { grantsChanged } from '../permission/caches.js';
import type { Caller } from '../permission/roles.js';
import { record } from '../system/audit.js';
import type { ExternalLinkHosts } from '../../../../types/api/admin.js';
import * as repo from './repo.js';
import { normaliseHosts } from './rules.js';

export async function hosts(db: Db): Promise<ExternalLinkHosts> {
  return { hosts: await repo.allowedHosts(db) };
}

export async function hostsForAdmin(db: Db, caller: Caller): Promise<ExternalLinkHosts> {
  requireSystemAdmin(await adminScopeOf(db, caller));
  return hosts(db);
}

export async function setHosts(db: Db, caller: Caller, entries: string[], now: Date): Promise<ExternalLinkHosts> {
  requireSystemAdmin(await adminScopeOf(db, caller));
  const checked = normaliseHosts(entries);
  if ('error' in checked) throw badRequest(checked.error);
  const before = await repo.allowedHosts(db);
  if (JSON.stringify(before) === JSON.stringify(checked.hosts)) return checked;
  await db.transaction(async (tx) => {
    await repo.setAllowedHosts(tx, checked.hosts);
    await record(tx, caller, { kind: 'externalLink', action: 'update', objectName: '允许的外部链接网站', before: { hosts: before }, after: { hosts: checked.hosts } }, now);
  });
  // the menus handed out leave out links to hosts no longer allowed (oauth/profile.ts)
  await grantsChanged();
  return checked;
}
