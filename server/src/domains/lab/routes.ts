import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { registerRecordRule } from '../visualdev/recordRules.js';
import * as service from './service.js';

/** /api/lab: the laboratory's summaries (types/api/lab.ts), computed from module records. */
export default async function labRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (): service.LabDeps => ({ db: app.db, now: app.now });
  const base = '/api/lab';
  // what the lab's modules compute or check on every save
  for (const [code, rule] of Object.entries(service.recordRules)) {
    registerRecordRule(code, 'lab', async ({ db, user, recordId, draft, data }) => await rule({ db, user, recordId, draft }, data));
  }

  app.get(`${base}/MaterialSummary`, async (request, reply) => reply.ok(await service.materialSummary(deps(), request.user)));
  app.get(`${base}/LedgerSummary`, async (request, reply) => reply.ok(await service.ledgerSummary(deps(), request.user)));
  app.get(`${base}/ConsumeBalance`, async (request, reply) => reply.ok(await service.consumeBalance(deps(), request.user)));
}
