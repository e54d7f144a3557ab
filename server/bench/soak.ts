/**
 * A soak: the real server (its own process, a fresh embedded database with the demo) under a mixed
 * load for SOAK_MINUTES (default 10): API reads (CurrentUser, the IM contacts, the todo list, the
 * hazard register), IM chat between the demo users both ways over their sockets, and photo uploads
 * each read back. Reports the server's memory (RSS) after 1 minute and at the end, and every failed
 * request: an HTTP error, an answer whose code is not 200, a chat message not delivered, a socket
 * closed by the server. Prints figures; asserts nothing (the issue's bar: memory at the end within
 * 15% of after 1 minute, 0 failed).
 *
 *   npm run soak                          10 minutes
 *   SOAK_MINUTES=3 npm run soak           shorter
 *   SOAK_API_WORKERS=4 SOAK_CHAT_MS=500 SOAK_UPLOAD_MS=2000   the load (workers in a loop, a chat
 *                                         message per user and an upload every so many ms)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { md5Hex } from '../src/lib/ids.js';
import { DEMO_PASSWORD } from '../src/seed/data/index.js';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!(v > 0)) throw new Error(`${name} must be a positive number`);
  return v;
};
const MINUTES = num('SOAK_MINUTES', 10);
const API_WORKERS = num('SOAK_API_WORKERS', 4);
const CHAT_MS = num('SOAK_CHAT_MS', 500);
const UPLOAD_MS = num('SOAK_UPLOAD_MS', 2000);
/** A chat message not received within this time counts as failed. */
const DELIVERY_MS = 10_000;
const ACCOUNTS = ['jianli', 'shigong', 'anquan', 'zongjian', 'yezhu', 'shiyan'];
/** The ones granted the hazard register (the lab technician is not). */
const READERS = ACCOUNTS.filter((a) => a !== 'shiyan');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    }).on('error', reject);
  });
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

interface Tally { ok: number; failed: number; ms: number[] }
const tallies = new Map<string, Tally>();
const failures: string[] = [];
function record(kind: string, ok: boolean, ms: number, why?: string): void {
  const t = tallies.get(kind) ?? { ok: 0, failed: 0, ms: [] };
  tallies.set(kind, t);
  if (ok) t.ok++;
  else {
    t.failed++;
    if (failures.length < 10) failures.push(`${kind}: ${why}`);
  }
  if (t.ms.length < 200_000) t.ms.push(ms);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteflow-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir,
      H5_DIR: path.join(dataDir, 'no-h5'), LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '',
      LOGIN_RATE_PER_IP: '100000', LOGIN_RATE_PER_ACCOUNT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => { if (server.exitCode === null) server.kill('SIGINT'); };
  process.on('exit', stop);
  try {
    process.stdout.write(`server pid ${server.pid} on ${base}, data in ${dataDir}: starting (migrate, demo)...\n`);
    for (let ready = false; !ready;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      ready = await fetch(`${base}/api/health`).then((r) => r.status === 200, () => false);
      if (!ready) await new Promise((r) => setTimeout(r, 500));
    }

    const tokens = new Map<string, string>();
    const ids = new Map<string, string>();
    for (const account of ACCOUNTS) {
      const res = await fetch(`${base}/api/oauth/Login`, {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account, password: md5Hex(DEMO_PASSWORD), grant_type: 'password' }),
      });
      const body = (await res.json()) as { code: number; msg: string; data?: { token: string } };
      if (body.code !== 200 || !body.data) throw new Error(`sign-in ${account}: ${body.code} ${body.msg}`);
      tokens.set(account, body.data.token);
      const me = (await (await fetch(`${base}/api/oauth/CurrentUser?type=app`, { headers: { authorization: body.data.token } })).json()) as {
        data: { userInfo: { userId: string } };
      };
      ids.set(account, me.data.userInfo.userId);
    }

    const until = Date.now() + MINUTES * 60_000;
    const running = () => Date.now() < until;

    /** One API call: HTTP 200 and code 200, else a failure; answers the body. */
    async function api(kind: string, account: string, url: string, init: RequestInit = {}): Promise<any> {
      const at = performance.now();
      try {
        const res = await fetch(`${base}${url}`, { ...init, headers: { authorization: tokens.get(account)!, ...init.headers } });
        const body = (await res.json()) as { code?: number; msg?: string; data?: unknown };
        const ok = res.status === 200 && body.code === 200;
        record(kind, ok, performance.now() - at, ok ? undefined : `HTTP ${res.status} code ${body.code} ${body.msg}`);
        return ok ? body.data : null;
      } catch (err) {
        record(kind, false, performance.now() - at, String(err));
        return null;
      }
    }
    const json = (payload: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });

    const reads: Array<[string, (account: string) => Promise<unknown>]> = [
      ['CurrentUser', (a) => api('CurrentUser', a, '/api/oauth/CurrentUser?type=app')],
      ['ImUser', (a) => api('ImUser', a, '/api/permission/Users/ImUser?currentPage=1&pageSize=20')],
      ['todo list', (a) => api('todo list', a, '/api/workflow/Engine/FlowBefore/List/1?currentPage=1&pageSize=20')],
      ['hazard register', (a) => api('hazard register', a, '/api/visualdev/OnlineDev/hazardInvestigat/List', json({ currentPage: 1, pageSize: 20 }))],
    ];
    const apiWorker = async (w: number) => {
      for (let i = w; running(); i++) {
        const account = READERS[i % READERS.length];
        await reads[i % reads.length][1](account);
      }
    };

    const uploader = async () => {
      while (running()) {
        const started = Date.now();
        const form = new FormData();
        form.append('file', new Blob([PNG], { type: 'image/png' }), 'soak.png');
        const data = await api('upload', 'anquan', '/api/file/Uploader/annexpic', { method: 'POST', body: form }) as { url: string } | null;
        if (data) {
          const at = performance.now();
          const res = await fetch(`${base}${data.url}`, { headers: { authorization: tokens.get('anquan')! } }).catch((err) => String(err));
          const ok = typeof res !== 'string' && res.status === 200 && Buffer.from(await res.arrayBuffer()).equals(PNG);
          record('download', ok, performance.now() - at, typeof res === 'string' ? res : `HTTP ${res.status}`);
        }
        await new Promise((r) => setTimeout(r, Math.max(0, UPLOAD_MS - (Date.now() - started))));
      }
    };

    // chat: each user's socket sends to the next user; a message counts once it is received
    const waiting = new Map<string, { at: number; timer: NodeJS.Timeout }>();
    const sockets = await Promise.all(ACCOUNTS.map((account) => new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/message/websocket`);
      ws.on('open', () => ws.send(JSON.stringify({ method: 'OnConnection', token: tokens.get(account), mobileDevice: true })));
      ws.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as { method: string; formMessage?: string };
        if (frame.method === 'initMessage') resolve(ws);
        else if (frame.method === 'receiveMessage' && frame.formMessage && waiting.has(frame.formMessage)) {
          const w = waiting.get(frame.formMessage)!;
          clearTimeout(w.timer);
          waiting.delete(frame.formMessage);
          record('chat delivered', true, performance.now() - w.at);
        } else if (frame.method === 'logout') record('chat socket', false, 0, `${account} logged out`);
      });
      ws.on('close', () => { if (running()) record('chat socket', false, 0, `${account}'s socket closed`); });
      ws.on('error', reject);
    })));
    let sent = 0;
    const chatter = async (i: number) => {
      const next = ACCOUNTS[(i + 1) % ACCOUNTS.length];
      while (running()) {
        const text = `soak ${i} ${sent++}`;
        const at = performance.now();
        const timer = setTimeout(() => {
          waiting.delete(text);
          record('chat delivered', false, DELIVERY_MS, `${ACCOUNTS[i]} → ${next} not delivered in ${DELIVERY_MS} ms`);
        }, DELIVERY_MS);
        waiting.set(text, { at, timer });
        sockets[i].send(JSON.stringify({ method: 'SendMessage', token: tokens.get(ACCOUNTS[i]), toUserId: ids.get(next), messageType: 'text', messageContent: text }));
        await new Promise((r) => setTimeout(r, CHAT_MS));
      }
    };

    const samples: Array<{ at: number; rss: number }> = [];
    const sampler = setInterval(() => samples.push({ at: Date.now(), rss: rssMb(server.pid!) }), 10_000);
    let afterOneMinute = NaN;
    const oneMinute = setTimeout(() => { afterOneMinute = rssMb(server.pid!); process.stdout.write(`after 1 minute: RSS ${afterOneMinute.toFixed(1)} MB\n`); }, 60_000);
    process.stdout.write(`soaking for ${MINUTES} minutes: ${API_WORKERS} API workers, ${ACCOUNTS.length} chatting sockets every ${CHAT_MS} ms, an upload every ${UPLOAD_MS} ms\n`);
    await Promise.all([
      ...Array.from({ length: API_WORKERS }, (_, w) => apiWorker(w)), uploader(), ...ACCOUNTS.map((_, i) => chatter(i)),
    ]);
    // the last messages have their delivery time to arrive
    while (waiting.size > 0) await new Promise((r) => setTimeout(r, 100));
    const atEnd = rssMb(server.pid!);
    clearInterval(sampler);
    clearTimeout(oneMinute);
    for (const ws of sockets) ws.close();

    const pct = (ms: number[], p: number) => { const s = [...ms].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN; };
    console.log(`\nsoak of ${MINUTES} min on PGlite, node ${process.version}, ${os.cpus().length} cores`);
    console.log('kind               ok        failed   p50 ms   p99 ms');
    let failed = 0;
    for (const [kind, t] of tallies) {
      failed += t.failed;
      console.log(`${kind.padEnd(17)}  ${String(t.ok).padStart(8)}  ${String(t.failed).padStart(6)}  ${pct(t.ms, 50).toFixed(1).padStart(7)}  ${pct(t.ms, 99).toFixed(1).padStart(7)}`);
    }
    console.log(`server RSS: ${afterOneMinute.toFixed(1)} MB after 1 minute, ${atEnd.toFixed(1)} MB at the end (${((atEnd / afterOneMinute - 1) * 100).toFixed(1)}%)`);
    console.log(`RSS every 10 s (MB): ${samples.map((s) => s.rss.toFixed(0)).join(' ')}`);
    console.log(`failed requests: ${failed}${failures.length ? `\n  ${failures.join('\n  ')}` : ''}`);
  } finally {
    stop();
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
