/**
 * IM delivery: the real app (the token read at connect, push then batched writes, presence, the bus) against
 * a bare `ws` WebSocketServer that relays and broadcasts the same frames and does nothing else.
 * For each client count: connect time, one-to-one delivery latency (SendMessage → receiveMessage),
 * broadcast latency of a notice to every client (POST /api/message/Notice → messagePush; bare: one
 * frame → every socket), and server memory per connection. Prints figures; asserts nothing.
 *
 *   npm run bench:im                                 IM_CLIENTS=1000,5000 on a fresh PGlite
 *   IM_CLIENTS=200 IM_SECONDS=3 IM_RATE=50 IM_BROADCASTS=2 npm run bench:im
 *   scripts/with-postgres.sh npm run bench:im       on that PostgreSQL (DATABASE_URL): its
 *                                                    bench_* rows are replaced, nothing else
 *
 * The clients run in a child process (this file with IM_BENCH_ROLE=clients), so the server's RSS
 * is the server's and latencies are measured on the clients' clock. Users and tokens are inserted
 * straight into the database; user i belongs to the department of the smallest count above i, and
 * those departments nest, so a notice to the department of N reaches exactly the first N users.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import WebSocket, { WebSocketServer } from 'ws';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { like } from 'drizzle-orm';
import { organizes, tokens, userProjects, users } from '../src/db/schema.js';
import { newId, sha256Hex } from '../src/lib/ids.js';
import { hashPassword } from '../src/lib/password.js';
import { ORG_SUPERVISION, PROJECT_ID } from '../src/seed/data/index.js';
import { seedDemo } from '../src/seed/index.js';

const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').map((v) => {
  const n = Number(v.trim());
  if (!Number.isInteger(n) || n < 2) throw new Error(`${name} must be integers >= 2, got "${v}"`);
  return n;
});
const num = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!(n > 0)) throw new Error(`${name} must be a positive number`);
  return n;
};

interface BenchUser { id: string; token: string }
type Mode = 'siteflow' | 'bare';
type Command =
  /** The bare server knows users by the id in the path; the app by the token there. */
  | { cmd: 'connect'; url: string; users: BenchUser[]; byId: boolean }
  | { cmd: 'direct'; seconds: number; rate: number }
  | { cmd: 'broadcast'; mode: Mode; rounds: number; http: string; adminToken: string; department: string }
  | { cmd: 'close' };
interface Stats { count: number; lost: number; p50: number; p99: number; max: number }

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const stats = (xs: number[], expected: number): Stats => ({
  count: xs.length, lost: expected - xs.length, p50: percentile(xs, 50), p99: percentile(xs, 99), max: Math.max(...xs),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- the clients (child process) --------------------------------------------------------------

async function runClients(): Promise<void> {
  let sockets: { id: string; token: string; ws: WebSocket }[] = [];
  const direct: number[] = [];
  let pushes: ((title: string, at: number) => void) | null = null;

  function connectOne(url: string, user: BenchUser, byId: boolean): Promise<{ id: string; token: string; ws: WebSocket }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${url}/${encodeURIComponent(byId ? user.id : user.token)}`);
      ws.on('error', reject);
      ws.on('open', () => ws.send(JSON.stringify({ method: 'OnConnection', token: user.token, mobileDevice: true })));
      ws.on('message', (data) => {
        const text = data.toString();
        // presence frames are most of the traffic: skip them without parsing
        if (text.startsWith('{"method":"Online"') || text.startsWith('{"method":"Offline"')) return;
        const frame = JSON.parse(text) as { method: string; formMessage?: string; title?: string };
        const at = performance.now();
        if (frame.method === 'initMessage') resolve({ id: user.id, token: user.token, ws });
        else if (frame.method === 'receiveMessage' && typeof frame.formMessage === 'string') {
          direct.push(at - Number(frame.formMessage.split(':')[1]));
        } else if (frame.method === 'messagePush' && frame.title) pushes?.(frame.title, at);
      });
    });
  }

  async function handle(c: Command): Promise<unknown> {
    if (c.cmd === 'connect') {
      const started = performance.now();
      const queue = [...c.users];
      const workers = Array.from({ length: 100 }, async () => {
        for (let u = queue.shift(); u; u = queue.shift()) sockets.push(await connectOne(c.url, u, c.byId));
      });
      await Promise.all(workers);
      return { ms: performance.now() - started };
    }
    if (c.cmd === 'direct') {
      direct.length = 0;
      const n = sockets.length;
      const total = Math.round(c.seconds * c.rate);
      const started = performance.now();
      for (let k = 0; k < total; k++) {
        const due = started + (k / c.rate) * 1000;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        const from = sockets[k % n];
        const to = sockets[(k + Math.floor(n / 2)) % n];
        from.ws.send(JSON.stringify({
          method: 'SendMessage', token: from.token, toUserId: to.id, messageType: 'text', messageContent: `b:${performance.now()}`,
        }));
      }
      await sleep(2000);
      return stats(direct, total);
    }
    if (c.cmd === 'broadcast') {
      const latencies: number[] = [];
      for (let round = 0; round < c.rounds; round++) {
        const title = `压测通知 ${round} ${randomBytes(4).toString('hex')}`;
        let left = sockets.length;
        const done = new Promise<void>((resolve) => {
          pushes = (got, at) => {
            if (got !== title) return;
            latencies.push(at - started);
            if (--left === 0) resolve();
          };
        });
        const started = performance.now();
        if (c.mode === 'siteflow') {
          const res = await fetch(`${c.http}/api/message/Notice`, {
            method: 'POST', headers: { authorization: c.adminToken, 'content-type': 'application/json' },
            body: JSON.stringify({ title, bodyText: '', toType: 'department', toIds: [c.department] }),
          });
          const body = (await res.json()) as { code: number; msg: string };
          if (body.code !== 200) throw new Error(`notice refused: ${body.code} ${body.msg}`);
        } else {
          sockets[0].ws.send(JSON.stringify({ method: 'broadcast', title }));
        }
        await Promise.race([done, sleep(120_000)]);
        await sleep(200);
      }
      pushes = null;
      return stats(latencies, c.rounds * sockets.length);
    }
    await Promise.all(sockets.map(({ ws }) => new Promise<void>((resolve) => {
      if (ws.readyState === WebSocket.CLOSED) return resolve();
      ws.once('close', () => resolve());
      ws.close();
    })));
    sockets = [];
    return {};
  }

  process.on('message', (c: Command) => {
    handle(c).then((result) => process.send!({ ok: true, result }), (err: Error) => process.send!({ ok: false, error: String(err.stack ?? err) }));
  });
  process.on('disconnect', () => process.exit(0));
}

// --- the server side (this process) -----------------------------------------------------------

/**
 * The bare baseline: the same frames with nothing behind them. Like the app it announces
 * Online / Offline to everyone connected (every bench user sees every other), relays SendMessage
 * and broadcasts a notice; it stores nothing and checks nothing.
 */
function bareServer(): Promise<{ url: string; count(): number; close(): Promise<void> }> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  const byUser = new Map<string, WebSocket>();
  wss.on('connection', (ws, req) => {
    const userId = decodeURIComponent((req.url ?? '').split('/').pop() ?? '');
    const presence = (method: string) => {
      const frame = JSON.stringify({ method, userId });
      for (const [id, peer] of byUser) if (id !== userId) peer.send(frame);
    };
    byUser.set(userId, ws);
    presence('Online');
    ws.on('close', () => {
      byUser.delete(userId);
      presence('Offline');
    });
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString()) as Record<string, string>;
      const at = Date.now();
      if (f.method === 'OnConnection') ws.send(JSON.stringify({ method: 'initMessage', userId }));
      else if (f.method === 'SendMessage') {
        ws.send(JSON.stringify({ method: 'sendMessage', userId, toUserId: f.toUserId, dateTime: at, latestDate: at, messageType: f.messageType, toMessage: f.messageContent }));
        byUser.get(f.toUserId)?.send(JSON.stringify({ method: 'receiveMessage', formUserId: userId, userId, dateTime: at, latestDate: at, messageType: f.messageType, formMessage: f.messageContent }));
      } else if (f.method === 'broadcast') {
        const json = JSON.stringify({ method: 'messagePush', unreadNoticeCount: 1, messageType: 1, title: f.title, id: newId(), messageDefaultTime: at });
        const head = `${json.slice(0, -1)},"toUserId":`;
        for (const [id, peer] of byUser) peer.send(`${head}${JSON.stringify(id)}}`);
      }
    });
  });
  return new Promise((resolve) => wss.on('listening', () => resolve({
    url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}/api/message/websocket`,
    count: () => byUser.size,
    close: () => new Promise((done) => { for (const ws of wss.clients) ws.terminate(); wss.close(() => done()); }),
  })));
}

function childRunner(child: ChildProcess) {
  return (c: Command) => new Promise<any>((resolve, reject) => {
    child.once('message', (m: { ok: boolean; result?: unknown; error?: string }) => (m.ok ? resolve(m.result) : reject(new Error(m.error))));
    child.send(c);
  });
}

interface Row { clients: number; metric: string; siteflow: string; bare: string; ratio: string }

async function runServer(): Promise<void> {
  const counts = list('IM_CLIENTS', '1000,5000').sort((a, b) => a - b);
  const seconds = num('IM_SECONDS', 5);
  const rate = num('IM_RATE', 100);
  const rounds = num('IM_BROADCASTS', 3);
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const memory = async () => {
    await sleep(300);
    gc();
    const m = process.memoryUsage();
    return { rss: m.rss, heap: m.heapUsed };
  };

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteflow-bench-im-'));
  const config = loadConfig({ DATA_DIR: dir, H5_DIR: path.join(dir, 'no-h5'), LOG_LEVEL: 'warn', DATABASE_URL: process.env.DATABASE_URL });
  const database = await openDb(config);
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, IM_BENCH_ROLE: 'clients' } });
  const run = childRunner(child);
  const rows: Row[] = [];
  try {
    process.stdout.write(`preparing ${counts.at(-1)} users...\n`);
    await migrate(database);
    await seedDemo(database.db);
    const db = database.db;
    await db.delete(users).where(like(users.id, 'bench\\_%'));
    await db.delete(organizes).where(like(organizes.id, 'bench\\_dept\\_%'));
    const passwordHash = await hashPassword('0'.repeat(32));
    const departments = counts.map((n) => `bench_dept_${n}`);
    await db.insert(organizes).values(departments.map((id, k) => ({
      id, parentId: k + 1 < departments.length ? departments[k + 1] : ORG_SUPERVISION, category: 'department',
      fullName: `压测部门 ${counts[k]}`, enCode: id,
    })));
    const at = new Date();
    const all: BenchUser[] = [];
    const max = counts.at(-1)!;
    for (let from = 0; from < max; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, max - from) }, (_, j) => {
        const i = from + j;
        const secret = randomBytes(32).toString('hex');
        return { id: `bench_${i}`, secret, department: departments[counts.findIndex((n) => i < n)] };
      });
      await db.insert(users).values(batch.map((u) => ({
        id: u.id, account: u.id, realName: `压测${u.id.slice(6)}`, passwordHash, organizeId: u.department,
      })));
      await db.insert(userProjects).values(batch.map((u) => ({ userId: u.id, projectId: PROJECT_ID })));
      await db.insert(tokens).values(batch.map((u) => ({
        id: newId(), userId: u.id, tokenHash: sha256Hex(u.secret), device: 'app', createdAt: at, expiresAt: new Date(at.getTime() + 86_400_000),
      })));
      all.push(...batch.map((u) => ({ id: u.id, token: `bearer ${u.secret}` })));
    }
    const adminSecret = randomBytes(32).toString('hex');
    await db.insert(tokens).values({ id: newId(), userId: 'u_admin', tokenHash: sha256Hex(adminSecret), device: 'web', createdAt: at, expiresAt: new Date(at.getTime() + 86_400_000) });

    // frames per socket per second are limited to 20; the bench stays well below per socket
    const app = await buildApp(config, { db, logger: false });
    const http = await app.listen({ port: 0, host: '127.0.0.1' });
    const wsUrl = `${http.replace(/^http/, 'ws')}/api/message/websocket`;
    const bare = await bareServer();

    for (const [k, n] of counts.entries()) {
      const users = all.slice(0, n);
      const measure = async (mode: Mode) => {
        const before = await memory();
        process.stdout.write(`[${n}] ${mode}: connecting...`);
        const connect = (await run({ cmd: 'connect', url: mode === 'siteflow' ? wsUrl : bare.url, users, byId: mode === 'bare' })) as { ms: number };
        const after = await memory();
        process.stdout.write(` ${(connect.ms / 1000).toFixed(1)} s; one-to-one for ${seconds} s...`);
        const direct = (await run({ cmd: 'direct', seconds, rate })) as Stats;
        process.stdout.write(' broadcast...');
        const broadcast = (await run({
          cmd: 'broadcast', mode, rounds, http, adminToken: `bearer ${adminSecret}`, department: departments[k],
        })) as Stats;
        await run({ cmd: 'close' });
        for (let i = 0; i < 100 && (mode === 'siteflow' ? app.realtime.localSocketCount() : bare.count()) > 0; i++) await sleep(100);
        process.stdout.write(' done\n');
        return { connect, direct, broadcast, rss: (after.rss - before.rss) / n, heap: (after.heap - before.heap) / n };
      };
      const s = await measure('siteflow');
      const b = await measure('bare');
      const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');
      const kb = (v: number) => (v / 1024).toFixed(1);
      const ratio = (x: number, y: number) => (y > 0 && Number.isFinite(x) ? (x / y).toFixed(1) : '-');
      const add = (metric: string, sv: number, bv: number, f: (v: number) => string) =>
        rows.push({ clients: n, metric, siteflow: f(sv), bare: f(bv), ratio: ratio(sv, bv) });
      add('connect all, s', s.connect.ms / 1000, b.connect.ms / 1000, (v) => v.toFixed(1));
      add('1:1 p50 ms', s.direct.p50, b.direct.p50, ms);
      add('1:1 p99 ms', s.direct.p99, b.direct.p99, ms);
      rows.push({ clients: n, metric: '1:1 delivered', siteflow: `${s.direct.count}/${s.direct.count + s.direct.lost}`, bare: `${b.direct.count}/${b.direct.count + b.direct.lost}`, ratio: '' });
      add('notice→all p50 ms', s.broadcast.p50, b.broadcast.p50, ms);
      add('notice→all p99 ms', s.broadcast.p99, b.broadcast.p99, ms);
      add('notice→all last ms', s.broadcast.max, b.broadcast.max, ms);
      add('RSS KB/conn', s.rss, b.rss, kb);
      add('heap KB/conn', s.heap, b.heap, kb);
    }
    await bare.close();
    await app.close();
  } finally {
    child.disconnect();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const head = ['clients', 'metric', 'siteflow', 'bare ws', 'ratio'];
  const cells = rows.map((r) => [String(r.clients), r.metric, r.siteflow, r.bare, r.ratio]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => (i === 1 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\nnode ${process.version}, ${os.cpus().length} cores, ${database.kind}, one-to-one at ${rate} msg/s for ${seconds} s, ${rounds} notices`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

if (process.env.IM_BENCH_ROLE === 'clients') await runClients();
else await runServer();
