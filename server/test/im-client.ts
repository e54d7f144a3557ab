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
  /**
   * Fails when such a frame has arrived by the time `fence` resolves: by default a ping answered
   * on this socket. The server writes one socket's frames in order and answers its frames one after
   * another, so whatever it sent this socket before answering the ping is here once the pong is.
   * Call it after the event the unwanted frame would have come with (another socket's frame of the
   * same push, the answer to the request that would have caused it); across instances, pass a
   * fence that travels the same way as the unwanted frame would have (a later frame from there).
   */
  none(method: string, where?: (f: Frame) => boolean, fence?: () => Promise<unknown>): Promise<void>;
  /** A ping and its pong: every frame the server sent this socket before has arrived. */
  roundTrip(): Promise<void>;
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
    async roundTrip() {
      for (const f of frames) if (f.method === 'pong') taken.add(f); // the pong of this ping, not an older one
      client.send('ping');
      await client.next('pong');
    },
    async none(method, where, fence = () => client.roundTrip()) {
      await fence();
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
