/**
 * What a start puts into the database: into an empty one the demo organisation (development, or
 * SEED_DEMO=1), or else only the administrator, with ADMIN_PASSWORD or a generated password
 * printed once, to be changed at first sign-in; into every one the module catalog. Production
 * (NODE_ENV=production) never starts with a known password.
 */
import { randomBytes } from 'node:crypto';
import { createFileStore } from './domains/file/store.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { DEMO_PASSWORD, REQUIRED_ACCOUNTS } from './seed/data/index.js';
import { installCatalog } from './catalog/install.js';
import { placeOldRecords } from './domains/visualdev/visibility.js';
import { settleReceipts } from './domains/message/repo.js';
import { demoFlowTemplates } from './seed/data/flowCustomisations.js';
import { hasDemoUsers, seedAdminOnly, seedDemo } from './seed/index.js';

export interface StartSeedOptions {
  now: () => Date;
  log: FastifyBaseLogger;
}

export async function seedOnStart(db: Db, config: Config, { now, log }: StartSeedOptions): Promise<void> {
  if (config.seedDemo) {
    if (!config.development) log.warn('SEED_DEMO is on outside development: the demo accounts share a published password');
    // the demo's tasks only with a demo loaded now, into the empty database: never on an existing one
    if (await seedDemo(db, { tasks: config.seedDemoTasks, now, dataDir: config.dataDir, store: createFileStore(config) })) {
      log.info(config.seedDemoTasks ? 'demo organisation loaded, with approvals in flight' : 'demo organisation loaded');
    }
  } else {
    const password = config.adminPassword ?? randomBytes(12).toString('base64url');
    if (await seedAdminOnly(db, password)) {
      log.warn(config.adminPassword
        ? 'administrator "admin" created with ADMIN_PASSWORD; it must be changed at first sign-in'
        : `administrator "admin" created with password ${password} (shown once; it must be changed at first sign-in)`);
    }
  }
  const demo = await hasDemoUsers(db);
  // every database gets the catalog's modules (a demo older than one of them, with its own approval chains)
  const catalog = await installCatalog(db, { now: now(), flowOverrides: demo ? demoFlowTemplates() : undefined });
  if (catalog.added.length || catalog.upgraded.length) log.info(catalog, 'module catalog installed');
  const placed = await placeOldRecords(db);
  if (placed) log.info({ placed }, 'records saved before sections and drafts were kept now have them');
  // a notice pushed just before a crash, its receipts not yet written (migration 0033)
  const settled = await settleReceipts(db);
  if (settled) log.info({ messages: settled }, 'receipts of messages sent before a stop written');
  if (config.seedDemo && demo) log.info(`demo accounts: ${REQUIRED_ACCOUNTS.join(', ')}; password ${DEMO_PASSWORD}`);
}
