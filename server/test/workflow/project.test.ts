/** What callers read: the detail projection, approversProperties, the summary, messages, stable ids and versions. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { approversProperties, canView, isHandled, projectDetail, summary } from '../../src/workflow/index.js';
import { chain, directory, flowOf, opOf, Run, start, step } from './fixtures.js';

const flow = () => flowOf(start({
  next: chain(
    ['a', ['li', 'wang'], { title: '部门经理', formOperates: [{ id: 'measure', read: true, write: true }], hasSaveBtn: true, auditBtnText: '整改完成' }],
    ['b', [], { title: '系统', errorRule: 4 }],
    ['c', ['wu'], { title: '总监', circulateUser: ['zhou'] }],
  ),
}, { title: '安全员上报', isSummary: true, formOperates: [{ id: 'title', read: true, write: true }] }));

describe('projectDetail', () => {
  it('shows a handler their todo with its action bar, field rights and draft', () => {
    const run = new Run(flow()).launch('zhang', { title: '临边' }, { billNo: 'YH001' }).saveOpinion('li', { measure: '草稿' });
    const detail = projectDetail(run.flow, run.state, { userId: 'li', operatorId: opOf(run.state, 'li').id }, directory);
    const { flowTaskInfo: info } = detail;
    assert.deepEqual([info.id, info.processId, info.enCode, info.fullName, info.flowCode, info.status, info.thisStep, info.creatorUserId],
      [run.state.task.id, run.state.task.id, 'YH001', '张三的隐患整改', 'hazardRectify', 1, '部门经理', 'zhang']);
    assert.equal(JSON.parse(info.flowTemplateJson).nodeId, 'start');
    assert.deepEqual(detail.flowTaskNodeList.map((n) => [n.nodeCode, n.type, n.nodeUp, n.nodeNext, n.userName]),
      [['start', '0', '', 'a', ''], ['a', '1', 'start', 'b', '李四,王五'], ['b', '2', 'a', 'c', ''], ['c', '2', 'b', 'end', '']]);
    assert.deepEqual(detail.flowTaskOperatorList.map((o) => [o.handleId, o.handleType, o.nodeName]), [['li', '6', '部门经理'], ['wang', '6', '部门经理']]);
    assert.equal(detail.approversProperties?.auditBtnText, '整改完成');
    assert.deepEqual(detail.formOperates, [{ id: 'measure', read: true, write: true }]);
    assert.deepEqual(detail.draftData, { measure: '草稿' });
    assert.equal(detail.noOperateAuth, false);
  });

  it('shows the launcher the start node\'s rights and no action bar; a stranger has no right to see it', () => {
    const run = new Run(flow()).launch('zhang');
    const mine = projectDetail(run.flow, run.state, { userId: 'zhang' }, directory);
    assert.deepEqual([mine.approversProperties, mine.draftData, mine.noOperateAuth], [null, null, false]);
    assert.deepEqual(mine.formOperates, [{ id: 'title', read: true, write: true }]);
    const stranger = projectDetail(run.flow, run.state, { userId: 'sun', operatorId: opOf(run.state, 'li').id }, directory);
    assert.deepEqual([stranger.approversProperties, stranger.noOperateAuth], [null, true]);
  });

  it('names the system for a node passed by itself, and serialises the records\' files', () => {
    const run = new Run(flow()).launch('zhang').approve('li', { fileList: [{ name: '照片.jpg', fileId: 'f1' }] });
    const records = projectDetail(run.flow, run.state, { userId: 'zhang' }, directory).flowTaskOperatorRecordList;
    assert.deepEqual(records.map((r) => [r.nodeCode, r.handleStatus, r.userName]), [['start', 2, '张三'], ['a', 1, '李四'], ['b', 1, '系统']]);
    assert.equal(records[1].fileList, '[{"name":"照片.jpg","fileId":"f1"}]');
  });
});

describe('approversProperties', () => {
  it('fills what the node does not say with the defaults', () => {
    const props = approversProperties(flowOf(start({ next: step('a', { title: '审核' }) })), 'a');
    assert.deepEqual(props, {
      title: '审核', hasSign: false, hasOpinion: true, hasAuditBtn: true, hasRejectBtn: true, hasTransferBtn: true, hasFreeApproverBtn: true,
      hasSaveBtn: false, hasRevokeBtn: true, hasCancelBtn: false, hasPressBtn: true, hasPrintBtn: false, isCustomCopy: false,
      auditBtnText: '通过', rejectBtnText: '退回', transferBtnText: '转审', hasFreeApproverBtnText: '加签', saveBtnText: '暂存',
      revokeBtnText: '撤回', cancelBtnText: '驳回', rejectStep: '0', rejectType: 1, counterSign: 0, isComment: false, isSummary: false,
    });
  });

  it('keeps what the node says', () => {
    const props = approversProperties(flow(), 'a');
    assert.deepEqual([props.auditBtnText, props.hasSaveBtn, props.isSummary], ['整改完成', true, true]);
  });
});

describe('summary, isHandled, canView', () => {
  it('groups the handlers\' opinions by node, without the system and recalled ones', () => {
    const run = new Run(flow()).launch('zhang').approve('li', { handleOpinion: '先同意' }).recall('li').approve('wang', { handleOpinion: '同意' });
    const items = summary(run.state, directory);
    assert.deepEqual(items.map((i) => [i.fullName, i.list.map((x) => [x.userName, x.handleOpinion, x.handleStatus, x.headIcon])]),
      [['部门经理', [['王五', '同意', 1, '/api/file/Image/userAvatar/wang.png']]]]);
  });

  it('answers isCheck for message deep links', () => {
    const run = new Run(flow()).launch('zhang');
    const [li, wang] = [opOf(run.state, 'li').id, opOf(run.state, 'wang').id];
    assert.deepEqual([isHandled(run.state, li), isHandled(run.state, 'nope')], [false, true]);
    run.approve('wang');
    assert.deepEqual([isHandled(run.state, li), isHandled(run.state, wang)], [true, true]);
  });

  it('lets the launcher, handlers and copied users see the task', () => {
    const run = new Run(flow()).launch('zhang').approve('li').approve('wu');
    assert.deepEqual(['zhang', 'li', 'wang', 'wu', 'zhou', 'sun'].map((u) => canView(run.state, u)), [true, true, true, true, true, false]);
  });
});

describe('messages, ids and versions', () => {
  it('gives each todo its own bodyText with the operator to open', () => {
    const run = new Run(flow()).launch('zhang');
    const li = opOf(run.state, 'li');
    const event = run.events.find((e) => e.recipients[0] === 'li')!;
    assert.deepEqual(event, {
      kind: 'todo', taskId: run.state.task.id, title: '【待办】张三的隐患整改', recipients: ['li'], senderId: 'zhang',
      bodyText: { processId: run.state.task.id, enCode: 'hazardRectify', flowId: 'f1', formType: 2, type: 2, taskNodeId: li.taskNodeId, taskOperatorId: li.id, status: 1 },
      formData: run.state.task.formData,
    });
  });

  it('tells the launcher the outcome with the final status, and copies with type 3', () => {
    const run = new Run(flow()).launch('zhang').approve('li').approve('wu');
    assert.deepEqual(run.events.map((e) => [e.kind, e.recipients, e.bodyText.type, e.bodyText.status, e.title]),
      [['copied', ['zhou'], 3, 2, '【抄送】张三的隐患整改'], ['approved', ['zhang'], 1, 2, '【已通过】张三的隐患整改']]);
  });

  it('moves the version on by one per action and keeps row ids across rounds', () => {
    const run = new Run(flow()).launch('zhang');
    const nodeIds = run.state.nodes.map((n) => n.id);
    const versions = [run.state.task.version];
    run.approve('li');
    versions.push(run.state.task.version);
    run.reject('wu');
    versions.push(run.state.task.version);
    run.launch('zhang');
    versions.push(run.state.task.version);
    assert.deepEqual(versions, [1, 2, 3, 4]);
    assert.deepEqual(run.state.nodes.map((n) => n.id), nodeIds);
    assert.equal(new Set(run.state.operators.map((o) => o.id)).size, run.state.operators.length);
    assert.equal(new Set(run.state.records.map((r) => r.id)).size, run.state.records.length);
  });
});

describe('purity', () => {
  const deepFreeze = <T>(value: T): T => {
    if (value && typeof value === 'object') {
      Object.freeze(value);
      for (const v of Object.values(value)) deepFreeze(v);
    }
    return value;
  };

  it('never changes the state it is given', () => {
    const run = new Run(flow()).launch('zhang');
    const frozen = deepFreeze(structuredClone(run.state));
    const copy = structuredClone(frozen);
    const steps: Array<(r: Run) => unknown> = [
      (r) => r.approve('li'), (r) => r.reject('li'), (r) => r.transfer('li', 'sun'), (r) => r.addSigner('li', 'sun', 1),
      (r) => r.addSigner('li', 'sun', 2), (r) => r.saveOpinion('li', { measure: 'x' }), (r) => r.withdraw('zhang'), (r) => r.terminate('admin'),
    ];
    for (const act of steps) {
      const r = new Run(run.flow);
      r.state = frozen;
      assert.doesNotThrow(() => act(r));
    }
    assert.deepEqual(frozen, copy);
    const draft = deepFreeze(new Run(flow()).launch('zhang', { title: 'a' }, { submit: false }).state);
    const resubmit = new Run(run.flow);
    resubmit.state = draft;
    assert.doesNotThrow(() => resubmit.launch('zhang', { title: 'b' }));
    assert.equal(draft.task.formData.title, 'a');
  });
});
