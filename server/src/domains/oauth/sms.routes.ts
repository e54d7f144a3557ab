/** HTTP shape of sign-in by SMS code (rules in sms.ts). */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, CODE } from '../../lib/errors.js';
import { createSmsSender, createSmsService, type SmsSender } from './sms.js';
import type { SignInRouteContext } from './socials.routes.js';

/** Mainland China mobile numbers. */
const mobile = Type.String({ minLength: 1, pattern: '^1[3-9]\\d{9}$', description: 'mainland mobile number' });

const MobileParams = Type.Object({ mobile });
const LoginSmsForm = Type.Object({
  mobile,
  code: Type.String({ minLength: 1, pattern: '^\\d{6}$' }),
  clientId: Type.Optional(Type.String({ maxLength: 128 })),
});

const MINUTE = 60_000;

export function registerSmsRoutes(
  fastify: FastifyInstance, { service, deviceOf }: SignInRouteContext,
  { sender, newCode }: { sender?: SmsSender, newCode?: () => string },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const sms = createSmsService({
    db: app.db, config: app.config, now: app.now, oauth: service, sender: sender ?? createSmsSender(app.config), newCode,
  });

  /** Per client IP and per number, over sending and signing in together: SMS cost and code guessing. */
  const limits = [
    app.createRateLimit({ max: app.config.smsRatePerIp, timeWindow: MINUTE, keyGenerator: (r) => `sms-ip:${r.ip}` }),
    app.createRateLimit({
      max: app.config.smsRatePerNumber, timeWindow: MINUTE,
      keyGenerator: (r) => `sms-mobile:${String(((r.body ?? r.params) as { mobile?: string }).mobile ?? '')}`,
    }),
  ];
  async function smsRateLimit(request: FastifyRequest) {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw new AppError(CODE.tooMany, `操作过于频繁,请${result.ttlInSeconds}秒后再试`);
    }
  }

  app.get('/api/oauth/SmsCode/:mobile', { schema: { params: MobileParams }, preHandler: smsRateLimit },
    async (request, reply) => {
      await sms.sendLoginCode(request.params.mobile, request.log);
      return reply.ok(undefined, '验证码已发送');
    });

  app.post('/api/oauth/LoginSms', { schema: { body: LoginSmsForm }, preHandler: smsRateLimit },
    async (request, reply) => {
      const { mobile: number, code, clientId } = request.body;
      const client = { device: deviceOf(request), ip: request.ip, clientId: clientId || undefined };
      return reply.ok(await sms.loginWithSms(number, code, client), '登录成功');
    });
}
