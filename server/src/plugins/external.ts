import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import zlib from 'node:zlib';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError, badRequest, CODE } from '../lib/errors.js';
import { globalPlugin } from '../lib/globalPlugin.js';
import { BROTLI_QUALITY_PER_CALL, COMPRESS_THRESHOLD, ENCODINGS } from '../lib/preEncoded.js';

/** Tier 1: third-party plugins, registered for the whole app. */
export default globalPlugin<{ config: Config }>('external', async (app, { config }) => {
  await app.register(cors, {
    // Only the origins CORS_ORIGINS lists: the H5 app is served from the server's own origin and
    // the mini-program is no browser page, so neither needs CORS; no other site's pages may call in.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // Idempotency-Key: the outbox resends submissions with it (plugins/idempotency.ts)
    allowedHeaders: ['Content-Type', 'Authorization', 'jnpf-origin', 'linzen-origin', 'vue-version', 'Accept-Language', 'Idempotency-Key'],
  });
  // Sites have weak signals: answers over 1 KB go brotli- or gzip-compressed when the client
  // accepts it (lib/preEncoded.ts: CurrentUser's kept answer once, not here on every call); the
  // H5 files come compressed by the build already.
  await app.register(compress, {
    global: true, threshold: COMPRESS_THRESHOLD, encodings: [...ENCODINGS],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_CALL } },
  });
  await app.register(formbody);
  // The app sends Content-Type: application/json on every call, also on actions without a body
  // (urge, delete, stop): an empty body is {} rather than Fastify's empty-JSON refusal.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('请求体不是有效的 JSON'));
    }
  });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 10 } });

  // a count that does not come within commandTimeout refuses the sign-in rather than hold it
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2_000 }) : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis connection error (rate limits)'));
    app.addHook('onClose', async () => { redis.disconnect(); });
  }
  // no global limit: routes opt in (login) through app.createRateLimit
  await app.register(rateLimit, { global: false, redis: redis ?? undefined, skipOnError: false });
  // a limit that cannot be counted (Redis down) refuses: sign-in guessing must not get through
  // because the store is gone. Routes see the refusal as any other, with a message.
  const create = app.createRateLimit;
  app.createRateLimit = (options) => {
    const limit = create(options);
    return async (request) => {
      try {
        return await limit(request);
      } catch (err) {
        request.log.error({ err }, 'rate limit store unreachable: refused');
        throw new AppError(CODE.unavailable, '服务暂时不可用,请稍后再试');
      }
    };
  };

  // the IM sockets are closed by domains/message/socket.ts (1012, once it stops announcing
  // presence), not by the plugin's default (1005, which clients cannot tell from a failure)
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 }, preClose: (done) => done() });
});
