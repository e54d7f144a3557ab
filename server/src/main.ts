/**
 * read config → open the database → migrate → listen (health answers 503 meanwhile) → seed an
 * empty database (start.ts) → ready. SIGTERM drains (health 503 for DRAIN_DELAY, requests still
 * served), then stops taking requests, finishes those in flight, closes the IM sockets (clients
 * reconnect, through the balancer to another instance) and the database.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { removeControlFile, writeControlFile } from './backup/control.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDb } from './db/index.js';
import { startMaintenance, type Maintenance } from './db/maintenance.js';
import { migrate } from './db/migrate.js';
import { seedOnStart } from './start.js';

/** A stop that takes longer than this (a request that never ends) exits anyway. */
const STOP_TIMEOUT_MS = 30_000;

const config = loadConfig(process.env);
const started = Date.now();
const database = await openDb(config);
const applied = await migrate(database);
// the embedded database can be copied only by the process that holds it open: `npm run backup` asks
const control = database.dump ? { secret: randomBytes(32).toString('hex'), dump: database.dump } : undefined;
const app = await buildApp(config, { db: database.db, starting: true, backup: control });
const log = app.log;
log.info({ db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, applied, ms: Date.now() - started }, 'database ready');

// the embedded database runs no autovacuum: the server does its work (db/maintenance.ts)
let maintenance: Maintenance | undefined;

let closing = false;
async function shutdown(signal: string) {
  if (closing) {
    log.warn({ signal }, 'second signal: stopping now');
    process.exit(1);
  }
  closing = true;
  app.lifecycle.drain();
  log.info({ signal, drainMs: signal === 'SIGTERM' ? config.drainDelayMs : 0 }, 'shutting down');
  // Ctrl+C in a terminal has no balancer to wait for
  if (signal === 'SIGTERM' && config.drainDelayMs > 0) await delay(config.drainDelayMs);
  setTimeout(() => {
    log.error({ ms: STOP_TIMEOUT_MS }, 'requests still running: stopping anyway');
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
  try {
    removeControlFile(config.dataDir);
    await app.close();
    await maintenance?.stop();
  } finally {
    await database.close();
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
if (control) writeControlFile(config.dataDir, { pid: process.pid, host: config.host, port: config.port, secret: control.secret });
await seedOnStart(database.db, config, { now: app.now, log });
app.lifecycle.ready();
// reminders of overdue tasks and schedules; safe with several instances (each claims its work)
app.timers.start(config.timerIntervalMs);
if (database.kind === 'pglite' && !closing) maintenance = startMaintenance(database.db, log, config.dbMaintenanceMs);
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
log.info(`SiteFlow server on http://${shown}:${config.port}/ (H5 app at / when ${config.h5Dir} is built)`);
