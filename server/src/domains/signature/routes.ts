import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { createDocuments, DOCUMENT_PATH } from './document.js';
import { DOCUMENT_CSP } from './documentHtml.js';
import * as S from './schemas.js';
import * as service from './service.js';
import { handSign } from './signing.js';

/** /api/Signature/signaturefddservice: the hand-sign push, the signer's items, signing, the document, person seals. */
export default async function signatureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/Signature/signaturefddservice';
  const documents = createDocuments({ db: app.db, now: app.now });

  // the app calls GetRoleSign/?flag=...; both spellings answer
  for (const url of [`${base}/GetRoleSign/`, `${base}/GetRoleSign`]) {
    app.post(url, { schema: { querystring: S.RoleSignQuery } },
      async (request, reply) => reply.ok(await service.roleSign(app.db, request.user.id, request.query.flag)));
  }

  app.post(`${base}/CreatePersonSeal`, async (request, reply) => reply.ok(await service.createPersonSeal(app.db, request.user.id, app.now())));

  app.get(`${base}/SignList`, { schema: { querystring: S.SignListQuery } },
    async (request, reply) => reply.ok(await service.signList(app.db, request.user.id, request.query)));

  app.get(`${base}/SignList/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await service.signRecord(app.db, request.user.id, request.params.id)));

  app.post(`${base}/HandSign/:id`, { schema: { params: S.IdParams, body: S.HandSignBody } }, async (request, reply) => {
    await handSign({ db: app.db, now: app.now, log: request.log, push: (ids, frame) => app.realtime.sendTo(ids, frame) }, request.user.id, request.params.id, request.body);
    return reply.ok(undefined, '签署成功');
  });

  app.get(`${base}/Document/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await documents.link(request.user.id, request.params.id)));

  // public (see plugins/auth.ts): a web-view cannot send a token; the signed, expiring link is the credential
  app.get(DOCUMENT_PATH, { schema: { querystring: S.DocumentQuery } }, async (request, reply) => {
    const page = await documents.open(request.query.encryption);
    return reply.code(page.status).type('text/html; charset=utf-8')
      .header('content-security-policy', DOCUMENT_CSP).header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer').header('cache-control', 'no-store')
      .send(page.html);
  });
}
