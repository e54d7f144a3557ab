/**
 * /api/message (API.md 6.1 and 6.2): the message centre, IM conversations, the JS-SDK signature
 * and the IM socket. Every route but the socket needs a token (the auth gate); the socket checks
 * its token itself, on connect and on every frame.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { createJssdk } from './jssdk.js';
import * as S from './schemas.js';
import type { MessageService } from './service.js';
import type { ImSockets } from './socket.js';

const BASE = '/api/message';

export interface MessageRoutesOptions {
  service: MessageService;
  jssdk: ReturnType<typeof createJssdk>;
  sockets: ImSockets;
}

/** The JNPF client sends "any" as '' or null; a POST without body means {}. */
async function blankMeansAny(request: FastifyRequest): Promise<void> {
  if (request.body === undefined && request.method === 'POST') request.body = {};
  for (const part of [request.query, request.body]) {
    if (!part || typeof part !== 'object') continue;
    const fields = part as Record<string, unknown>;
    for (const key of S.BLANK_MEANS_ANY) if (fields[key] === '' || fields[key] === null) delete fields[key];
  }
}

export default async function messageRoutes(fastify: FastifyInstance, { service, jssdk, sockets }: MessageRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preValidation', blankMeansAny);

  app.get(BASE, { schema: { querystring: S.ListQuery } },
    async (request, reply) => reply.ok(await service.list(request.user, request.query)));

  app.get(`${BASE}/ReadInfo/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await service.readInfo(request.user, request.params.id)));

  app.get(`${BASE}/getUnReadMsgNum`, async (request, reply) => reply.ok(await service.unreadCounts(request.user.id)));

  app.post(`${BASE}/Actions/ReadAll`, { schema: { body: S.ReadAllBody } }, async (request, reply) => {
    await service.readAll(request.user.id, request.body.type);
    return reply.ok(undefined, '已全部标记为已读');
  });

  app.get(`${BASE}/imreply`, async (request, reply) => reply.ok(await service.conversations(request.user.id)));

  app.delete(`${BASE}/imreply/relocation/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await service.removeConversation(request.user.id, request.params.id, false);
    return reply.ok(undefined, '删除成功');
  });

  app.delete(`${BASE}/imreply/deleteChatRecord/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await service.removeConversation(request.user.id, request.params.id, true);
    return reply.ok(undefined, '删除成功');
  });

  app.post(`${BASE}/Notice`, { schema: { body: S.NoticeBody } },
    async (request, reply) => reply.ok(await service.publishNotice(request.user, request.body), '发布成功'));

  // the raw answer, not the envelope (SPEC 7 and 8); refusals are envelopes, as everywhere
  app.get(`${BASE}/wechatopen/getJssdkSinature`, { schema: { querystring: S.JssdkQuery } },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await jssdk.sign(request.query, request.log)));

  app.get(`${BASE}/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await service.noticeInfo(request.user, request.params.id)));

  // 3.4+: the token in the path; 3.2: only in the OnConnection frame
  app.get(`${BASE}/websocket/:token`, { websocket: true },
    (socket, request) => sockets.open(socket, (request.params as { token?: string }).token));
  app.get(`${BASE}/websocket`, { websocket: true }, (socket) => sockets.open(socket, undefined));
}
