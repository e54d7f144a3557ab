/**
 * The hub: this instance's userId → sockets map, and delivery of frames to users wherever they
 * are connected. Every frame addressed to users is published on the bus as {to, frame}; each
 * instance (this one included) hands it to its own sockets of those users. The hub knows nothing
 * of WebSocket or of who may see whom: the IM socket layer decides that.
 */
import type { Bus } from './bus.js';
import type { Presence } from './presence.js';

export type Frame = { method: string } & Record<string, unknown>;

/** One open socket of a signed-in user, as the hub sees it. */
export interface Peer {
  readonly userId: string;
  /** The token the socket authenticated with; revoking it closes the socket. */
  readonly tokenId: string;
  send(text: string): void;
  /**
   * Sends a frame that may wait for the end of this turn of the event loop, to go out in one write
   * with the others to the same socket (presence: a connecting crowd sends every socket an Online
   * per user). Peers without it get `send`.
   */
  sendSoon?(text: string): void;
  /** Sends `logout` and closes (token revoked elsewhere). */
  logout(msg: string): void;
}

/** Bus payloads. */
interface FramePayload {
  to: string[];
  frame: Frame;
  /** A field set to each recipient's user id (messagePush carries toUserId). */
  stamp?: string;
}
interface RevokePayload {
  userId: string;
  tokenIds?: string[];
  msg: string;
}

/** A frame about a user, for those of this instance's users who may see that user. */
interface AnnouncePayload {
  about: string;
  frame: Frame;
}
interface FencePayload {
  instanceId: string;
  id: number;
}

const FRAME = 'frame';
const REVOKE = 'revoke';
const FENCE = 'fence';
const ANNOUNCE = 'announce';
/** How long a fence waits for the bus before letting its caller go on (the bus is down). */
const FENCE_WAIT_MS = 2_000;

export interface Hub {
  readonly instanceId: string;
  /** Registers a socket. True when this is the user's first socket anywhere (the user came online). */
  attach(peer: Peer): Promise<boolean>;
  /** Unregisters a socket. True when it was the user's last socket anywhere (the user went offline). */
  detach(peer: Peer): Promise<boolean>;
  /**
   * Sends a frame about a user (Online, Offline) to every socket, on any instance, of the users
   * the audience (setAudience) says may see that user: each instance goes once through its own
   * sockets, so the cost does not depend on who is online elsewhere.
   */
  announce(about: string, frame: Frame): Promise<void>;
  /** Who may see whom, for announce; until set, announcements reach nobody. */
  setAudience(audience: (about: string) => (viewerId: string) => boolean): void;
  /** Sends a frame to every socket of these users, on any instance. */
  sendTo(userIds: readonly string[], frame: Frame, opts?: { stamp?: string }): Promise<void>;
  /** Closes the user's sockets of these tokens (all of them when no ids), on any instance. */
  revoke(userId: string, tokenIds: string[] | undefined, msg: string): Promise<void>;
  /**
   * Resolves once everything published on the bus before this call has reached this instance's
   * sockets (a message sent round the bus and back), or after FENCE_WAIT_MS when the bus is down.
   */
  fence(): Promise<void>;
  /** Users with a socket on any instance. */
  online(): Promise<Set<string>>;
  /** This instance's sockets of a user. */
  local(userId: string): ReadonlySet<Peer>;
  localSocketCount(): number;
  close(): Promise<void>;
}

export function createHub(deps: { bus: Bus; presence: Presence; instanceId: string; onError(err: unknown): void }): Hub {
  const { bus, presence } = deps;
  const sockets = new Map<string, Set<Peer>>();
  const NONE: ReadonlySet<Peer> = new Set();
  let count = 0;
  const fences = new Map<number, () => void>();
  let audience: ((about: string) => (viewerId: string) => boolean) | null = null;
  let fenceSeq = 0;

  /** JSON of the frame, once; with a stamp, spliced per user instead of re-serialised. */
  function deliver({ to, frame, stamp }: FramePayload): void {
    const json = JSON.stringify(frame);
    const head = stamp ? `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}${JSON.stringify(stamp)}:` : '';
    for (const userId of to) {
      const peers = sockets.get(userId);
      if (!peers) continue;
      const text = stamp ? `${head}${JSON.stringify(userId)}}` : json;
      for (const peer of peers) {
        try {
          peer.send(text);
        } catch (err) {
          deps.onError(err);
        }
      }
    }
  }

  function announceLocal({ about, frame }: AnnouncePayload): void {
    if (!audience) return;
    const sees = audience(about);
    const text = JSON.stringify(frame);
    for (const [userId, peers] of sockets) {
      if (userId === about || !sees(userId)) continue;
      for (const peer of peers) {
        try {
          if (peer.sendSoon) peer.sendSoon(text);
          else peer.send(text);
        } catch (err) {
          deps.onError(err);
        }
      }
    }
  }

  function revokeLocal({ userId, tokenIds, msg }: RevokePayload): void {
    for (const peer of [...(sockets.get(userId) ?? [])]) {
      if (!tokenIds || tokenIds.includes(peer.tokenId)) peer.logout(msg);
    }
  }

  const subscribed = bus.subscribe((channel, payload) => {
    if (channel === FRAME) deliver(payload as FramePayload);
    else if (channel === REVOKE) revokeLocal(payload as RevokePayload);
    else if (channel === ANNOUNCE) announceLocal(payload as AnnouncePayload);
    else if (channel === FENCE) {
      const { instanceId, id } = payload as FencePayload;
      if (instanceId === deps.instanceId) fences.get(id)?.();
    }
  });

  return {
    instanceId: deps.instanceId,

    async attach(peer) {
      await subscribed;
      const peers = sockets.get(peer.userId);
      if (peers) {
        if (!peers.has(peer)) count++;
        peers.add(peer);
        return false;
      }
      sockets.set(peer.userId, new Set([peer]));
      count++;
      await presence.add(peer.userId);
      return !(await presence.elsewhere(peer.userId));
    },

    async detach(peer) {
      const peers = sockets.get(peer.userId);
      if (!peers?.delete(peer)) return false;
      count--;
      if (peers.size > 0) return false;
      sockets.delete(peer.userId);
      await presence.remove(peer.userId);
      return !(await presence.elsewhere(peer.userId));
    },

    async sendTo(userIds, frame, opts = {}) {
      if (userIds.length === 0) return;
      const payload: FramePayload = { to: [...userIds], frame, ...(opts.stamp ? { stamp: opts.stamp } : {}) };
      await bus.publish(FRAME, payload);
    },

    async announce(about, frame) {
      const payload: AnnouncePayload = { about, frame };
      await bus.publish(ANNOUNCE, payload);
    },

    setAudience(fn) {
      audience = fn;
    },

    async revoke(userId, tokenIds, msg) {
      const payload: RevokePayload = { userId, msg, ...(tokenIds ? { tokenIds } : {}) };
      await bus.publish(REVOKE, payload);
    },

    async fence() {
      const id = ++fenceSeq;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve) => {
        fences.set(id, resolve);
        timer = setTimeout(resolve, FENCE_WAIT_MS);
        timer.unref();
      });
      const payload: FencePayload = { instanceId: deps.instanceId, id };
      try {
        await bus.publish(FENCE, payload);
        await back;
      } catch (err) {
        deps.onError(err);
      } finally {
        clearTimeout(timer);
        fences.delete(id);
      }
    },

    online: () => presence.all(),
    local: (userId) => sockets.get(userId) ?? NONE,
    localSocketCount: () => count,

    async close() {
      sockets.clear();
      count = 0;
      await presence.close();
      await bus.close();
    },
  };
}
