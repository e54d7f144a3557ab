/**
 * Server processes for the multi-instance tests: `src/main.ts` as it runs in production, on a
 * given database and Redis. Each instance keeps its caches in its own process memory, which two
 * apps built in one test process would share, so only separate processes show what another
 * instance sees.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Envelope } from './helpers.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Instance {
  base: string;
  process: ChildProcess;
  /** What the process wrote to stdout and stderr so far (its log). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string | null>;
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `src/main.ts` with env (DATABASE_URL, REDIS_URL, DATA_DIR…) and resolves once `readyPath`
 * answers HTTP 200 (or rejects with the process's log when it exits first or takes over timeoutMs).
 */
export async function startInstance(env: Record<string, string>, { readyPath = '/api/health', timeoutMs = 60_000 } = {}): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: '0', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let gone = false;
  void exited.then(() => { gone = true; });
  const base = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    base,
    process: child,
    output: () => log,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`instance exited before it was ready:\n${log}`);
    const status = await fetch(base + readyPath).then((r) => r.status, () => 0);
    if (status === 200) return instance;
    if (Date.now() > end) {
      await instance.stop('SIGKILL');
      throw new Error(`instance not ready within ${timeoutMs} ms (last status ${status}):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An API call over HTTP, returning the envelope (every answer is HTTP 200 with one). */
export async function http<T = any>(base: string, url: string, init: { method?: string, token?: string, form?: Record<string, string>, json?: object, headers?: Record<string, string> } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = init.token;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await fetch(base + url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${url}: ${text}`);
  return JSON.parse(text) as Envelope<T>;
}

/** Signs a demo user in on `base` and returns the token. */
export async function signIn(base: string, account: string, password: string): Promise<string> {
  const res = await http<{ token: string }>(base, '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password', {
    form: { account, password, origin: 'password', grant_type: 'password' },
  });
  if (res.code !== 200 || !res.data) throw new Error(`login ${account}: ${res.code} ${res.msg}`);
  return res.data.token;
}
