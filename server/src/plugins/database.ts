import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { createFileStore, type FileStore } from '../domains/file/store.js';
import { globalPlugin } from '../lib/globalPlugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Where uploaded bytes live (domains/file/store.ts). */
    fileStore: FileStore;
    /** The clock every rule reads; tests move it to expire tokens and tickets. */
    now(): Date;
  }
}

export interface CoreOptions extends Record<string, unknown> {
  config: Config;
  db: Db;
  now?: () => Date;
}

/** Tier 2: the database, the configuration and the clock, shared by every domain. */
export default globalPlugin<CoreOptions>('database', async (app, { config, db, now }) => {
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('fileStore', createFileStore(config));
  app.decorate('now', now ?? (() => new Date()));
});
