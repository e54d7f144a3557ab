/**
 * A test IM client over the `ws` package, speaking as src/core/socket.ts does: the token in the
 * path, OnConnection first, the token in every frame. Frames are kept in arrival order;
 * `next(method)` takes the first one of that method not taken yet, waiting for it if needed.
 */
import WebSocket from 'ws';

export type Frame = { method: string } & Record<string, any>;

export interface ImClient {
  ws: WebSocket;
  frames: Frame[];
  send(method: string, fields?: Record<string, unknown>): void;
  sendRaw(data: string | Buffer): void;
  next(method: string, where?: (f: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Resolves when no such frame arrives within ms. */
  none(method: string, where?: (f: Frame) => boolean, ms?: number): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Put the token in the path (default) or only in the OnConnection frame. */
  inPath?: boolean;
  /** Send OnConnection on open (default). */
  onConnection?: boolean;
  wsOptions?: WebSocket.ClientOptions;
}

/** `base` is the app's http://host:port. */
export async function connectIm(base: string, token: string, opts: ConnectOptions = {}): Promise<ImClient> {
  const root = `${base.replace(/^http/, 'ws')}/api/message/websocket`;
  const ws = new WebSocket(opts.inPath === false ? root : `${root}/${encodeURIComponent(token)}`, opts.wsOptions);
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of [...waiters]) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  const find = (method: string, where: (f: Frame) => boolean = () => true) =>
    frames.find((f) => f.method === method && !taken.has(f) && where(f));
  const client: ImClient = {
    ws, frames, closed,
    send(method, fields = {}) {
      ws.send(JSON.stringify({ method, token, ...fields }));
    },
    sendRaw(data) {
      ws.send(data);
    },
    next(method, where, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const frame = find(method, where);
          if (!frame) return false;
          taken.add(frame);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(frame);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${method} frame within ${timeoutMs} ms; got ${JSON.stringify(frames.map((f) => f.method))}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async none(method, where, ms = 300) {
      await new Promise((r) => setTimeout(r, ms));
      const frame = find(method, where);
      if (frame) throw new Error(`unexpected ${method} frame: ${JSON.stringify(frame)}`);
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  if (opts.onConnection !== false) client.send('OnConnection', { mobileDevice: true, systemId: 'test' });
  return client;
}
