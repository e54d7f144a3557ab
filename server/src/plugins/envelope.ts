import type { FastifyError, FastifyReply } from 'fastify';
import { AppError, CODE } from '../lib/errors.js';
import { globalPlugin } from '../lib/globalPlugin.js';
import { acceptedEncoding, COMPRESS_THRESHOLD, encodedOnce } from '../lib/preEncoded.js';
import { validationMessage, type ValidationIssue } from '../lib/validationMessage.js';

/**
 * Every answer is the JNPF envelope `{code, msg, data}` with HTTP 200, errors included.
 * The JNPF client reads body.code only when the HTTP status is 200 (API.md 1 and 3), so a
 * validation error is HTTP 200 + `{code: 400, msg: '<field> ...'}`: the user sees the message,
 * not a generic "request failed". Statuses other than 200 come only from outside this handler
 * (static files, websocket upgrades).
 */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

declare module 'fastify' {
  interface FastifyReply {
    ok<T>(data?: T, msg?: string): FastifyReply;
    /** ok() for data already serialised: the same bytes, without stringifying it again. */
    okJson(dataJson: string, msg?: string): FastifyReply;
    /**
     * A whole envelope already encoded (envelopeBytes) and kept: sent as it is, or in its
     * compressed form made once per Buffer (lib/preEncoded.ts), not compressed again per call.
     */
    okBytes(envelope: Buffer): FastifyReply;
    fail(code: number, msg: string): FastifyReply;
  }
}

/** Client-side failures fastify raises itself, by HTTP status. */
const STATUS_MESSAGES: Record<number, string> = {
  400: '请求格式不正确',
  404: '接口不存在',
  405: '请求方法不正确',
  406: '不支持的响应格式',
  413: '上传内容超过大小限制',
  415: '不支持的请求类型',
  429: '请求过于频繁,请稍后再试',
};

/** The bytes okJson sends, for an answer kept ready to send (okBytes). */
export const envelopeBytes = (dataJson: string, msg = 'Success'): Buffer =>
  Buffer.from(`{"code":${CODE.ok},"msg":${JSON.stringify(msg)},"data":${dataJson}}`);

function send(reply: FastifyReply, body: Envelope): FastifyReply {
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

export default globalPlugin('envelope', async (app) => {
  app.decorateReply('ok', function ok(this: FastifyReply, data?: unknown, msg = 'Success') {
    return send(this, data === undefined ? { code: CODE.ok, msg } : { code: CODE.ok, msg, data });
  });
  app.decorateReply('okJson', function okJson(this: FastifyReply, dataJson: string, msg = 'Success') {
    return this.code(200).type('application/json; charset=utf-8').send(`{"code":${CODE.ok},"msg":${JSON.stringify(msg)},"data":${dataJson}}`);
  });
  app.decorateReply('okBytes', function okBytes(this: FastifyReply, envelope: Buffer) {
    this.code(200).type('application/json; charset=utf-8');
    const { headers } = this.request;
    const encoding = envelope.length >= COMPRESS_THRESHOLD && headers['x-no-compression'] === undefined
      ? acceptedEncoding(headers['accept-encoding']) : null;
    if (!encoding) return this.send(envelope);
    // a Content-Encoding already set tells @fastify/compress to leave it
    return this.header('Vary', 'Accept-Encoding').header('Content-Encoding', encoding).send(encodedOnce(envelope, encoding));
  });
  app.decorateReply('fail', function fail(this: FastifyReply, code: number, msg: string) {
    return send(this, { code, msg });
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return reply.fail(error.code, error.message);
    if (error.validation) {
      return reply.fail(CODE.badRequest, validationMessage(error.validation as ValidationIssue[], error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const code = status === 429 ? CODE.tooMany : status === 404 ? CODE.notFound : CODE.badRequest;
      return reply.fail(code, STATUS_MESSAGES[status] ?? '请求出错,请重试');
    }
    request.log.error({ err: error }, 'unexpected error'); // the request logger carries reqId
    return reply.fail(CODE.internal, '服务器内部错误');
  });

  app.setNotFoundHandler((_request, reply) => reply.fail(CODE.notFound, STATUS_MESSAGES[404]));
});
