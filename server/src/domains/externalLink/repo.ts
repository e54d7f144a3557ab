/** The organisation's allowed hosts, kept in sys_config. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { sysConfig } from '../../db/schema.js';

export const HOSTS_KEY = 'externalLinkHosts';

export async function allowedHosts(db: Db): Promise<string[]> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, HOSTS_KEY)).limit(1);
  const value = row?.value;
  return Array.isArray(value) ? value.filter((h): h is string => typeof h === 'string') : [];
}

export async function setAllowedHosts(db: Db, hosts: string[]): Promise<void> {
  await db.insert(sysConfig).values({ key: HOSTS_KEY, value: hosts })
    .onConflictDoUpdate({ target: sysConfig.key, set: { value: hosts } });
}
