import { createHash } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/index.js';
import { idempotencyKeys } from '../db/schema.js';
import { CODE } from '../lib/errors.js';
import { globalPlugin } from '../lib/globalPlugin.js';
import type { Envelope } from './envelope.js';

/**
 * Tier 2: `Idempotency-Key` on POST/PUT/DELETE of a signed-in user (DESIGN 2, weak networks).
 * The app's outbox resends a submission whose answer it never saw with the same key; the first
 * answer is stored and replayed, so the handler writes once however often the request arrives.
 * A key comes with the body it was first sent with (its canonical JSON's sha256): the same key
 * with another body is refused with 422, never answered with the first body's answer. So the
 * claim is made in preValidation, once the body is parsed; the auth gate (onRequest) has run by
 * then. Multipart bodies are read by their handler, later: for them only method and url count.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first attempt still running after this long died with its process: the key may be taken again. */
export const STALE_MS = 2 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'DELETE']);
/** A success, or a refusal the user has to fix, answers the same the next time; a crash or a rate limit may be tried again. */
const KEPT_CODES: ReadonlySet<number> = new Set([CODE.ok, CODE.badRequest]);

/** The app's outbox matches inProgress word for word: that 400 means "try again later", not "fix the form". */
export const IDEMPOTENCY_MESSAGES = {
  badKey: '幂等键格式不正确',
  inProgress: '该请求正在处理中，请稍候',
  otherRequest: '幂等键已用于其他请求',
  otherBody: '幂等键已用于内容不同的请求,请勿重复使用',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed; its answer is stored (or the claim dropped) when it is sent. */
    idempotencyKey: string | null;
  }
}

type Row = typeof idempotencyKeys.$inferSelect;
const whose = (userId: string, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims (user, key) for this request, taking over a row that expired or whose attempt went stale,
 * in one statement so two arrivals of the same key cannot both run. Returns null when claimed,
 * otherwise the row that holds the key.
 */
async function claim(db: Db, userId: string, key: string, request: Pick<Row, 'method' | 'url' | 'bodyHash'>, now: Date): Promise<Row | null> {
  const fresh = { ...request, status: 'in_progress', response: null, createdAt: now };
  const expired = lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS));
  const stale = and(eq(idempotencyKeys.status, 'in_progress'), lt(idempotencyKeys.createdAt, new Date(now.getTime() - STALE_MS)));
  // the holder may drop its claim between the insert and the read: then claim again
  for (let tries = 0; tries < 3; tries++) {
    const taken = await db.insert(idempotencyKeys).values({ userId, key, ...fresh })
      .onConflictDoUpdate({ target: [idempotencyKeys.userId, idempotencyKeys.key], set: fresh, setWhere: or(expired, stale) })
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return null;
    const [row] = await db.select().from(idempotencyKeys).where(whose(userId, key));
    if (row) return row;
  }
  return { userId, key, ...fresh };
}

/**
 * JSON with object keys sorted, so that the same fields in another order are the same body.
 * Recursive: plugins/input.ts has refused bodies nested deeper than lib/input.ts MAX_DEPTH.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** No body and an empty one are the same request (the app sends {} on actions without one). */
const bodyHash = (body: unknown): string => createHash('sha256').update(body === undefined || body === null ? '{}' : canonical(body)).digest('hex');

function parseEnvelope(payload: unknown): Envelope | null {
  if (typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as Envelope;
    return body && typeof body.code === 'number' ? body : null;
  } catch {
    return null;
  }
}

/** The stored envelope, its fields back in wire order (jsonb keeps keys in its own order). */
function replay(reply: FastifyReply, { code, msg, data }: Envelope): FastifyReply {
  const body = data === undefined ? { code, msg } : { code, msg, data };
  return reply.code(200).type('application/json; charset=utf-8').header(REPLAYED_HEADER, 'true').send(JSON.stringify(body));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer holds a secret that must not be written down (an import job's key): the
     * Idempotency-Key header is not honoured there, so its answer is never stored.
     */
    answerNotKept?: boolean;
  }
}

export default globalPlugin('idempotency', async (app) => {
  app.decorateRequest('idempotencyKey', null);
  let lastSweep = 0;

  async function sweep(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await app.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)));
  }

  app.addHook('preValidation', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (!METHODS.has(request.method) || header === undefined || !request.user || request.routeOptions.config?.answerNotKept) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) return reply.fail(CODE.badRequest, IDEMPOTENCY_MESSAGES.badKey);
    const now = app.now();
    await sweep(now);
    const sent = { method: request.method, url: request.url, bodyHash: request.isMultipart() ? null : bodyHash(request.body) };
    const held = await claim(app.db, request.user.id, header, sent, now);
    if (!held) {
      request.idempotencyKey = header;
      return;
    }
    if (held.method !== sent.method || held.url !== sent.url) return reply.fail(CODE.badRequest, IDEMPOTENCY_MESSAGES.otherRequest);
    if (held.bodyHash !== null && sent.bodyHash !== null && held.bodyHash !== sent.bodyHash) {
      return reply.fail(CODE.unprocessable, IDEMPOTENCY_MESSAGES.otherBody);
    }
    if (held.status !== 'done' || !held.response) return reply.fail(CODE.badRequest, IDEMPOTENCY_MESSAGES.inProgress);
    return replay(reply, held.response);
  });

  // Settled before the answer leaves, so a resend that arrives right after it finds the answer.
  app.addHook('onSend', async (request, _reply, payload) => {
    const key = request.idempotencyKey;
    if (!key) return payload;
    request.idempotencyKey = null;
    const envelope = parseEnvelope(payload);
    const where = whose(request.user.id, key);
    try {
      if (envelope && KEPT_CODES.has(envelope.code)) {
        await app.db.update(idempotencyKeys).set({ status: 'done', response: envelope }).where(where);
      } else {
        await app.db.delete(idempotencyKeys).where(where);
      }
    } catch (err) {
      // the handler's work is done: failing its answer now would make the client send it again
      request.log.error({ err, key }, 'idempotency key not settled');
    }
    return payload;
  });

  // An answer that never went through onSend (connection gone): drop the claim so a resend runs.
  app.addHook('onResponse', async (request) => {
    const key = request.idempotencyKey;
    if (!key) return;
    request.idempotencyKey = null;
    await app.db.delete(idempotencyKeys).where(whose(request.user.id, key));
  });
});
