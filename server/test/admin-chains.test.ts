/**
 * Approval chains (/api/workflow/Engine/FlowEngine): a module's chain of nodes read, a node's
 * approvers changed, a node added, each save a new flow version while tasks in flight keep theirs;
 * a bad tree, a stale or unchanged save and anyone but a system administrator refused, writing nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FlowNode } from '../../types/api/workflow.js';
import { flowTasks, flows } from '../src/db/schema.js';
import { adminWorld, NOT_ADMIN, ok, SYSTEM_ONLY, type AdminWorld } from './admin-world.js';

let w: AdminWorld;
before(async () => { w = await adminWorld({ demoTasks: true }); });
after(async () => { await w.close(); });

const F = '/api/workflow/Engine/FlowEngine';
const db = () => w.t.database.db;

const approvers = (root: FlowNode): FlowNode[] => {
  const out: FlowNode[] = [];
  for (let n: FlowNode | null | undefined = root; n; n = n.childNode) if (n.type === 'approver') out.push(n);
  return out;
};

/** A flow with tasks running and a straight chain of at least one approver. */
async function runningFlow() {
  const list = (await ok(w.api('admin', 'GET', F))).list as Array<{ id: string; nodeCount: number; version: number }>;
  for (const f of list.filter((x) => x.nodeCount > 0)) {
    const running = await db().select().from(flowTasks).where(and(eq(flowTasks.flowId, f.id), eq(flowTasks.status, 1)));
    if (running.length) {
      const info = await ok(w.api('admin', 'GET', `${F}/${f.id}`));
      const tree = JSON.parse(info.flowTemplateJson) as FlowNode;
      if (approvers(tree).length) return { id: f.id, info, tree, running };
    }
  }
  throw new Error('no flow with running tasks in the demo');
}

describe('approval chains', () => {
  it('changes a node\'s approvers and adds a node: a new version, tasks in flight keep theirs, the audit says what changed', async () => {
    const { id, info, tree, running } = await runningFlow();
    const [first] = approvers(tree);
    first.properties = { ...first.properties, assigneeType: 6, approvers: [], approverPos: [], approverRole: ['role_anquan'], counterSign: 0, assigneeScope: 'project', circulateRole: ['role_yezhu'] };
    const added: FlowNode = { nodeId: 'node_added', type: 'approver', prevId: first.nodeId, properties: { title: '安全复核', assigneeType: 6, approverRole: ['role_zongjian'], hasSign: true }, childNode: first.childNode };
    if (added.childNode) added.childNode.prevId = added.nodeId;
    first.childNode = added;
    const saved = await ok(w.api('admin', 'PUT', `${F}/${id}`, { flowTemplateJson: JSON.stringify(tree), version: info.version }));
    assert.equal(saved.version, info.version + 1);
    const again = await ok(w.api('admin', 'GET', `${F}/${id}`));
    assert.equal(again.version, info.version + 1);
    assert.deepEqual(approvers(JSON.parse(again.flowTemplateJson)).slice(0, 2).map((n) => n.properties.title), [first.properties.title, '安全复核']);
    const old = again.versions.find((v: { version: number }) => v.version === info.version);
    assert.ok(old.running >= running.length, 'tasks in flight stay on the version they started on');
    const [flow] = await db().select().from(flows).where(eq(flows.id, id));
    assert.equal(flow.version, info.version + 1);
    const entry = (await ok(w.api('admin', 'GET', '/api/system/Log?category=3&kind=flow'))).list[0];
    assert.equal(entry.after.version, info.version + 1);
    assert.match(JSON.stringify(entry.after), /安全员.*全项目/);
    assert.match(JSON.stringify(entry.after), /安全复核/);
  });

  it('refuses a bad tree, a stale or unchanged save, and anyone but a system administrator, writing nothing', async () => {
    const { id, info, tree } = await runningFlow();
    const save = (t: unknown, version = info.version) => ({ flowTemplateJson: typeof t === 'string' ? t : JSON.stringify(t), version });
    const withFirst = (props: Record<string, unknown>) => {
      const copy = JSON.parse(JSON.stringify(tree)) as FlowNode;
      const [first] = approvers(copy);
      first.properties = { ...first.properties, ...props } as FlowNode['properties'];
      return copy;
    };
    await w.refused('admin', 'PUT', `${F}/${id}`, save('{not json'), /不是有效的流程定义/);
    await w.refused('admin', 'PUT', `${F}/${id}`, save(tree), /流程没有修改/);
    await w.refused('admin', 'PUT', `${F}/${id}`, save(withFirst({ approverRole: ['role_anquan'] }), info.version - 1), /已被他人修改/);
    await w.refused('admin', 'PUT', `${F}/${id}`, save(withFirst({ script: 'x' })), /不能有属性 script/);
    await w.refused('admin', 'PUT', `${F}/${id}`, save(withFirst({ approverRole: ['role_nowhere'] })), /角色 role_nowhere 不存在/);
    await w.refused('admin', 'PUT', `${F}/${id}`, save(withFirst({ assigneeType: 6, approvers: [], approverRole: [], approverPos: [] })), /未设置审批人/);
    await w.refused('admin', 'PUT', `${F}/${id}`, save(withFirst({ counterSign: 5 })), /counterSign 取值无效/);
    await w.refused('admin', 'PUT', `${F}/${id}`, save(withFirst({ formOperates: [{ id: 'no_such_field', read: true, write: false }] })), /no_such_field 不存在/);
    await w.refused('admin', 'PUT', `${F}/nowhere`, save(tree), /流程不存在/);
    await w.refused('jianli', 'GET', F, undefined, NOT_ADMIN);
    await w.refused('zongjian', 'PUT', `${F}/${id}`, save(withFirst({ approverRole: ['role_anquan'] })), SYSTEM_ONLY);
  });
});
