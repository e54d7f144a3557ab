/**
 * Production never starts with a known password (issue 10, item 1): main.ts run as a production
 * server (NODE_ENV=production, no SEED_DEMO) creates only the administrator, with a password
 * printed once that must be changed at first sign-in; the demo loads only in development or on
 * SEED_DEMO=1. The start decision itself (start.ts) is checked on the variants that need no process.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type Config } from '../src/config.js';
import { openDb } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { users } from '../src/db/schema.js';
import { md5Hex } from '../src/lib/ids.js';
import { DEMO_PASSWORD } from '../src/seed/data/index.js';
import { seedOnStart } from '../src/start.js';
import { buildTestApp, DEMO_MD5, freshDb, get, login } from './helpers.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A logger that keeps what is written to it. */
function keepingLog() {
  const lines: string[] = [];
  const write = (msg: unknown) => { lines.push(String(msg)); };
  const log = { info: write, warn: write, error: write, debug: write, child: () => log } as unknown as FastifyBaseLogger;
  return { lines, log };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('main.ts as a production server', () => {
  it('creates only admin, with a printed password that must be changed; Demo@1234 gives no token', async () => {
    const t = await freshDb(); // an empty database (embedded: an empty data folder), as on a first start
    await t.database.close(); // main.ts opens it itself
    let reopened = false;
    try {
      await runProductionStart(t.config);
      t.database = await openDb(t.config);
      reopened = true;
      // the database it left: one account, the administrator, who must change the password
      const rows = await t.database.db.select({ account: users.account, must: users.mustChangePassword }).from(users);
      assert.deepEqual(rows, [{ account: 'admin', must: true }]);
    } finally {
      if (!reopened) t.database = await openDb(t.config);
      await t.close();
    }
  });
});

async function runProductionStart(config: Config): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ?? '', REDIS_URL: '', LOG_LEVEL: 'info',
  };
  delete env.SEED_DEMO;
  delete env.ADMIN_PASSWORD;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += String(chunk); });
  child.stderr.on('data', (chunk) => { output += String(chunk); });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    // the server says where it listens once the start (and its seeding) is done
    const until = Date.now() + 90_000;
    while (!output.includes('SiteFlow server on') && child.exitCode === null && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(output.includes('SiteFlow server on'), `the server started:\n${output}`);

    const printed = /created with password (\S+) \(shown once/.exec(output);
    assert.ok(printed, 'the generated password is printed');
    assert.equal(output.split(printed[1]).length - 1, 1, 'printed once');
    assert.doesNotMatch(output, /Demo@1234/);

    const signIn = async (account: string, md5: string): Promise<{ code: number; msg: string; data?: { token: string } }> => (await fetch(`${base}/api/oauth/Login`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ account, password: md5, origin: 'password', grant_type: 'password' }),
    })).json();

    for (const account of ['admin', 'jianli', 'zongjian']) {
      const res = await signIn(account, DEMO_MD5);
      assert.deepEqual(res, { code: 400, msg: '账号或密码错误' }, `${account} with ${DEMO_PASSWORD}`);
    }
    const admin = await signIn('admin', md5Hex(printed[1]));
    assert.equal(admin.code, 200, admin.msg);
    const headers = { authorization: admin.data!.token };
    const me = await (await fetch(`${base}/api/oauth/CurrentUser?type=app`, { headers })).json() as { data: { userInfo: { mustChangePassword: boolean } } };
    assert.equal(me.data.userInfo.mustChangePassword, true);
    const other = await (await fetch(`${base}/api/permission/Users/All`, { headers })).json();
    assert.deepEqual(other, { code: 400, msg: '请先修改初始密码' });
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe('the start decision (start.ts)', () => {
  const env = (extra: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/unused', ...extra });

  it('loads the demo only in development or when SEED_DEMO asks', () => {
    assert.equal(env({}).seedDemo, true, 'npm start and the tests: NODE_ENV unset');
    assert.equal(env({ NODE_ENV: 'development' }).seedDemo, true);
    assert.equal(env({ NODE_ENV: 'production' }).seedDemo, false);
    assert.equal(env({ NODE_ENV: 'staging' }).seedDemo, false, 'anything but development is not development');
    assert.equal(env({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo, true);
    assert.equal(env({ NODE_ENV: 'development', DATABASE_URL: 'postgres://x/db' }).seedDemo, false);
  });

  it('gives the administrator ADMIN_PASSWORD, never printed, to be changed at first sign-in', async () => {
    const t = await freshDb();
    try {
      await migrate(t.database);
      const config = { ...t.config, ...env({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Given#Pass9' }), dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl };
      const { lines, log } = keepingLog();
      await seedOnStart(t.database.db, config, { now: () => new Date(), log });
      assert.ok(lines.some((l) => l.includes('ADMIN_PASSWORD')));
      assert.ok(lines.every((l) => !l.includes('Given#Pass9')), 'the given password is not logged');
      assert.equal((await t.database.db.select({ n: count() }).from(users))[0].n, 1);
      const [admin] = await t.database.db.select().from(users).where(eq(users.account, 'admin'));
      assert.equal(admin.mustChangePassword, true);

      const app = await buildTestApp(t, config);
      try {
        assert.deepEqual(await login(app, 'admin', DEMO_MD5), { code: 400, msg: '账号或密码错误' });
        const res = await login(app, 'admin', md5Hex('Given#Pass9'));
        assert.equal(res.code, 200);
        assert.equal((await get(app, '/api/oauth/CurrentUser?type=app', res.data!.token)).data.userInfo.mustChangePassword, true);
      } finally {
        await app.close();
      }
      // a second start leaves an existing database alone
      await seedOnStart(t.database.db, config, { now: () => new Date(), log });
      assert.equal((await t.database.db.select({ n: count() }).from(users))[0].n, 1);
    } finally {
      await t.close();
    }
  });

  it('loads the demo on SEED_DEMO=1 in production, saying its password is published', async () => {
    const t = await freshDb();
    try {
      await migrate(t.database);
      const config = { ...t.config, ...env({ NODE_ENV: 'production', SEED_DEMO: '1', SEED_DEMO_TASKS: '0' }), dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl };
      const { lines, log } = keepingLog();
      await seedOnStart(t.database.db, config, { now: () => new Date(), log });
      assert.ok(lines.some((l) => l.includes('SEED_DEMO is on outside development')));
      const app = await buildTestApp(t, config);
      try {
        assert.equal((await login(app, 'jianli')).code, 200);
      } finally {
        await app.close();
      }
    } finally {
      await t.close();
    }
  });
});
