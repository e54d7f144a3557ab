/**
 * versions.json holds each module's version and a digest of its definition, so that a definition
 * changed without raising its version (which would leave every existing database on the old one)
 * fails the catalog test. `npm run catalog:lock` writes it after a version was raised.
 */
import { createHash } from 'node:crypto';
import { canonical } from './install.js';
import type { ModuleDef } from './types.js';

export type Lock = Record<string, { version: number; digest: string }>;

export const digestOf = (m: ModuleDef): string => createHash('sha256').update(canonical(m)).digest('hex').slice(0, 16);

/** What is wrong between the modules and the lock, as sentences (empty when they agree). */
export function lockProblems(modules: readonly ModuleDef[], lock: Lock): string[] {
  const problems: string[] = [];
  for (const m of modules) {
    const held = lock[m.code];
    const digest = digestOf(m);
    if (!held) problems.push(`${m.code}: not in versions.json (run npm run catalog:lock)`);
    else if (held.digest !== digest && held.version === m.version) problems.push(`${m.code}: its definition changed: raise its version (now ${m.version}), then run npm run catalog:lock`);
    else if (held.digest !== digest || held.version !== m.version) problems.push(`${m.code}: version ${m.version} is not locked (run npm run catalog:lock)`);
  }
  for (const code of Object.keys(lock)) if (!modules.some((m) => m.code === code)) problems.push(`${code}: in versions.json but not in the catalog`);
  return problems;
}

/** The lock of the modules; refuses a changed definition whose version was not raised. */
export function relock(modules: readonly ModuleDef[], lock: Lock): Lock {
  const stale = modules.filter((m) => lock[m.code] && lock[m.code].digest !== digestOf(m) && lock[m.code].version >= m.version);
  if (stale.length) throw new Error(`raise the version of: ${stale.map((m) => m.code).join(', ')}`);
  return Object.fromEntries([...modules].sort((a, b) => a.code.localeCompare(b.code)).map((m) => [m.code, { version: m.version, digest: digestOf(m) }]));
}
