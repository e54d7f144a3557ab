import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as S from './schemas.js';
import * as service from './service.js';

/** /api/safety: the safety screens' views of module records (types/api/safety.ts). */
export default async function safetyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (): service.SafetyDeps => ({ db: app.db, now: app.now });
  const base = '/api/safety';

  app.get(`${base}/Hazards`, { schema: { querystring: S.HazardListQuery } },
    async (request, reply) => reply.ok(await service.listHazards(deps(), request.user, request.query)));

  app.get(`${base}/Hazards/Summary`, { schema: { querystring: S.HazardListQuery } },
    async (request, reply) => reply.ok(await service.hazardSummary(deps(), request.user, request.query)));

  app.get(`${base}/Hazards/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await service.hazardDetail(deps(), request.user, request.params.id)));

  app.get(`${base}/HazardCategories`,
    async (request, reply) => reply.ok(await service.hazardCategories(deps(), request.user)));

  app.get(`${base}/HazardTypes`, { schema: { querystring: S.ProposalQuery } },
    async (request, reply) => reply.ok(await service.hazardTypeProposals(deps(), request.user, request.query)));

  app.get(`${base}/Inspections`, { schema: { querystring: S.InspectionQuery } },
    async (request, reply) => reply.ok(await service.inspections(deps(), request.user, request.query)));

  app.get(`${base}/Inspections/Failures`, { schema: { querystring: S.InspectionQuery } },
    async (request, reply) => reply.ok(await service.inspectionFailures(deps(), request.user, request.query)));

  app.get(`${base}/Overview`,
    async (request, reply) => reply.ok(await service.overview(deps(), request.user)));

  app.get(`${base}/DangerSources`, { schema: { querystring: S.DangerSourceQuery } },
    async (request, reply) => reply.ok(await service.dangerSources(deps(), request.user, request.query)));

  app.get(`${base}/RiskGrades`, { schema: { querystring: S.RiskQuery } },
    async (request, reply) => reply.ok(await service.riskGrades(deps(), request.user, request.query)));
}
