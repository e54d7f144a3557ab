/** /api/permission/Users/Current/*: the caller's own record. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, CODE } from '../../lib/errors.js';
import { setMajor, userOrganizes, userPositions } from './major.js';
import { modifyPassword } from './password.js';
import { createProfileService } from './profile.js';
import * as S from './schemas.js';
import { createSignService } from './sign.js';
import { subordinates } from './subordinate.js';

const BASE = '/api/permission/Users/Current';
const MINUTE = 60_000;

export default async function currentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const profile = createProfileService(app.db, app.config, app.now);
  const signs = createSignService(app.db, app.now);
  // the old password is a secret worth guessing: as slow per user as sign-in per account
  const passwordLimit = app.createRateLimit({
    max: app.config.loginRatePerAccount, timeWindow: MINUTE, keyGenerator: (r) => `modify-password:${r.user.id}`,
  });

  app.get(`${BASE}/BaseInfo`, async (request, reply) => reply.ok(await profile.baseInfo(request.user)));

  app.put(`${BASE}/BaseInfo`, { schema: { body: S.BaseInfoBody } }, async (request, reply) => {
    await profile.updateBaseInfo(request.user, request.body);
    return reply.ok(undefined, '修改成功');
  });

  app.put(`${BASE}/Avatar/:id`, { schema: { params: S.AvatarParams } },
    async (request, reply) => reply.ok(await profile.setAvatar(request.user, request.params.id), '修改成功'));

  app.post(`${BASE}/Actions/ModifyPassword`, {
    schema: { body: S.ModifyPasswordBody },
    preHandler: async (request) => {
      const limit = await passwordLimit(request);
      if (!limit.isAllowed && limit.isExceeded) throw new AppError(CODE.tooMany, `操作过于频繁,请${limit.ttlInSeconds}秒后再试`);
    },
  }, async (request, reply) => {
    await modifyPassword(app.db, request.user, request.body.oldPassword, request.body.password, app.now(), request.ip);
    return reply.ok(undefined, '修改成功,请牢记新密码');
  });

  app.get(`${BASE}/Subordinate/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await subordinates(app.db, request.user, request.params.id)));

  app.put(`${BASE}/major`, { schema: { body: S.MajorBody } }, async (request, reply) => {
    await setMajor(app.db, request.user, request.body.majorType, request.body.majorId, app.now());
    return reply.ok(undefined, '切换成功');
  });

  app.get(`${BASE}/getUserOrganizes`, async (request, reply) => reply.ok(await userOrganizes(app.db, request.user)));
  app.get(`${BASE}/getUserPositions`, async (request, reply) => reply.ok(await userPositions(app.db, request.user)));

  app.get(`${BASE}/SignImg`, async (request, reply) => reply.ok(await signs.list(request.user.id)));

  app.post(`${BASE}/SignImg`, { schema: { body: S.SignImgBody } }, async (request, reply) => {
    const { signImg, isDefault } = request.body;
    return reply.ok(await signs.create(request.user.id, signImg, Boolean(isDefault)), '新建成功');
  });

  app.put(`${BASE}/:id/SignImg`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await signs.setDefault(request.user.id, request.params.id);
    return reply.ok(undefined, '设置成功');
  });

  app.delete(`${BASE}/:id/SignImg`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await signs.remove(request.user.id, request.params.id);
    return reply.ok(undefined, '删除成功');
  });

  app.get('/api/permission/socials/login', async (request, reply) => reply.ok(await profile.socials(request.user)));
}
