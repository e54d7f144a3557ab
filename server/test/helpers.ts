/**
 * Test set-up: the real app over a fresh database, migrated and seeded once per test file.
 * PGlite in a temp folder by default; with TEST_DATABASE_URL, a database of its own on that
 * PostgreSQL server (dropped after), so test files may run side by side (test/run.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDb, type Database, type Db } from '../src/db/index.js';
import { menus, roleMenus, rolePermissions } from '../src/db/schema.js';
import { everythingChanged, grantsChanged } from '../src/realtime/changes.js';
import { migrate } from '../src/db/migrate.js';
import { md5Hex } from '../src/lib/ids.js';
import { DEMO_PASSWORD } from '../src/seed/data/index.js';
import { seedDemo } from '../src/seed/index.js';

export const DEMO_MD5 = md5Hex(DEMO_PASSWORD);

export interface TestDb {
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    // no demo tasks: tests count todos, messages and records exactly (seededDb({ demoTasks }) asks for them)
    ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL, H5_DIR: path.join(dataDir, 'no-h5'), SEED_DEMO_TASKS: '0' }),
    loginRatePerAccount: 1000,
    loginRatePerIp: 1000,
    ...overrides,
  };
}

/**
 * PGlite's initdb costs ~7 s; copying an initialised, empty data folder costs ~0.1 s. The template
 * is kept in the temp folder per PGlite version (it holds no schema of ours).
 */
async function pgliteTemplate(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let pkgDir = path.dirname(entry);
  while (!fs.existsSync(path.join(pkgDir, 'package.json'))) pkgDir = path.dirname(pkgDir);
  const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string };
  const template = path.join(os.tmpdir(), `siteflow-pglite-template-${version}`);
  if (fs.existsSync(path.join(template, 'pgdata'))) return template;
  const building = fs.mkdtempSync(`${template}-building-`);
  await (await openDb({ databaseUrl: null, dataDir: building })).close();
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another run got there first
  }
  return template;
}

/**
 * A fresh empty database (not migrated); embedded: PGlite even when TEST_DATABASE_URL is set. On
 * PostgreSQL a database of its own, so that test files may run side by side on one server.
 */
export function freshDb(options: { embedded?: boolean } = {}): Promise<TestDb> {
  return newDb(options.embedded === true, false);
}

/** An empty database, or (seeded) a copy of the plain demo: a PGlite folder, or a database of its own on PostgreSQL. */
async function newDb(embedded: boolean, seeded: boolean): Promise<TestDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteflow-test-'));
  const config = testConfig(dir, embedded ? { databaseUrl: null } : {});
  let dropDatabase = async () => {};
  if (config.databaseUrl) {
    const template = seeded ? await postgresSeededTemplate(config.databaseUrl) : undefined;
    ({ url: config.databaseUrl, drop: dropDatabase } = await ownDatabase(config.databaseUrl, template));
  } else {
    fs.cpSync(path.join(seeded ? await pgliteSeededTemplate() : await pgliteTemplate(), 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
  }
  // a process's caches may hold what an earlier database of this test file said (seedDemo says so itself)
  if (seeded) await everythingChanged();
  const t: TestDb = {
    database: await openDb(config),
    config,
    async close() {
      await t.database.close(); // the database a test reopened, if it did
      await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return t;
}

/**
 * A fresh database with the schema and the demo organisation; its approvals in flight
 * (SEED_DEMO_TASKS) only when a test asks, dated back from `now`.
 *
 * The plain demo (no tasks, the real clock) is migrated and seeded once and copied for each test
 * (pgliteSeededTemplate, postgresSeededTemplate): seeding costs 3-4 s on PGlite, a copy a fraction of that, and most of the
 * server suite's files start from it.
 */
export async function seededDb(options: { demoTasks?: boolean, now?: () => Date, embedded?: boolean } = {}): Promise<TestDb> {
  if (!options.demoTasks && !options.now) return await newDb(options.embedded === true, true);
  const t = await freshDb({ embedded: options.embedded });
  await migrate(t.database);
  await seedDemo(t.database.db, { tasks: options.demoTasks ?? false, now: options.now });
  return t;
}

/**
 * What a seeded template is made from: the server's source (schema, migrations, catalog, demo data)
 * by name, size and time, and the hour, since the demo dates its messages from the clock.
 */
function seededKey(): string {
  const src = fileURLToPath(new URL('../src', import.meta.url));
  const hash = createHash('sha1');
  for (const f of (fs.readdirSync(src, { recursive: true }) as string[]).sort()) {
    const s = fs.statSync(path.join(src, f));
    if (s.isFile()) hash.update(`${f} ${s.size} ${s.mtimeMs}\n`);
  }
  hash.update(String(Math.floor(Date.now() / 3_600_000)));
  return hash.digest('hex').slice(0, 16);
}

async function seedInto(config: Config): Promise<void> {
  const database = await openDb(config);
  try {
    await migrate(database);
    await seedDemo(database.db, { tasks: false });
  } finally {
    await database.close();
  }
}

async function pgliteSeededTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `siteflow-pglite-seeded-${path.basename(await pgliteTemplate())}-${seededKey()}`);
  if (fs.existsSync(path.join(template, 'pgdata'))) return template;
  const building = fs.mkdtempSync(`${template}-building-`);
  fs.cpSync(path.join(await pgliteTemplate(), 'pgdata'), path.join(building, 'pgdata'), { recursive: true });
  await seedInto(testConfig(building, { databaseUrl: null }));
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another test file got there first
  }
  return template;
}

let databasesMade = 0;
const databaseAt = (url: string, name: string): string => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of this test's own on the server of `url`, empty or copied from `template`; dropped on close when no one uses it. */
async function ownDatabase(url: string, template?: string): Promise<{ url: string, drop: () => Promise<void> }> {
  const name = `sf_test_${process.pid}_${++databasesMade}`;
  await onServer(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  });
  // not WITH (FORCE): work a test left running (a notice still being sent) ends on its own; a
  // database still in use is left to the throwaway server
  const drop = () => onServer(url, async (client) => { await client.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined); });
  return { url: databaseAt(url, name), drop };
}

/** The template database of the plain demo, made once per key (under an advisory lock, for test files running side by side). */
async function postgresSeededTemplate(url: string): Promise<string> {
  const template = `sf_seeded_${seededKey()}`;
  await onServer(url, async (client) => {
    await client.query('SELECT pg_advisory_lock(728301)');
    try {
      if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount) return;
      const building = `${template}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building}`);
      await seedInto({ ...testConfig(os.tmpdir()), databaseUrl: databaseAt(url, building) });
      await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(728301)');
    }
  });
  return template;
}

/**
 * A module only its test knows, granted like a catalog module: a tile under the first workbench
 * section, held by the given roles with all buttons and the given data scope.
 */
export async function grantTestModule(db: Db, enCode: string, roleIds: string[], dataScope = 'project'): Promise<void> {
  const menuId = `menu_${enCode}`;
  await db.insert(menus).values({ id: menuId, parentId: 'menu_homepage', fullName: enCode, enCode, type: 2, urlAddress: `/pages/apply/${enCode}/index` });
  await db.insert(roleMenus).values(roleIds.map((roleId) => ({ roleId, menuId })));
  await db.insert(rolePermissions).values(roleIds.map((roleId) => ({
    roleId, modelId: menuId, button: ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail'], column: [], form: [], dataScope,
  })));
  await grantsChanged();
}

/** Polls until `check` holds: for a state the test waits on, never a fixed sleep. */
export async function until(check: () => boolean | Promise<boolean>, what = 'the awaited state', timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what} did not come within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A clock the test moves by hand. */
export function testClock(start = Date.now()) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => { t += ms; } };
}

export function buildTestApp(t: TestDb, overrides: Partial<Config> = {}, now?: () => Date): Promise<FastifyInstance> {
  return buildApp({ ...t.config, ...overrides }, { db: t.database.db, now, logger: false });
}

export interface Envelope<T = any> { code: number; msg: string; data?: T }

/** Injects and returns the parsed envelope, asserting HTTP 200 (every answer is one). */
export async function call<T = any>(app: FastifyInstance, opts: InjectOptions): Promise<Envelope<T>> {
  const res = await app.inject(opts);
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${opts.method ?? 'GET'} ${opts.url}: ${res.body}`);
  return res.json();
}

export function form(fields: Record<string, string>): Pick<InjectOptions, 'payload' | 'headers'> {
  return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

export function login(app: FastifyInstance, account: string, password = DEMO_MD5, extra: Partial<InjectOptions> = {}) {
  const f = form({ account, password, origin: 'password', grant_type: 'password' });
  return call<{ token: string; theme: string }>(app, {
    method: 'POST', url: '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password',
    ...f, ...extra, headers: { ...f.headers, ...extra.headers },
  });
}

/** Signs in and returns the token, failing loudly otherwise. */
export async function tokenOf(app: FastifyInstance, account: string, extra: Partial<InjectOptions> = {}): Promise<string> {
  const res = await login(app, account, DEMO_MD5, extra);
  if (res.code !== 200 || !res.data) throw new Error(`login ${account}: ${res.code} ${res.msg}`);
  return res.data.token;
}

export interface Part { name: string; filename?: string; data: Buffer | string; type?: string }

/** A multipart/form-data body built by hand. */
export function multipart(parts: Part[]): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----siteflow${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n`
      + `${p.filename === undefined ? '' : `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n`}\r\n`),
    Buffer.from(p.data), Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function get<T = any>(app: FastifyInstance, url: string, token?: string) {
  return call<T>(app, { method: 'GET', url, headers: token ? { authorization: token } : {} });
}
