/**
 * Approvers named by role or position resolve within the task's contract section (issue 10,
 * item 3): a section-1 hazard goes to section 1's contractor only, the candidate picker lists
 * only the section's people, and a node that says project-wide still reaches every section.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { flowTasks } from '../src/db/schema.js';
import { buildTestApp, call, seededDb, tokenOf, type TestDb } from './helpers.js';
import { uploadAs } from './uploads.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const E = '/api/workflow/Engine';

const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function hazard(account: string, contract: string): Promise<string> {
  const photo = await uploadAs(app, tokens[account]);
  const res = await send(account, 'POST', `${E}/FlowTask`, {
    flowId: 'flow_hazardRectify', status: '0', flowUrgent: 1,
    formData: {
      title: `${contract} 临边防护缺失`, hazardCategory: 'fall', hazardLevel: '1', contractName: contract, location: 'K6+320 右幅 2#墩承台',
      description: '承台四周未设防护栏杆', photos: [photo], rectifyDeadline: Date.UTC(2026, 11, 30),
    },
  });
  assert.equal(res.code, 200, res.msg);
  return res.data.id as string;
}

async function todo(account: string, taskId: string) {
  const list = await send(account, 'GET', `${E}/FlowBefore/List/1?pageSize=100`);
  return (list.data.list as Array<{ processId: string, id: string }>).find((i) => i.processId === taskId);
}

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['anquan', 'luoyong', 'shigong', 'chengang', 'gaofeng', 'liangyong', 'jianli']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('role approvers within the task\'s section', () => {
  it('a section-1 hazard goes to section 1\'s contractors, a section-2 one to section 2\'s', async () => {
    const one = await hazard('anquan', 'ct_sg01');
    const two = await hazard('luoyong', 'ct_sg02');
    const [task] = await t.database.db.select({ projectId: flowTasks.projectId, contractId: flowTasks.contractId }).from(flowTasks).where(eq(flowTasks.id, one));
    assert.deepEqual(task, { projectId: 'proj_njgk', contractId: 'ct_sg01' });
    for (const account of ['shigong', 'chengang']) assert.ok(await todo(account, one), `${account} handles the section-1 hazard`);
    for (const account of ['gaofeng', 'liangyong']) assert.equal(await todo(account, one), undefined, `${account} is not asked`);
    assert.ok(await todo('gaofeng', two));
    assert.equal(await todo('shigong', two), undefined);
    // and one not asked cannot open it or act on it
    await assertNothingWritten(t.database.db, async () => {
      const opened = await send('gaofeng', 'GET', `${E}/FlowBefore/${one}?opType=-1`);
      assert.equal(opened.code, 400);
    }, { ignore: ['tokens'] });
  });

  it('CandidateUser lists only the people of the task\'s section', async () => {
    // the demo's special task: the issuer picks the contractor's manager or safety officer of the section checked
    const pick = async (contract: string) => {
      const res = await send('jianli', 'POST', `${E}/FlowBefore/CandidateUser/0`, {
        flowId: 'flow_specialTask', nodeCode: 'task_execute', pageSize: 100, formData: { contractName: contract },
      });
      assert.equal(res.code, 200, res.msg);
      return (res.data.list as Array<{ id: string }>).map((u) => u.id).sort();
    };
    assert.deepEqual(await pick('ct_sg01'), ['u_anquan', 'u_shigong']);
    assert.deepEqual(await pick('ct_sg02'), ['u_anquan2', 'u_pm2']);
  });

  it('a node that says project-wide reaches every section (a task notice to several units)', async () => {
    const res = await send('jianli', 'POST', `${E}/FlowBefore/CandidateUser/0`, { flowId: 'flow_specialTaskNotify', nodeCode: 'notify_sign', pageSize: 100 });
    assert.equal(res.code, 200, res.msg);
    const ids = (res.data.list as Array<{ id: string }>).map((u) => u.id);
    for (const id of ['u_shigong', 'u_pm2', 'u_pm3']) assert.ok(ids.includes(id), id);
  });
});
