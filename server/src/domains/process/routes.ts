import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { registerRecordRule } from '../visualdev/recordRules.js';
import { processApplicationRule } from './rules.js';
import * as S from './schemas.js';
import * as service from './service.js';

/** /api/engineering/Process: the processes of each WBS part and their inspections (types/api/process.ts). */
export default async function processRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (): service.ProcessDeps => ({ db: app.db });
  const base = '/api/engineering/Process';
  // the application module's records obey the process order, however they are saved
  registerRecordRule(service.APPLICATION_MODULE, 'process', processApplicationRule);

  app.get(`${base}/Board`, { schema: { querystring: S.BoardQuery } },
    async (request, reply) => reply.ok(await service.board(deps(), request.user, request.query)));

  app.get(`${base}/Nodes/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await service.node(deps(), request.user, request.params.id)));
}
