import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originOf } from '../../lib/clientOrigin.js';
import { AppError, CODE } from '../../lib/errors.js';
import { switchContract, switchProject } from './context.js';
import { md5OfSentPassword } from './loginPassword.js';
import { currentUserAnswer } from './profile.js';
import type { Device } from './repo.js';
import * as S from './schemas.js';
import { createOauthService } from './service.js';
import type { SmsSender } from './sms.js';
import { registerSmsRoutes } from './sms.routes.js';
import { registerSocialRoutes } from './socials.routes.js';

/** The web portal sends `jnpf-origin: pc` (linzen-origin in renamed 3.5 builds); the app (mini-program and H5) sends `app` or nothing. */
function deviceOf(request: FastifyRequest): Device {
  const origin = originOf(request.headers);
  return origin === 'pc' || origin === 'web' ? 'web' : 'app';
}

const MINUTE = 60_000;

export interface OauthRoutesOptions {
  /** Where SMS codes go; by default the one SMS_SENDER names. */
  smsSender?: SmsSender;
  /** Makes each SMS code; by default 6 random digits. */
  smsCode?: () => string;
}

export default async function oauthRoutes(fastify: FastifyInstance, opts: OauthRoutesOptions = {}) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = createOauthService({ db: app.db, config: app.config, now: app.now });

  /** Per client IP and per account: guessing passwords gets slow, an office NAT still signs in. */
  const byIp = app.createRateLimit({ max: app.config.loginRatePerIp, timeWindow: MINUTE, keyGenerator: (r) => `ip:${r.ip}` });
  const byAccount = app.createRateLimit({
    max: app.config.loginRatePerAccount, timeWindow: MINUTE,
    keyGenerator: (r) => `account:${String(((r.body ?? r.query) as { account?: string }).account ?? '').toLowerCase()}`,
  });
  async function loginRateLimit(request: FastifyRequest) {
    for (const limit of [byIp, byAccount]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(CODE.tooMany, `登录尝试过于频繁,请${result.ttlInSeconds}秒后再试`);
      }
    }
  }

  const signIn = (request: FastifyRequest, form: S.LoginFormType) => service.loginWithPassword(form.account, md5OfSentPassword(form.password, app.config.loginCipherKey), {
    device: deviceOf(request), ip: request.ip, clientId: form.clientId || undefined, ticket: form.jnpf_ticket || undefined,
  });

  app.post('/api/oauth/Login', { schema: { body: S.LoginForm }, preHandler: loginRateLimit },
    async (request, reply) => reply.ok(await signIn(request, request.body), '登录成功'));

  app.get('/api/oauth', { schema: { querystring: S.LoginForm }, preHandler: loginRateLimit },
    async (request, reply) => reply.ok(await signIn(request, request.query), '登录成功'));

  // WeChat, third-party and SMS sign-in: other files, the same rate limits and completeSignIn
  const signInContext = { service, deviceOf, loginRateLimit };
  registerSocialRoutes(app, signInContext);
  registerSmsRoutes(app, signInContext, { sender: opts.smsSender, newCode: opts.smsCode });

  app.get('/api/oauth/Logout', async (request, reply) => {
    await service.logout(request.user);
    return reply.ok(undefined, '退出成功');
  });

  app.post('/api/oauth/logoutCurrentUser', async (request, reply) => {
    await service.cancelAccount(request.user);
    return reply.ok(undefined, '注销成功');
  });

  app.get('/api/oauth/CurrentUser', { schema: { querystring: S.CurrentUserQuery } }, async (request, reply) => {
    return reply.okBytes(await currentUserAnswer(app.db, request.user, {
      // the App menus for ?type=app, or for a client that says it is the app without it (3.5)
      domain: `${request.protocol}://${request.host}`, now: app.now(), category: request.query.type || originOf(request.headers) === 'app' ? 'App' : 'Web',
    }));
  });

  app.get('/api/oauth/project-data', { schema: { querystring: S.ProjectQuery } },
    async (request, reply) => reply.ok(await switchProject(app.db, request.user, request.query.projectId, app.now()), '切换成功'));

  app.get('/api/oauth/contract-data/:id', { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await switchContract(app.db, request.user, request.params.id, app.now()), '切换成功'));

  app.get('/api/oauth/getConfig/:account', { schema: { params: S.AccountParams } },
    async (_request, reply) => reply.ok({ enableVerificationCode: 0, verificationCodeNumber: 4 }));

  app.get('/api/oauth/getLoginConfig', async (_request, reply) => reply.ok(service.loginConfig()));

  app.get('/api/oauth/getTicket', async (_request, reply) => reply.ok(await service.createTicket()));

  app.get('/api/oauth/getTicketStatus/:ticket', { schema: { params: S.TicketParams } },
    async (request, reply) => reply.ok(await service.ticketState(request.params.ticket)));

  // SiteFlow additions for QR sign-in: the signed-in app scans, then confirms
  app.post('/api/oauth/Ticket/:ticket/Scan', { schema: { params: S.TicketParams } }, async (request, reply) => {
    await service.scanTicket(request.params.ticket, request.user);
    return reply.ok(undefined, '扫码成功');
  });

  app.post('/api/oauth/Ticket/:ticket/Confirm', { schema: { params: S.TicketParams } }, async (request, reply) => {
    await service.confirmTicket(request.params.ticket, request.user, request.ip);
    return reply.ok(undefined, '登录成功');
  });
}
