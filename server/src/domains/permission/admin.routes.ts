/**
 * /api/permission administration (API.md 9): people, units, positions, roles and grants, role
 * members, projects and their sections and members, project administrators. Who may call what is
 * decided in the services (adminScope.ts): system administrators everything, a project
 * administrator their projects, anyone else nothing.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.js';
import { createFileService } from '../file/service.js';
import { createSmsSender } from '../oauth/sms.js';
import { workflowDeps } from '../workflow/actions.routes.js';
import * as S from './admin.schemas.js';
import { workHandover } from './handover.js';
import { createImportJobs, IMPORT_JOBS_TIMER } from './importJobs.js';
import { createOrganizeAdmin } from './organizeAdmin.js';
import { createPeopleAdmin } from './people.js';
import { createPeopleImport } from './peopleImport.js';
import { createProjectAdmin } from './projects.js';
import { createRoleAdmin, type Caller } from './roles.js';

const BASE = '/api/permission';

export const callerOf = (request: FastifyRequest): Caller => ({
  id: request.user.id, isAdmin: request.user.isAdmin, account: request.user.account, ip: request.ip,
});

export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const people = createPeopleAdmin(db);
  const imports = createPeopleImport(db, createFileService({ db, config: app.config, now: app.now, store: app.fileStore }));
  const jobs = createImportJobs({
    db, imports, now: () => app.now(), log: app.log,
    sms: app.config.smsGateway?.templates.initialPassword ? createSmsSender(app.config) : null,
  });
  // a job live at start-up whose runner stopped beating died with its process (importJobs.ts)
  app.addHook('onReady', async () => {
    await jobs.interruptStale().catch((err: unknown) => app.log.error({ err }, 'could not mark dead import jobs interrupted'));
  });
  app.addHook('onClose', async () => { await jobs.stop(); });
  app.timers.add(IMPORT_JOBS_TIMER, () => jobs.tidy());
  const orgs = createOrganizeAdmin(db);
  const roles = createRoleAdmin(db);
  const projects = createProjectAdmin(db);
  const now = () => app.now();

  // --- people ---------------------------------------------------------------------------------
  app.get(`${BASE}/Users`, { schema: { querystring: S.PeopleQuery } },
    async (request, reply) => reply.ok(await people.list(callerOf(request), request.query, now())));
  app.post(`${BASE}/Users`, { schema: { body: S.PersonBody } },
    async (request, reply) => reply.ok(await people.create(callerOf(request), request.body, now()), '新建成功'));
  app.get(`${BASE}/Users/TemplateDownload`, async (request, reply) => reply.ok(await imports.template(callerOf(request))));
  app.post(`${BASE}/Users/Uploader`, async (request, reply) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw badRequest('file 不能为空,请以 multipart/form-data 的 file 字段上传 xlsx 文件');
    }
    return reply.ok(await imports.upload(callerOf(request), part), '上传成功');
  });
  app.get(`${BASE}/Users/ImportPreview`, { schema: { querystring: S.FileNameQuery } },
    async (request, reply) => reply.ok({ ...await imports.preview(callerOf(request), request.query.fileName), smsAvailable: jobs.smsAvailable }));
  app.post(`${BASE}/Users/ImportData`, { schema: { body: S.ImportDataBody } }, async (request, reply) => {
    if (!request.body.fileName && !request.body.list?.length) throw badRequest('请先上传导入文件');
    const result = await imports.importData(callerOf(request), request.body, now());
    return reply.ok(result, result.snum ? `导入成功 ${result.snum} 人` : '没有导入任何人员');
  });
  // its answer carries the key of the job's passwords: never stored for an Idempotency-Key replay
  // its answer carries the key of the job's passwords: never stored for an Idempotency-Key replay
  app.post(`${BASE}/Users/ImportJob`, { schema: { body: S.ImportJobBody }, config: { answerNotKept: true } },
    async (request, reply) => reply.ok(await jobs.start(callerOf(request), request.body), '已开始导入'));
  app.get(`${BASE}/Users/ImportJob/:id`, { schema: { params: S.IdParams, headers: S.ImportJobHeaders } },
    async (request, reply) => reply.ok(await jobs.read(callerOf(request), request.params.id, request.headers['x-import-key'])));
  app.delete(`${BASE}/Users/ImportJob/:id/Passwords`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await jobs.forget(callerOf(request), request.params.id), '初始密码已清除'));
  app.post(`${BASE}/Users/ExportExceptionData`, { schema: { body: S.BadRowsBody } },
    async (request, reply) => reply.ok(await imports.exportBadRows(callerOf(request), request.body.list)));
  app.get(`${BASE}/Users/ExportData`, { schema: { querystring: S.PeopleQuery } },
    async (request, reply) => reply.ok(await imports.exportPeople(callerOf(request), request.query, now())));
  app.post(`${BASE}/Users/workHandover`, { schema: { body: S.HandoverBody } },
    async (request, reply) => reply.ok(await workHandover(workflowDeps(app), request.user, callerOf(request), request.body), '移交完成'));
  app.get(`${BASE}/Users/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await people.info(callerOf(request), request.params.id, now())));
  app.put(`${BASE}/Users/:id`, { schema: { params: S.IdParams, body: S.PersonUpdateBody } }, async (request, reply) => {
    await people.update(callerOf(request), request.params.id, request.body, now());
    return reply.ok(undefined, '修改成功');
  });
  app.delete(`${BASE}/Users/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await people.remove(callerOf(request), request.params.id, now());
    return reply.ok(undefined, '删除成功');
  });
  app.post(`${BASE}/Users/:id/Actions/ResetPassword`, { schema: { params: S.IdParams, body: S.ResetPasswordBody } },
    async (request, reply) => reply.ok(await people.resetPassword(callerOf(request), request.params.id, request.body, now()), '重置成功'));
  app.put(`${BASE}/Users/:id/Actions/State`, { schema: { params: S.IdParams, body: S.StateBody } }, async (request, reply) => {
    const result = await people.setState(callerOf(request), request.params.id, request.body.enabledMark, now());
    return reply.ok(result, request.body.enabledMark ? '已启用' : '已禁用');
  });
  for (const action of ['Unlock', 'unlock']) {
    app.put(`${BASE}/Users/:id/Actions/${action}`, { schema: { params: S.IdParams } }, async (request, reply) => {
      await people.unlock(callerOf(request), request.params.id, now());
      return reply.ok(undefined, '解锁成功');
    });
  }
  app.get(`${BASE}/Users/:id/OpenTasks`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok({ list: await people.openTasks(callerOf(request), request.params.id) }));

  // --- units, departments, positions -----------------------------------------------------------
  app.get(`${BASE}/Organize`, async (request, reply) => reply.ok(await orgs.tree(callerOf(request))));
  app.get(`${BASE}/Organize/Tree`, async (request, reply) => reply.ok(await orgs.tree(callerOf(request))));
  app.post(`${BASE}/Organize`, { schema: { body: S.OrganizeBody } },
    async (request, reply) => reply.ok(await orgs.createUnit(callerOf(request), request.body, now()), '新建成功'));
  app.post(`${BASE}/Organize/Department`, { schema: { body: S.OrganizeBody } },
    async (request, reply) => reply.ok(await orgs.createDepartment(callerOf(request), request.body, now()), '新建成功'));
  app.get(`${BASE}/Organize/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await orgs.info(callerOf(request), request.params.id)));
  for (const [path, category] of [['Organize', null], ['Organize/Department', 'department']] as const) {
    app.put(`${BASE}/${path}/:id`, { schema: { params: S.IdParams, body: S.OrganizeBody } }, async (request, reply) => {
      await orgs.update(callerOf(request), request.params.id, request.body, category, now());
      return reply.ok(undefined, '修改成功');
    });
    app.delete(`${BASE}/${path}/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
      await orgs.remove(callerOf(request), request.params.id, category, now());
      return reply.ok(undefined, '删除成功');
    });
  }
  app.get(`${BASE}/Position`, { schema: { querystring: S.PositionQuery } },
    async (request, reply) => reply.ok(await orgs.positions(callerOf(request), request.query)));
  app.post(`${BASE}/Position`, { schema: { body: S.PositionBody } },
    async (request, reply) => reply.ok(await orgs.createPosition(callerOf(request), request.body, now()), '新建成功'));
  app.get(`${BASE}/Position/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await orgs.positionInfo(callerOf(request), request.params.id)));
  app.put(`${BASE}/Position/:id`, { schema: { params: S.IdParams, body: S.PositionBody } }, async (request, reply) => {
    await orgs.updatePosition(callerOf(request), request.params.id, request.body, now());
    return reply.ok(undefined, '修改成功');
  });
  app.delete(`${BASE}/Position/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await orgs.removePosition(callerOf(request), request.params.id, now());
    return reply.ok(undefined, '删除成功');
  });

  // --- roles, grants, members ------------------------------------------------------------------
  app.get(`${BASE}/Role`, { schema: { querystring: S.RoleQuery } },
    async (request, reply) => reply.ok(await roles.list(callerOf(request), request.query)));
  app.post(`${BASE}/Role`, { schema: { body: S.RoleBody } },
    async (request, reply) => reply.ok(await roles.create(callerOf(request), request.body, now()), '新建成功'));
  app.get(`${BASE}/Role/:id`, { schema: { params: S.IdParams } },
    async (request, reply) => reply.ok(await roles.info(callerOf(request), request.params.id)));
  app.put(`${BASE}/Role/:id`, { schema: { params: S.IdParams, body: S.RoleUpdateBody } }, async (request, reply) => {
    await roles.update(callerOf(request), request.params.id, request.body, now());
    return reply.ok(undefined, '修改成功');
  });
  app.delete(`${BASE}/Role/:id`, { schema: { params: S.IdParams } }, async (request, reply) => {
    await roles.remove(callerOf(request), request.params.id, now());
    return reply.ok(undefined, '删除成功');
  });
  for (const method of ['GET', 'POST'] as const) {
    app.route({ method, url: `${BASE}/Authority/Data/:objectId/Values`, schema: { params: S.ObjectIdParams },
      handler: async (request, reply) => reply.ok(await roles.authorityValues(callerOf(request), (request.params as { objectId: string }).objectId)) });
  }
  app.put(`${BASE}/Authority/Data/:objectId`, { schema: { params: S.ObjectIdParams, body: S.AuthorityBody } }, async (request, reply) => {
    await roles.saveAuthority(callerOf(request), request.params.objectId, request.body, now());
    return reply.ok(undefined, '授权成功');
  });
  app.get(`${BASE}/UserRelation/:objectId`, { schema: { params: S.ObjectIdParams } }, async (request, reply) => {
    const caller = callerOf(request);
    const isPosition = await orgs.positionInfo(caller, request.params.objectId).then(() => true, () => false);
    return reply.ok(isPosition ? await orgs.positionMembers(caller, request.params.objectId) : await roles.members(caller, request.params.objectId));
  });
  app.post(`${BASE}/UserRelation/:objectId`, { schema: { params: S.ObjectIdParams, body: S.RelationBody } }, async (request, reply) => {
    await roles.setMembers(callerOf(request), request.params.objectId, request.body.userIds, now());
    return reply.ok(undefined, '保存成功');
  });

  // --- projects, sections, members, project administrators --------------------------------------
  app.get(`${BASE}/Project`, { schema: { querystring: S.KeywordQuery } },
    async (request, reply) => reply.ok(await projects.list(callerOf(request), request.query)));
  app.post(`${BASE}/Project`, { schema: { body: S.ProjectBody } },
    async (request, reply) => reply.ok(await projects.create(callerOf(request), request.body, now()), '新建成功'));
  app.get(`${BASE}/Project/:id`, { schema: { params: S.ProjectParams } },
    async (request, reply) => reply.ok(await projects.info(callerOf(request), request.params.id)));
  app.put(`${BASE}/Project/:id`, { schema: { params: S.ProjectParams, body: S.ProjectUpdateBody } }, async (request, reply) => {
    await projects.update(callerOf(request), request.params.id, request.body, now());
    return reply.ok(undefined, '修改成功');
  });
  app.delete(`${BASE}/Project/:id`, { schema: { params: S.ProjectParams } }, async (request, reply) => {
    await projects.remove(callerOf(request), request.params.id, now());
    return reply.ok(undefined, '删除成功');
  });
  app.post(`${BASE}/Project/:id/Contract`, { schema: { params: S.ProjectParams, body: S.ContractBody } },
    async (request, reply) => reply.ok(await projects.addContract(callerOf(request), request.params.id, request.body, now()), '新建成功'));
  app.put(`${BASE}/Project/:id/Contract/:contractId`, { schema: { params: S.ContractParams, body: S.ContractBody } }, async (request, reply) => {
    await projects.updateContract(callerOf(request), request.params.id, request.params.contractId, request.body, now());
    return reply.ok(undefined, '修改成功');
  });
  app.delete(`${BASE}/Project/:id/Contract/:contractId`, { schema: { params: S.ContractParams } }, async (request, reply) => {
    await projects.removeContract(callerOf(request), request.params.id, request.params.contractId, now());
    return reply.ok(undefined, '删除成功');
  });
  app.get(`${BASE}/Project/:id/Members`, { schema: { params: S.ProjectParams, querystring: S.MembersQuery } },
    async (request, reply) => reply.ok(await projects.members(callerOf(request), request.params.id, request.query)));
  app.put(`${BASE}/Project/:id/Members/:userId`, { schema: { params: S.MemberParams, body: S.MemberBody } }, async (request, reply) => {
    await projects.putMember(callerOf(request), request.params.id, request.params.userId, request.body, now());
    return reply.ok(undefined, '保存成功');
  });
  app.delete(`${BASE}/Project/:id/Members/:userId`, { schema: { params: S.MemberParams } }, async (request, reply) => {
    await projects.removeMember(callerOf(request), request.params.id, request.params.userId, now());
    return reply.ok(undefined, '已移出项目');
  });
  app.get(`${BASE}/organizeAdminIsTrator`, { schema: { querystring: S.AdminsQuery } },
    async (request, reply) => reply.ok(await projects.admins(callerOf(request), request.query)));
  app.post(`${BASE}/organizeAdminIsTrator`, { schema: { body: S.AdminBody } },
    async (request, reply) => reply.ok(await projects.addAdmin(callerOf(request), request.body, now()), '保存成功'));
  app.delete(`${BASE}/organizeAdminIsTrator/:id`, { schema: { params: S.AdminIdParams } }, async (request, reply) => {
    await projects.removeAdmin(callerOf(request), request.params.id, now());
    return reply.ok(undefined, '删除成功');
  });
}
