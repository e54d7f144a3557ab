/**
 * Loads a data folder as the first start of the server would (migrate, then start.ts's seeding),
 * without starting it: the end-to-end suites copy the folder for each server they start
 * (test/e2e/lib/server.ts). Settings from the environment: DATA_DIR, SEED_DEMO_TASKS.
 * usage: DATA_DIR=... node --import tsx server/test/seed-data-dir.ts
 */
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { seedOnStart } from '../src/start.js';

/** start.ts says what it loaded at info; only warnings matter here */
const log = { info: () => {}, warn: (...args: unknown[]) => { console.warn(...args); } } as unknown as FastifyBaseLogger;
const config = loadConfig({ ...process.env, DATABASE_URL: '', REDIS_URL: '' });
const database = await openDb(config);
try {
  await migrate(database);
  await seedOnStart(database.db, config, { now: () => new Date(), log });
} finally {
  await database.close();
}
