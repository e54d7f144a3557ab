/**
 * API throughput: the real app (every plugin, the auth gate, the envelope) against a bare
 * Fastify route running CurrentUser's main user query through the same database handle, so the
 * ratio shows what the app adds on top of the database: CurrentUser (as is, and compressed as a
 * phone asks for it), the paged user selector, the todo list and a module's record list (the
 * hazard register), with BENCH_VOLUME (1,000) hazards waiting on the todo list and as many records
 * in the register (bench/volume.ts), so that each page has its 20 rows. Each list is also set against
 * a bare route reading the same 20 rows in one plain statement (app/bare page): what the app adds on
 * top of the rows themselves. The lists and the contacts are kept ready while nothing on them
 * changes (realtime/keptPages.ts), so a page asked again and again, as here, is the kept page; a page
 * read after a change costs what the commit before kept pages measured (todo and register 0.23 and
 * 0.24 of the bare user query on PGlite, 0.40 of the bare read of the same page). Prints figures;
 * asserts nothing.
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
import { seedVolume } from './volume.js';
import { and, desc, eq } from 'drizzle-orm';
import { flowTaskOperators, flowTasks, onlineRecords } from '../src/db/schema.js';
import { isPendingTodo } from '../src/db/conditions.js';

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
/** Hazard tasks (shigong's todos) and register records made before the load (bench/volume.ts). */
const VOLUME = env('BENCH_VOLUME', 1000);
const USER_ID = 'u_jianli';
const PAGED_SELECTOR = '/api/permission/Users/ImUser';
const BARE = 'bare Fastify: CurrentUser user query';
const BARE_TODO = 'bare Fastify: the todo page, one select';
const BARE_RECORDS = 'bare Fastify: the register page, one select';

interface Row { db: string; route: string; rps: number; p50: number; p99: number; failures: number; ratio: string; pageRatio: string }

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
    // lists with something on them: hazards waiting at shigong's node, the register's records
    const { tokens, call } = await seedVolume(app, database, { tasks: VOLUME, records: VOLUME });
    const todos = await call('GET', '/api/workflow/Engine/FlowBefore/List/1?currentPage=1&pageSize=20', tokens.shigong);
    const records = await call('POST', '/api/visualdev/OnlineDev/hazardInvestigat/List', tokens.jianli, { currentPage: 1, pageSize: 20 });
    if (todos.list.length !== 20 || records.list.length !== 20) throw new Error(`pages of ${todos.list.length} todos and ${records.list.length} records, not 20`);
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
    // the same pages read by one plain statement each, as bare as the user query: what those rows cost
    // before the app adds who may see them, the totals, the cards and the names
    bare.get('/bare/todo', async () => {
      const rows = await db.select({ id: flowTaskOperators.id, taskId: flowTasks.id, fullName: flowTasks.fullName, formData: flowTasks.formData, time: flowTaskOperators.createdAt })
        .from(flowTaskOperators).innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
        .where(and(eq(flowTaskOperators.userId, 'u_shigong'), isPendingTodo)).orderBy(desc(flowTaskOperators.createdAt)).limit(20);
      return { code: 200, msg: 'Success', data: { list: rows } };
    });
    bare.get('/bare/records', async () => {
      const rows = await db.select().from(onlineRecords).where(and(eq(onlineRecords.moduleId, 'module_hazardRectify'), eq(onlineRecords.projectId, 'proj_njgk')))
        .orderBy(desc(onlineRecords.createdAt)).limit(20);
      return { code: 200, msg: 'Success', data: { list: rows } };
    });
    const bareBase = await listen(bare);

    const page = { currentPage: 1, pageSize: 20 };
    const runs: [string, string, Record<string, string>, object?][] = [
      ['GET /api/oauth/CurrentUser?type=app', `${base}/api/oauth/CurrentUser?type=app`, auth],
      // what a phone sends: the kept answer's compressed bytes (lib/preEncoded.ts)
      ['GET CurrentUser, Accept-Encoding br', `${base}/api/oauth/CurrentUser?type=app`, { ...auth, 'accept-encoding': 'gzip, deflate, br' }],
      [`GET ${selector}`, `${base}${selector}`, auth],
      ['GET todo list (FlowBefore/List/1)', `${base}/api/workflow/Engine/FlowBefore/List/1?currentPage=1&pageSize=20`, { authorization: tokens.shigong }],
      ['POST hazard register (OnlineDev/hazardInvestigat/List)', `${base}/api/visualdev/OnlineDev/hazardInvestigat/List`, auth, page],
      [BARE_TODO, `${bareBase}/bare/todo`, {}],
      [BARE_RECORDS, `${bareBase}/bare/records`, {}],
      [BARE, `${bareBase}/bare/user`, {}],
    ];
    /** A list against the bare read of its own page too. */
    const samePage: Record<string, string> = { 'GET todo list (FlowBefore/List/1)': BARE_TODO, 'POST hazard register (OnlineDev/hazardInvestigat/List)': BARE_RECORDS };
    const results: CannonResult[] = [];
    for (const [route, url, headers, body] of runs) {
      process.stdout.write(`[${kind}] ${route}: ${SECONDS} s, ${CONNECTIONS} connections, ${WORKERS} workers\n`);
      results.push(await load(url, headers, body));
    }
    const rpsOf = (name: string) => results[runs.findIndex(([route]) => route === name)].requests.average;
    const bareRps = rpsOf(BARE);
    const isBare = (route: string) => route.startsWith('bare ');
    return runs.map(([route], i) => ({
      db: kind, route, rps: results[i].requests.average, p50: results[i].latency.p50, p99: results[i].latency.p99,
      failures: results[i].errors + results[i].timeouts + results[i].non2xx,
      ratio: !isBare(route) && bareRps > 0 ? (results[i].requests.average / bareRps).toFixed(2) : '-',
      pageRatio: samePage[route] ? (results[i].requests.average / rpsOf(samePage[route])).toFixed(2) : '-',
    }));
  } finally {
    for (const a of apps) await a.close();
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]): void {
  const head = ['db', 'route', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'app/bare', 'app/bare page'];
  const cells = rows.map((r) => [r.db, r.route, r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.failures), r.ratio, r.pageRatio]);
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
