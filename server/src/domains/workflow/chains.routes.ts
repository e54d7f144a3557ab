/** /api/workflow/Engine/FlowEngine (API.md 9): the approval chains of the catalog's modules, read and edited. */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isV32Client } from '../../lib/clientOrigin.js';
import { callerOf } from '../permission/admin.routes.js';
import { createChainAdmin } from './chains.js';
import { flowEngineInfo } from './engine32.js';

const BASE = '/api/workflow/Engine/FlowEngine';
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const KeywordQuery = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) });
/** JNPF sends the node tree as a JSON string: a chain nests a level per node, deeper than a body may. */
const SaveBody = Type.Object({
  flowTemplateJson: Type.String({ minLength: 2, maxLength: 60_000 }),
  version: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
});

export default async function chainRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const chains = createChainAdmin(app.db);

  app.get(BASE, { schema: { querystring: KeywordQuery } },
    async (request, reply) => reply.ok(await chains.list(callerOf(request), request.query.keyword || undefined)));
  // one path, two callers: the JNPF 3.2 mobile client (no origin header) asks a flow's form to
  // launch it; the administration clients (jnpf-origin pc, or app from SiteFlow's screens) its chain
  app.get(`${BASE}/:id`, { schema: { params: IdParams } }, async (request, reply) => reply.ok(isV32Client(request.headers)
    ? await flowEngineInfo(app.db, request.user, request.params.id)
    : await chains.info(callerOf(request), request.params.id)));
  app.put(`${BASE}/:id`, { schema: { params: IdParams, body: SaveBody } },
    async (request, reply) => reply.ok(await chains.save(callerOf(request), request.params.id, request.body, app.now()), '保存成功,已生成新版本'));
}
