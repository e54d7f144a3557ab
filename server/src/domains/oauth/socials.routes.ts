/** HTTP shape of WeChat and third-party sign-in (rules in socials.ts). */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, CODE } from '../../lib/errors.js';
import type { Device } from './repo.js';
import type { OauthService } from './service.js';
import { createSocialService } from './socials.js';
import { createWechatClient } from './wechat.js';

const md5Hex = Type.String({ minLength: 1, pattern: '^[0-9a-fA-F]{32}$', description: 'md5(plain) in hex' });
const clientId = Type.Optional(Type.String({ maxLength: 128 }));

const WechatCodeQuery = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 128, description: 'wx.login code' }),
  clientId,
});
const WechatBindingForm = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64 }),
  password: md5Hex,
  bindKey: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9a-f]+$' }),
  clientId,
});
const SourceParams = Type.Object({ source: Type.String({ minLength: 1, maxLength: 32 }) });
const TicketQuery = Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 64 })) });
const CallbackQuery = Type.Object({
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
  code: Type.Optional(Type.String({ maxLength: 256 })),
  state: Type.Optional(Type.String({ maxLength: 64 })),
});

export interface SignInRouteContext {
  service: OauthService;
  deviceOf(request: FastifyRequest): Device;
  /** Per IP and per account: for routes that check a password. */
  loginRateLimit(request: FastifyRequest): Promise<void>;
}

const MINUTE = 60_000;

export function registerSocialRoutes(fastify: FastifyInstance, { service, deviceOf, loginRateLimit }: SignInRouteContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const socials = createSocialService({
    db: app.db, config: app.config, now: app.now, oauth: service, wechat: createWechatClient(app.config),
  });

  // each code costs a call to WeChat: limit per client IP (the body has no account to key on)
  const byIp = app.createRateLimit({ max: app.config.loginRatePerIp, timeWindow: MINUTE, keyGenerator: (r) => `wechat-ip:${r.ip}` });
  async function wechatRateLimit(request: FastifyRequest) {
    const result = await byIp(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError(CODE.tooMany, `登录尝试过于频繁,请${result.ttlInSeconds}秒后再试`);
  }

  app.get('/api/oauth/GetWechatUserInfoByCode', { schema: { querystring: WechatCodeQuery }, preHandler: wechatRateLimit },
    async (request, reply) => {
      const client = { device: deviceOf(request), ip: request.ip, clientId: request.query.clientId || undefined };
      const data = await socials.signInWithWechatCode(request.query.code, client, request.log);
      return reply.ok(data, data.bound ? '登录成功' : '请绑定账号');
    });

  app.post('/api/oauth/WeChatBinding', { schema: { body: WechatBindingForm }, preHandler: loginRateLimit },
    async (request, reply) => {
      const client = { device: deviceOf(request), ip: request.ip, clientId: request.body.clientId || undefined };
      return reply.ok(await socials.bindWechat(request.body, client), '绑定成功');
    });

  app.get('/api/oauth/Login/socials', { schema: { querystring: TicketQuery } },
    async (request, reply) => reply.ok(socials.loginList(request.query.ticket || undefined)));

  app.get('/api/oauth/socials/render/:source', { schema: { params: SourceParams, querystring: TicketQuery } },
    async (request, reply) => reply.ok(await socials.render(
      request.params.source, request.query.ticket || undefined, `${request.protocol}://${request.host}`,
    )));

  app.get('/api/oauth/socials/app/callback/:source', { schema: { params: SourceParams, querystring: CallbackQuery } },
    async (request, reply) => {
      await socials.callback(request.params.source, request.query, request.ip, request.log);
      return reply.ok(undefined, '登录成功');
    });
}
