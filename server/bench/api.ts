/**
 * API throughput: the real app (every plugin, the auth gate, the envelope) against a bare
 * Fastify route running CurrentUser's main user query through the same database handle, so the
 * ratio shows what the app adds on top of the database: CurrentUser (as is, and compressed as a
 * phone asks for it), the paged user selector, the todo list and a module's record list (the
 * hazard register) of the demo. Prints figures; asserts nothing.
 *
 *   npm run bench:api                      fresh PGlite in a temp folder
 *   DATABASE_URL=postgres://... npm run bench:api    also that PostgreSQL (migrated; the demo
 *                                          is loaded only into an empty database, nothing dropped)
 *   BENCH_SECONDS=3 BENCH_CONNECTIONS=50 BENCH_WORKERS=2   shorter / other load
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDb, type Database } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { getUser } from '../src/domains/oauth/profile.repo.js';
import { md5Hex } from '../src/lib/ids.js';
import { DEMO_PASSWORD } from '../src/seed/data/index.js';
import { seedDemo } from '../src/seed/index.js';

/** The part of autocannon's API used here (the package ships no types). */
interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (opts: {
  url: string; connections: number; duration: number; workers?: number; headers?: Record<string, string>; method?: string; body?: string;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} must be a positive integer`);
  return v;
};
const SECONDS = env('BENCH_SECONDS', 10);
const CONNECTIONS = env('BENCH_CONNECTIONS', 50);
/** autocannon worker threads: the load gets its own cores, the server keeps the main thread. */
const WORKERS = env('BENCH_WORKERS', 2);
const ACCOUNT = 'jianli';
const USER_ID = 'u_jianli';
const PAGED_SELECTOR = '/api/permission/Users/ImUser';
const BARE = 'bare Fastify: CurrentUser user query';

interface Row { db: string; route: string; rps: number; p50: number; p99: number; failures: number; ratio: string }

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: ACCOUNT, password: md5Hex(DEMO_PASSWORD), grant_type: 'password' }),
  });
  const body = (await res.json()) as { code: number; msg: string; data?: { token: string } };
  if (body.code !== 200 || !body.data) throw new Error(`sign-in as ${ACCOUNT} failed: ${body.code} ${body.msg}`);
  return body.data.token;
}

/** Every benchmarked URL must answer code 200 first: a fast error page measures nothing. */
async function assertAnswers(url: string, headers: Record<string, string>, payload?: string): Promise<void> {
  const res = await fetch(url, { headers, method: payload ? 'POST' : 'GET', body: payload });
  const body = (await res.json()) as { code?: number; msg?: string };
  if (res.status !== 200 || (body.code !== undefined && body.code !== 200)) {
    throw new Error(`${url} answered HTTP ${res.status} code ${body.code} ${body.msg ?? ''}`);
  }
}

async function load(url: string, headers: Record<string, string> = {}, body?: object): Promise<CannonResult> {
  const json = body && JSON.stringify(body);
  const sent = json ? { ...headers, 'content-type': 'application/json' } : headers;
  await assertAnswers(url, sent, json);
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, workers: WORKERS, headers: sent, ...(json ? { method: 'POST', body: json } : {}) });
}

async function benchDatabase(kind: 'pglite' | 'pg'): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteflow-bench-'));
  const config = loadConfig({
    DATA_DIR: dir, H5_DIR: path.join(dir, 'no-h5'), LOG_LEVEL: 'warn',
    DATABASE_URL: kind === 'pg' ? process.env.DATABASE_URL : undefined,
    LOGIN_RATE_PER_IP: '100000', LOGIN_RATE_PER_ACCOUNT: '100000',
  });
  let database: Database | null = null;
  const apps: FastifyInstance[] = [];
  try {
    process.stdout.write(`[${kind}] opening, migrating and seeding...\n`);
    database = await openDb(config);
    await migrate(database);
    await seedDemo(database.db); // only into an empty database
    const db = database.db;

    const app = await buildApp(config, { db, logger: false });
    apps.push(app);
    const base = await listen(app);
    const token = await signIn(base);
    const auth = { authorization: token };
    const selector = app.hasRoute({ method: 'GET', url: PAGED_SELECTOR })
      ? `${PAGED_SELECTOR}?currentPage=1&pageSize=20`
      : `/api/oauth/getConfig/${ACCOUNT}`;

    const bare = Fastify({ logger: false });
    apps.push(bare);
    bare.get('/bare/user', async () => {
      const user = await getUser(db, USER_ID);
      return { code: 200, msg: 'Success', data: { userId: user?.id, userAccount: user?.account } };
    });
    const bareBase = await listen(bare);

    const page = { currentPage: 1, pageSize: 20 };
    const runs: [string, string, Record<string, string>, object?][] = [
      ['GET /api/oauth/CurrentUser?type=app', `${base}/api/oauth/CurrentUser?type=app`, auth],
      // what a phone sends: the kept answer's compressed bytes (lib/preEncoded.ts)
      ['GET CurrentUser, Accept-Encoding br', `${base}/api/oauth/CurrentUser?type=app`, { ...auth, 'accept-encoding': 'gzip, deflate, br' }],
      [`GET ${selector}`, `${base}${selector}`, auth],
      ['GET todo list (FlowBefore/List/1)', `${base}/api/workflow/Engine/FlowBefore/List/1?currentPage=1&pageSize=20`, auth],
      ['POST hazard register (OnlineDev/hazardInvestigat/List)', `${base}/api/visualdev/OnlineDev/hazardInvestigat/List`, auth, page],
      [BARE, `${bareBase}/bare/user`, {}],
    ];
    const results: CannonResult[] = [];
    for (const [route, url, headers, body] of runs) {
      process.stdout.write(`[${kind}] ${route}: ${SECONDS} s, ${CONNECTIONS} connections, ${WORKERS} workers\n`);
      results.push(await load(url, headers, body));
    }
    const bareRps = results[runs.length - 1].requests.average;
    return runs.map(([route], i) => ({
      db: kind, route, rps: results[i].requests.average, p50: results[i].latency.p50, p99: results[i].latency.p99,
      failures: results[i].errors + results[i].timeouts + results[i].non2xx,
      ratio: route !== BARE && bareRps > 0 ? (results[i].requests.average / bareRps).toFixed(2) : '-',
    }));
  } finally {
    for (const a of apps) await a.close();
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]): void {
  const head = ['db', 'route', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'app/bare'];
  const cells = rows.map((r) => [r.db, r.route, r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.failures), r.ratio]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\nnode ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${WORKERS} autocannon workers, ${SECONDS} s per route`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

const rows = await benchDatabase('pglite');
if (process.env.DATABASE_URL) rows.push(...(await benchDatabase('pg')));
printTable(rows);
