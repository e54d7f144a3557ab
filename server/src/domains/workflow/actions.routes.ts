import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FlowModel } from '../../../../types/api/workflow.js';
import type { SessionUser } from '../oauth/tokens.js';
import * as batch from './batch.js';
import { isV32Client } from '../../lib/clientOrigin.js';
import { formValuesOf } from './clientShapes.js';
import * as S from './schemas.js';
import * as engine32 from './engine32.js';
import * as service from './service.js';
import type { RecordFlowLauncher } from '../visualdev/service.js';

const BASE = '/api/workflow/Engine';

export const workflowDeps = (app: FastifyInstance): service.WorkflowDeps =>
  ({ db: app.db, now: app.now, publish: (input, opts) => app.messages.publish(input, opts), push: (ids, frame) => app.realtime.sendTo(ids, frame), log: app.log });

/** What a workbench module calls to launch (or save) its flow for a record, inside its own transaction. */
export function recordFlowLauncher(app: FastifyInstance): RecordFlowLauncher {
  return async (tx, user, input) => {
    const body = { ...(input.body as unknown as FlowModel), flowId: input.flowId, formData: input.formData, status: String(input.body.status ?? '0') };
    const out = await service.launchTask({ ...workflowDeps(app), db: tx }, user, { body, taskId: input.taskId, moduleRecordId: input.recordId }, tx);
    // no task id: the engine stopped for handlers to be chosen, and out.data names the nodes
    return { taskId: out.data ? '' : (out.taskIds[0] ?? input.taskId ?? ''), status: out.status, data: out.data };
  };
}

/** The body as the engine reads it: numbers where the client may send strings, the values whichever version's shape carries them. */
function model(body: S.FlowModelBodyType): FlowModel {
  const num = <T extends number>(v: unknown): T | undefined => (v === undefined || v === '' ? undefined : Number(v) as T);
  const { data: _sentAsString, ...rest } = body;
  return {
    ...rest, formData: formValuesOf(body), status: body.status === undefined ? undefined : String(body.status),
    freeApproverType: num<1 | 2>(body.freeApproverType), rejectType: num<1 | 2>(body.rejectType),
  } as FlowModel;
}

/** API.md 4.3: `{code:200,msg}`; data only when handlers must be chosen for nodes without one. */
const answer = (reply: FastifyReply, out: service.Outcome) => reply.ok(out.data, out.msg);

/** The actions, detail and choices of /api/workflow/Engine (API.md 4.2-4.4). */
export default async function workflowActionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (): service.WorkflowDeps => workflowDeps(app);
  const withBody = { schema: { params: S.IdParams, body: S.FlowModelBody } };
  type Action = (d: service.WorkflowDeps, u: SessionUser, id: string, b: FlowModel) => Promise<service.Outcome>;
  const byOperator: Array<[string, Action]> = [
    ['FlowBefore/Audit', service.audit],
    ['FlowBefore/Reject', service.rejectTask],
    ['FlowBefore/Transfer', service.transferTask],
    ['FlowBefore/freeApprover', service.addSigner],
    ['FlowBefore/SaveAudit', service.saveAudit],
    ['FlowBefore/Recall', service.recall],
    ['FlowBefore/Cancel', service.cancel],
    ['FlowBefore/Assign', service.assign],
    ['FlowBefore/Suspend', service.suspendTask],
    ['FlowBefore/Restore', service.restoreTask],
  ];
  for (const [path, action] of byOperator) {
    app.post(`${BASE}/${path}/:id`, withBody, async (request, reply) =>
      answer(reply, await action(deps(), request.user, request.params.id, model(request.body))));
  }

  app.post(`${BASE}/FlowBefore/BatchOperation`, { schema: { body: S.BatchBody } }, async (request, reply) => {
    const b = request.body;
    const out = await batch.batchOperation(deps(), request.user, { ...b, batchType: b.batchType === undefined ? undefined : Number(b.batchType) });
    return reply.ok(out, batch.BATCH_MSG.done);
  });

  app.post(`${BASE}/FlowTask`, { schema: { body: S.FlowModelBody } }, async (request, reply) => {
    const out = await service.launchTask(deps(), request.user, { body: model(request.body), taskId: null });
    return reply.ok(out.data ?? (out.taskIds.length ? { id: out.taskIds[0], ids: out.taskIds } : undefined), out.msg);
  });
  app.put(`${BASE}/FlowTask/:id`, withBody, async (request, reply) => {
    const out = await service.launchTask(deps(), request.user, { body: model(request.body), taskId: request.params.id });
    return reply.ok(out.data, out.msg);
  });

  // the 3.2 flow engine (engine32.ts)
  app.get(`${BASE}/FlowEngine/ListAll`, async (request, reply) => reply.ok(await engine32.listAll(app.db, request.user)));
  // FlowEngine/{id}: chains.routes.ts, where the administrators' call of the same path is
  app.get(`${BASE}/FlowTask/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await engine32.taskValues(app.db, request.user, request.params.id)));

  app.put(`${BASE}/FlowLaunch/:id/Actions/Withdraw`, withBody, async (request, reply) =>
    answer(reply, await service.withdraw(deps(), request.user, request.params.id, model(request.body))));
  app.post(`${BASE}/FlowLaunch/Press/:id`, { schema: { params: S.IdParams } }, async (request, reply) =>
    answer(reply, await service.press(deps(), request.user, request.params.id)));
  app.delete(`${BASE}/FlowLaunch/:id`, { schema: { params: S.IdParams } }, async (request, reply) =>
    answer(reply, await service.deleteDraft(deps(), request.user, request.params.id)));

  app.get(`${BASE}/FlowBefore/:id`, { schema: { params: S.IdParams, querystring: S.DetailQuery } }, async (request, reply) => {
    const info = await service.detail(deps(), request.user, request.params.id, request.query);
    // a 3.2 client JSON.parses flowFormInfo
    return reply.ok(isV32Client(request.headers) ? { ...info, flowFormInfo: JSON.stringify(info.flowFormInfo) } : info);
  });
  app.get(`${BASE}/FlowBefore/:id/Info`, { schema: { params: S.IdParams } }, async (request, reply) =>
    reply.ok(await service.isCheck(deps(), request.user, request.params.id)));
  app.get(`${BASE}/FlowBefore/RejectList/:id`, { schema: { params: S.IdParams } }, async (request, reply) =>
    reply.ok(await service.rejectList(deps(), request.user, request.params.id)));
  app.get(`${BASE}/FlowBefore/RecordList/:id`, { schema: { params: S.IdParams } }, async (request, reply) =>
    reply.ok(await service.recordList(deps(), request.user, request.params.id)));
  app.get(`${BASE}/FlowBefore/SubFlowInfo/:id`, { schema: { params: S.IdParams } }, async (_request, reply) => reply.ok([]));
  app.post(`${BASE}/FlowBefore/Candidates/:id`, withBody, async (request, reply) =>
    reply.ok(await service.candidates(deps(), request.user, request.params.id, model(request.body))));
  app.post(`${BASE}/FlowBefore/CandidateUser/:id`, withBody, async (request, reply) =>
    reply.ok(await service.candidateUsers(deps(), request.user, request.params.id, model(request.body))));
}
