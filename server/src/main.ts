/** read config → open the database → migrate → seed an empty database (start.ts) → listen */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDb } from './db/index.js';
import { migrate } from './db/migrate.js';
import { seedOnStart } from './start.js';

const config = loadConfig(process.env);
const started = Date.now();
const database = await openDb(config);
const applied = await migrate(database);
const app = await buildApp(config, { db: database.db });
const log = app.log;
log.info({ db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, applied, ms: Date.now() - started }, 'database ready');

await seedOnStart(database.db, config, { now: app.now, log });

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
