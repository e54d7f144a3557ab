/**
 * The IM socket (API.md 6.2; app: src/core/socket.ts). One Connection per WebSocket:
 *
 * - The token comes in the path (3.4+) or in the OnConnection frame (3.2) and is checked once,
 *   at connect (again only when a frame carries another token): a refused token gets `logout`
 *   and the socket is closed. Frames then cost no session read; each only compares the app's
 *   clock with the token's expiry. A revoked token (logout, kick, cancellation, disabling,
 *   password change) gets `logout` + `closeSocket` at once on every instance, through the hub;
 *   and any change of a user on the change bus (realtime/changes.ts) checks that user's sockets
 *   again, so a revocation written some other way ends them too.
 * - A user who must change the password gets `error` with PASSWORD_CHANGE_REQUIRED and the socket closes.
 * - Frames of one socket are handled one after another, in order. A bad frame gets
 *   `{method:'error', msg}` and the socket stays open; nothing a client sends can crash it.
 * - Each socket may send RATE frames per second (bursts up to BURST); the rest are dropped.
 * - Heartbeat: a WebSocket ping every heartbeatMs; a socket that misses two pongs is cut.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/index.js';
import { AppError, CODE } from '../../lib/errors.js';
import type { Frame, Hub, Peer } from '../../realtime/hub.js';
import { onChange } from '../../realtime/changes.js';
import type { RevocationReason } from '../../realtime/revocations.js';
import { authenticateSession, PASSWORD_CHANGE_REQUIRED, REFUSALS, type SessionUser } from '../oauth/tokens.js';
import { checkValue, FRAME_MSG, parseFrame, type ClientFrame } from './frames.js';
import type { Im } from './im.js';
import {
  MessageListFrame, OnConnectionFrame, SendMessageFrame, UpdateReadMessageFrame,
  type MessageListFrameType, type SendMessageFrameType,
} from './schemas.js';

export interface ImSocketOptions {
  heartbeatMs: number;
  /** Frames per second per socket, and the burst allowed above it. */
  ratePerSecond: number;
  burst: number;
  /** A socket with no token in its path must send OnConnection within this time. */
  authTimeoutMs: number;
  /** A socket this far behind in reading (bytes queued) is cut: it would hold memory forever. */
  maxBufferedBytes: number;
}

export const DEFAULT_IM_SOCKET_OPTIONS: ImSocketOptions = {
  heartbeatMs: 30_000, ratePerSecond: 20, burst: 40, authTimeoutMs: 10_000, maxBufferedBytes: 8 * 1024 * 1024,
};

export const SOCKET_MSG = {
  expired: REFUSALS.expired.message,
  otherUser: '登录信息已变更,请重新登录',
  tooFast: '发送过于频繁,请稍后再试',
  internal: '服务器内部错误',
} as const;

/** What a socket of a revoked token is told. */
export const REVOKED_MSG: Record<RevocationReason, string> = {
  logout: REFUSALS.logout.message,
  kicked: REFUSALS.kicked.message,
  cancelled: REFUSALS.cancelled.message,
  disabled: REFUSALS.disabled.message,
  password: '密码已修改,请重新登录',
};

/** Close codes of the private range (4000-4999). */
const CLOSE = { logout: 4001, passwordChange: 4003, flood: 4008 } as const;
const OPEN = 1;
/** Service restart (RFC 6455): the server stops, the client should reconnect. */
const CLOSE_RESTART = 1012;
/** How long a stopping server waits for a client to answer its close. */
const CLOSE_WAIT_MS = 1_000;

/** A garbage or unknown token reads as an expired session: that is what the user can act on. */
function logoutMessage(err: AppError): string {
  return err === REFUSALS.invalid || err === REFUSALS.missing ? SOCKET_MSG.expired : err.message;
}

export interface ImSocketDeps {
  db: Db;
  hub: Hub;
  im: Im;
  now: () => Date;
  log: FastifyBaseLogger;
  options: ImSocketOptions;
}

type Handler = (c: Connection, user: SessionUser, frame: ClientFrame) => Promise<Frame | void>;

interface Connection extends Peer {
  missedPongs: number;
  /** Reads the socket's token again and logs it out if it is no longer good. */
  recheck(): void;
}

export function createImSockets(deps: ImSocketDeps) {
  const { db, hub, im, log, options } = deps;
  const connections = new Set<Connection & { socket: WebSocket }>();
  const pending = new Set<Promise<unknown>>();
  let shuttingDown = false;

  /** Client methods; OnConnection and ping answer, the rest push through the hub. */
  const HANDLERS: Record<string, Handler> = {
    OnConnection: async (_c, user, frame) => {
      checkValue(OnConnectionFrame, frame);
      return im.initMessage(user);
    },
    SendMessage: async (_c, user, frame) => {
      await im.send(user, checkValue(SendMessageFrame, frame) as SendMessageFrameType);
    },
    UpdateReadMessage: async (_c, user, frame) => {
      await im.markRead(user, (checkValue(UpdateReadMessageFrame, frame) as { formUserId: string }).formUserId);
    },
    MessageList: async (_c, user, frame) => im.messageList(user, checkValue(MessageListFrame, frame) as MessageListFrameType),
    ping: async () => ({ method: 'pong' }),
  };

  function track<T>(promise: Promise<T>): Promise<T> {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => undefined);
    return promise;
  }

  function open(socket: WebSocket, pathToken: string | undefined): void {
    let token = pathToken || null;
    let session: SessionUser | null = null;
    /** The token's expiry (ms), read with the session at connect. */
    let expiresAt = 0;
    let attached = false;
    let closed = false;
    let chain: Promise<void> = Promise.resolve();
    let allowance = options.burst;
    let refilledAt = deps.now().getTime();
    let lastRefusal = 0;
    let dropped = 0;

    const send = (frame: Frame | string) => {
      if (closed || socket.readyState !== OPEN) return;
      if (socket.bufferedAmount > options.maxBufferedBytes) {
        log.warn({ userId: session?.id }, 'im socket too slow, cut');
        socket.terminate();
        return;
      }
      socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    };
    /**
     * Frames sent with sendSoon in one turn of the event loop leave in one write (one system call
     * instead of one per frame): the TCP socket under ws is corked at the first and uncorked after
     * the turn. Frames sent meanwhile with `send` wait with them, keeping their order.
     */
    let corked = false;
    const sendSoon = (text: string) => {
      const raw = (socket as unknown as { _socket?: { cork?: () => void; uncork: () => void } })._socket;
      if (!corked && raw?.cork) {
        corked = true;
        raw.cork();
        setImmediate(() => {
          corked = false;
          raw.uncork();
        });
      }
      send(text);
    };
    /** `forMethod` / `toUserId` say which request was refused, so a client can mark that send failed. */
    const error = (msg: string, about?: ClientFrame) => send({
      method: 'error', msg,
      ...(about ? { forMethod: about.method, ...(typeof about.toUserId === 'string' ? { toUserId: about.toUserId } : {}) } : {}),
    });

    /** `logout`, then the socket closes; `closeSocket` too when the server decided it (revocation). */
    const logout = (msg: string, revoked = false) => {
      if (closed) return;
      send({ method: 'logout', msg });
      if (revoked) send({ method: 'closeSocket', msg });
      socket.close(CLOSE.logout, 'logout');
      finish();
    };

    const connection: Connection & { socket: WebSocket } = {
      socket,
      get userId() { return session?.id ?? ''; },
      get tokenId() { return session?.tokenId ?? ''; },
      send: (text) => send(text),
      sendSoon,
      logout: (msg) => logout(msg, true),
      missedPongs: 0,
      recheck: () => {
        recheck().catch((err: unknown) => log.error({ err, userId: session?.id }, 'im socket token recheck failed'));
      },
    };
    connections.add(connection);

    const authTimer = pathToken ? null : setTimeout(() => {
      if (!session) enqueue(async () => logout(REFUSALS.missing.message));
    }, options.authTimeoutMs);
    authTimer?.unref();

    function enqueue(work: () => Promise<void>): void {
      chain = track(chain.then(work).catch((err: unknown) => {
        log.error({ err, userId: session?.id }, 'im socket frame failed');
        error(SOCKET_MSG.internal);
      }));
    }

    /**
     * Whether the socket may go on with this frame; false when it was logged out. The token is read
     * at connect and when a frame brings another one; otherwise only its expiry is compared.
     */
    async function authorise(frameToken: unknown): Promise<boolean> {
      if (typeof frameToken === 'string' && frameToken && frameToken !== token) {
        token = frameToken;
        return check();
      }
      if (!session) return check();
      if (deps.now().getTime() >= expiresAt) {
        logout(logoutMessage(REFUSALS.expired));
        return false;
      }
      return !closed;
    }

    /** A change concerned this user: the token read again, outside the frame chain (frames go on). */
    async function recheck(): Promise<void> {
      if (closed || !session || !token) return;
      try {
        await authenticateSession(db, token, deps.now());
      } catch (err) {
        if (!(err instanceof AppError) || err.code < CODE.tokenInvalid) throw err;
        // the revoker publishes its logout (which says why: a password change, say) before the
        // change: once the bus has gone round, that logout has closed the socket if it is coming
        await hub.fence();
        logout(logoutMessage(err), true);
      }
    }

    /** The token read now; false when the socket was logged out. */
    async function check(): Promise<boolean> {
      let user: SessionUser;
      try {
        ({ user, expiresAt } = await authenticateSession(db, token ?? undefined, deps.now()));
      } catch (err) {
        if (!(err instanceof AppError) || err.code < CODE.tokenInvalid) throw err;
        logout(logoutMessage(err));
        return false;
      }
      if (user.mustChangePassword) {
        // not a logout: the token stays good for changing the password
        error(PASSWORD_CHANGE_REQUIRED.message);
        socket.close(CLOSE.passwordChange, 'password change required');
        finish();
        return false;
      }
      if (session && session.id !== user.id) {
        logout(SOCKET_MSG.otherUser);
        return false;
      }
      session = user;
      if (authTimer) clearTimeout(authTimer);
      if (!attached && !closed) {
        attached = true;
        if (await hub.attach(connection)) await im.announce(user.id, 'Online');
      }
      return !closed;
    }

    async function handle(data: string): Promise<void> {
      if (closed) return;
      const frame = parseFrame(data);
      if (typeof frame === 'string') return error(frame);
      if (!(await authorise(frame.token))) return;
      const handler = Object.hasOwn(HANDLERS, frame.method) ? HANDLERS[frame.method] : undefined;
      if (!handler) return error(FRAME_MSG.unknown(frame.method), frame);
      try {
        const answer = await handler(connection, session!, frame);
        if (answer) send(answer);
      } catch (err) {
        if (err instanceof AppError && err.code < CODE.internal) return error(err.message, frame);
        // named, so the app marks that send failed (a message not written is not acknowledged)
        log.error({ err, userId: session?.id, method: frame.method }, 'im socket frame failed');
        return error(SOCKET_MSG.internal, frame);
      }
    }

    /** Token bucket: RATE per second, BURST at once. */
    function allowed(): boolean {
      const now = deps.now().getTime();
      allowance = Math.min(options.burst, allowance + ((now - refilledAt) / 1000) * options.ratePerSecond);
      refilledAt = now;
      if (allowance >= 1) {
        allowance -= 1;
        dropped = 0;
        return true;
      }
      if (++dropped > options.burst * 10) {
        socket.close(CLOSE.flood, 'flood');
        finish();
      } else if (now - lastRefusal >= 1000) {
        lastRefusal = now;
        error(SOCKET_MSG.tooFast);
      }
      return false;
    }

    function finish(): void {
      if (closed) return;
      closed = true;
      if (authTimer) clearTimeout(authTimer);
      connections.delete(connection);
      // after whatever frame is in flight, so an attach is never undone before it happened
      chain = track(chain.then(async () => {
        if (!attached || shuttingDown) return; // on shutdown the hub forgets this instance at once
        const wentOffline = await hub.detach(connection);
        if (wentOffline) await im.announce(connection.userId, 'Offline');
      }).catch((err: unknown) => log.error({ err }, 'im socket close failed')));
    }

    socket.on('message', (data, isBinary) => {
      connection.missedPongs = 0;
      if (closed || !allowed()) return;
      if (isBinary) return error(FRAME_MSG.binary);
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8')
        : Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
      enqueue(() => handle(text));
    });
    socket.on('pong', () => { connection.missedPongs = 0; });
    socket.on('close', () => finish());
    socket.on('error', (err) => log.info({ err }, 'im socket error'));

    if (pathToken) enqueue(async () => { await authorise(pathToken); });
  }

  const stopHearing = onChange((change) => {
    const recheck = (peer: Peer) => { if (connections.has(peer as Connection & { socket: WebSocket })) (peer as Connection).recheck(); };
    if (change.kind === 'users') for (const id of change.userIds) for (const peer of hub.local(id)) recheck(peer);
    else if (change.kind === 'all') for (const c of connections) c.recheck();
  });

  const heartbeat = setInterval(() => {
    for (const c of connections) {
      if (c.missedPongs >= 2) {
        c.socket.terminate();
        continue;
      }
      c.missedPongs++;
      try {
        c.socket.ping();
      } catch {
        c.socket.terminate();
      }
    }
  }, options.heartbeatMs);
  heartbeat.unref();

  return {
    open,
    count: () => connections.size,
    /** Revoked tokens: their sockets on every instance hear `logout`. */
    revoked(userId: string, tokenIds: string[] | undefined, reason: RevocationReason): Promise<void> {
      return hub.revoke(userId, tokenIds, REVOKED_MSG[reason]);
    },
    /**
     * Stops announcing, closes every socket with 1012 (service restart: the client reconnects,
     * through the balancer to another instance), cuts those that do not answer within
     * CLOSE_WAIT_MS, waits for the frames in flight.
     */
    async close(): Promise<void> {
      shuttingDown = true;
      stopHearing();
      clearInterval(heartbeat);
      const open = [...connections].map((c) => c.socket);
      await Promise.all(open.map((socket) => new Promise<void>((resolve) => {
        const cut = setTimeout(() => { socket.terminate(); resolve(); }, CLOSE_WAIT_MS);
        socket.once('close', () => { clearTimeout(cut); resolve(); });
        socket.close(CLOSE_RESTART, 'restart');
      })));
      await Promise.allSettled([...pending]);
    },
  };
}

export type ImSockets = ReturnType<typeof createImSockets>;
