/** read config → open the database → migrate → seed an empty database → listen */
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDb } from './db/index.js';
import { migrate } from './db/migrate.js';
import { DEMO_PASSWORD, REQUIRED_ACCOUNTS } from './seed/data/index.js';
import { hasDemoUsers, seedAdminOnly, seedDemo } from './seed/index.js';
import { demoFlowTemplates } from './seed/data/flowCustomisations.js';
import { installCatalog } from './catalog/install.js';
import { placeOldRecords } from './domains/visualdev/visibility.js';

const config = loadConfig(process.env);
const started = Date.now();
const database = await openDb(config);
const applied = await migrate(database);
const app = await buildApp(config, { db: database.db });
const log = app.log;
log.info({ db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, applied, ms: Date.now() - started }, 'database ready');

if (config.seedDemo) {
  // the demo's tasks only with a demo loaded now, into the empty database: never on an existing one
  if (await seedDemo(database.db, { tasks: config.seedDemoTasks, now: app.now, dataDir: config.dataDir })) {
    log.info(config.seedDemoTasks ? 'demo organisation loaded, with approvals in flight' : 'demo organisation loaded');
  }
}
// every database gets the catalog's modules (a demo older than one of them, its own approval chains)
const catalog = await installCatalog(database.db, { now: app.now(), flowOverrides: await hasDemoUsers(database.db) ? demoFlowTemplates() : undefined });
if (catalog.added.length || catalog.upgraded.length) log.info(catalog, 'module catalog installed');
const placed = await placeOldRecords(database.db);
if (placed) log.info({ placed }, 'records saved before sections and drafts were kept now have them');
if (!config.seedDemo) {
  const password = config.adminPassword ?? randomBytes(9).toString('base64url');
  if (await seedAdminOnly(database.db, password)) {
    log.warn(config.adminPassword ? 'administrator "admin" created with ADMIN_PASSWORD'
      : `administrator "admin" created with password ${password} (shown once: change it)`);
  }
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    await database.close();
  }
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// reminders of overdue tasks and schedules; safe with several instances (each claims its work)
app.timers.start(config.timerIntervalMs);
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
log.info(`SiteFlow server on http://${shown}:${config.port}/ (H5 app at / when ${config.h5Dir} is built)`);
if (config.seedDemo) log.info(`demo accounts: ${REQUIRED_ACCOUNTS.join(', ')}; password ${DEMO_PASSWORD}`);
