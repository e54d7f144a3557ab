import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

/** /api/lab: the laboratory's summaries (types/api/lab.ts), computed from module records. */
export default async function labRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (): service.LabDeps => ({ db: app.db, now: app.now });
  const base = '/api/lab';

  app.get(`${base}/MaterialSummary`, async (request, reply) => reply.ok(await service.materialSummary(deps(), request.user)));
  app.get(`${base}/LedgerSummary`, async (request, reply) => reply.ok(await service.ledgerSummary(deps(), request.user)));
  app.get(`${base}/ConsumeBalance`, async (request, reply) => reply.ok(await service.consumeBalance(deps(), request.user)));
}
