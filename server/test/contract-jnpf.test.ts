/**
 * JNPF mobile clients 3.2, 3.4 and 3.5 against the real app, each in its own shapes (README "JNPF
 * clients", API.md): sign in, current user, menus, common apps, launchable flows, launch with
 * values, todo list, detail with action properties, approve with edited values, recall from the
 * done list, the launcher's withdraw, IM history. Answers are checked field by field; a shape the
 * server cannot read is refused in words with nothing written.
 */
import assert from 'node:assert/strict';
import { createCipheriv } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { DATA_MAX, DATA_MSG } from '../src/domains/app/data.js';
import { appData } from '../src/db/schema.js';
import { md5OfSentPassword, PASSWORD_MSG } from '../src/domains/oauth/loginPassword.js';
import { SHAPE_MSG } from '../src/domains/workflow/clientShapes.js';
import { connectIm, type ImClient } from './im-client.js';
import { call, DEMO_MD5, form, seededDb, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';
import { photosOf, type Upload } from './uploads.js';

const E = '/api/workflow/Engine';
const FLOW = 'flow_hazardRectify';
/** define.js cipherKey of the 3.5 build under test (16 bytes: AES-128) */
const CIPHER_KEY = 'jnpf35-cipherkey';

let t: TestDb;
let app: FastifyInstance;
let base: string;
const sockets: ImClient[] = [];

before(async () => {
  t = await seededDb();
  app = await buildApp({ ...t.config, loginCipherKey: CIPHER_KEY }, { db: t.database.db, logger: false });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await app.close();
  await t.close();
});

const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work);

/** hex(AES-ECB-PKCS7(md5, key)), as the 3.5 client's login sends it (API.md 2.1) */
function aesPassword(md5: string, key = CIPHER_KEY): string {
  const cipher = createCipheriv(`aes-${Buffer.byteLength(key) * 8}-ecb`, Buffer.from(key), null);
  return cipher.update(md5, 'utf8', 'hex') + cipher.final('hex');
}

type Json = Record<string, any>;

/** One JNPF client version: its origin header and how it sends and reads what differs. */
interface Version {
  name: string;
  /** the origin header it sends on every call (3.2: none) */
  origin: Record<string, string>;
  password: () => string;
  loginUrl: string;
}

const VERSIONS: Record<'v32' | 'v34' | 'v35', Version> = {
  v32: { name: '3.2', origin: {}, password: () => DEMO_MD5, loginUrl: '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password' },
  v34: { name: '3.4', origin: { 'jnpf-origin': 'app' }, password: () => DEMO_MD5, loginUrl: '/api/oauth/Login' },
  // a renamed 3.5 build: linzen-origin, and the password under the build's cipherKey
  v35: { name: '3.5', origin: { 'linzen-origin': 'app' }, password: () => aesPassword(DEMO_MD5), loginUrl: '/api/oauth/Login' },
};

/** A signed-in client of a version. */
class Client {
  token = '';
  constructor(readonly v: Version, readonly account: string) {}

  async signIn(): Promise<Json> {
    const f = form({ account: this.account, password: this.v.password(), origin: 'password', grant_type: 'password', timestamp: '', code: '' });
    const res = await call(app, { method: 'POST', url: this.v.loginUrl, ...f, headers: { ...f.headers, ...this.v.origin } });
    assert.equal(res.code, 200, `${this.v.name} ${this.account}: ${res.msg}`);
    this.token = res.data.token;
    return res;
  }

  send(method: InjectOptions['method'], url: string, payload?: unknown) {
    return call(app, {
      method, url, headers: { authorization: this.token, ...this.v.origin },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async ok(method: InjectOptions['method'], url: string, payload?: unknown): Promise<any> {
    const res = await this.send(method, url, payload);
    assert.equal(res.code, 200, `${this.v.name} ${method} ${url}: ${res.msg}`);
    return res.data;
  }
}

const HAZARD = {
  title: '3#墩临边防护缺失', hazardCategory: 'fall', hazardLevel: '1', contractName: 'ct_sg01', location: 'K7+100 左幅 3#墩承台',
  description: '承台四周未设防护栏杆', photos: [] as Upload[], rectifyDeadline: Date.UTC(2026, 10, 30),
};
const RECTIFY = {
  rectifyMeasure: '已设置 1.2m 防护栏杆并挂安全网', rectifyPhotos: [] as Upload[],
  rectifyFinishDate: Date.UTC(2026, 10, 26), rectifySign: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('sign-in passwords', () => {
  it('reads md5 as sent, and a 3.5 password under the cipherKey back to its md5', () => {
    assert.equal(md5OfSentPassword(DEMO_MD5, null), DEMO_MD5);
    assert.equal(md5OfSentPassword(aesPassword(DEMO_MD5), CIPHER_KEY), DEMO_MD5);
    assert.throws(() => md5OfSentPassword(aesPassword(DEMO_MD5), null), { message: PASSWORD_MSG.noKey });
  });

  it('refuses a 3.5 password under another key, in words, writing nothing', () => refusal(async () => {
    const f = form({ account: 'anquan', password: aesPassword(DEMO_MD5, 'another-key-1234'), origin: 'password', grant_type: 'password' });
    const res = await call(app, { method: 'POST', url: '/api/oauth/Login', ...f, headers: { ...f.headers, 'jnpf-origin': 'app' } });
    assert.deepEqual(res, { code: 400, msg: PASSWORD_MSG.undecryptable });
  }));
});

for (const key of ['v32', 'v34', 'v35'] as const) {
  const v = VERSIONS[key];
  const v32 = key === 'v32';

  describe(`JNPF ${v.name} client`, () => {
    const launcher = new Client(v, 'anquan');
    const handler = new Client(v, 'shigong');
    const chat = new Client(v, 'jianli');
    let me: Json;

    before(async () => {
      for (const c of [launcher, handler, chat]) await c.signIn();
      HAZARD.photos = await photosOf(app, launcher.token, 'hazard.png');
      RECTIFY.rectifyPhotos = await photosOf(app, handler.token, 'rectify.png');
    });

    it('sign-in answers a bearer token', async () => {
      // one live token per user and device (SINGLE_LOGIN): the client keeps the newest
      const res = await chat.signIn();
      assert.equal(res.msg, '登录成功');
      assert.match(res.data.token, /^bearer \S+$/);
      assert.equal(typeof res.data.theme, 'string');
    });

    it(v32 ? 'the current user: GET /api/app/User answers the userInfo itself' : 'the current user: CurrentUser answers userInfo, the App menus and permissions', async () => {
      if (v32) {
        me = await chat.ok('GET', '/api/app/User');
      } else {
        // 3.4 asks ?type=app; 3.5 says it is the app by its origin header alone
        const res = await chat.ok('GET', key === 'v34' ? '/api/oauth/CurrentUser?type=app' : '/api/oauth/CurrentUser');
        assert.ok(Array.isArray(res.permissionList));
        assert.ok(res.menuList.length > 0, 'the App menus');
        assert.equal(typeof res.sysConfigInfo.title, 'string');
        me = res.userInfo;
      }
      assert.equal(me.userId, 'u_jianli');
      assert.equal(me.userAccount, 'jianli');
      assert.equal(typeof me.userName, 'string');
      assert.equal(me.appSystemId, 'siteflow-app');
      assert.equal(me.workflowEnabled, 1);
      assert.ok(Array.isArray(me.roleIds) && me.roleIds.length > 0);
      assert.ok(Array.isArray(me.organizeIdList));
    });

    let menus: Json[] = [];
    it('the App menus: a tree of directories and apps', async () => {
      menus = v32 ? (await chat.ok('GET', '/api/app/Menu')).list : (await chat.ok('GET', '/api/oauth/CurrentUser?type=app')).menuList;
      assert.ok(menus.length > 0);
      const dir = menus[0];
      assert.deepEqual(Object.keys(dir).filter((k) => ['id', 'parentId', 'fullName', 'icon', 'type', 'urlAddress', 'propertyJson', 'hasChildren', 'children'].includes(k)).sort(),
        ['children', 'fullName', 'hasChildren', 'icon', 'id', 'parentId', 'propertyJson', 'type', 'urlAddress']);
      assert.equal(dir.parentId, '-1');
      assert.equal(dir.type, 1);
      assert.equal(dir.hasChildren, true);
      assert.equal(typeof JSON.parse(dir.children[0].propertyJson), 'object');
      if (v32) assert.deepEqual(menus, (await chat.ok('GET', '/api/oauth/CurrentUser?type=app')).menuList, 'the same tree CurrentUser gives');
    });

    it('common apps: add, list (also with the trailing slash), the trees marked isData, delete', async () => {
      const app1 = menus.flatMap((m) => m.children).find((m) => m.type !== 1);
      assert.ok(app1, 'an app in the menus');
      const listUrl = v32 ? '/api/app/Data/?type=2' : '/api/app/Data?type=2';
      assert.deepEqual(await chat.ok('GET', listUrl), { list: [] });
      // 3.2 sends objectType as a number and objectData as text; 3.4/3.5 as a string and text
      const objectData = JSON.stringify({ fullName: app1.fullName, icon: app1.icon, urlAddress: app1.urlAddress });
      await chat.ok('POST', '/api/app/Data', { objectType: v32 ? 2 : '2', objectId: app1.id, objectData, systemId: me.appSystemId });
      const listed = (await chat.ok('GET', listUrl)).list;
      assert.equal(listed.length, 1);
      assert.deepEqual({ ...listed[0], id: undefined }, { id: undefined, objectId: app1.id, objectType: 2, objectData });
      assert.deepEqual(await chat.ok('GET', v32 ? '/api/app/Data?type=2' : '/api/app/Data/?type=2'), { list: listed }, 'both spellings of the path');
      const dataTree = (await chat.ok('GET', '/api/app/Data/getDataList')).list as Json[];
      const marked = dataTree.flatMap((m) => m.children).find((m) => m.id === app1.id);
      assert.equal(marked.isData, true);
      assert.equal(dataTree.flatMap((m) => m.children).filter((m) => m.isData).length, 1);
      // flows: the launcher's
      const flowTree = (await launcher.ok('GET', '/api/app/Data/getFlowList')).list as Json[];
      const hazard = flowTree.flatMap((c) => c.children).find((f) => f.id === FLOW);
      assert.ok(hazard, 'the hazard flow among the launchable');
      assert.equal(hazard.isData, false);
      await launcher.ok('POST', '/api/app/Data', { objectType: 1, objectId: FLOW, objectData: { fullName: hazard.fullName } });
      assert.equal((await launcher.ok('GET', '/api/app/Data?type=1')).list[0].objectData, JSON.stringify({ fullName: hazard.fullName }));
      assert.equal((await launcher.ok('GET', '/api/app/Data/getFlowList')).list.flatMap((c: Json) => c.children).find((f: Json) => f.id === FLOW).isData, true);
      // per user: another sees none of them
      assert.deepEqual(await handler.ok('GET', '/api/app/Data?type=2'), { list: [] });
      await chat.ok('DELETE', `/api/app/Data/${app1.id}`);
      await launcher.ok('DELETE', `/api/app/Data/${FLOW}`);
      assert.deepEqual(await chat.ok('GET', listUrl), { list: [] });
    });

    it('common apps: bad input and what is not theirs are refused in words, nothing written', () => refusal(async () => {
      const app1 = menus.flatMap((m) => m.children).find((m) => m.type !== 1);
      const bad = async (method: InjectOptions['method'], url: string, payload: unknown, msg: string) =>
        assert.deepEqual(await chat.send(method, url, payload), { code: 400, msg }, `${method} ${url} ${JSON.stringify(payload)}`);
      await bad('GET', '/api/app/Data?type=3', undefined, DATA_MSG.type);
      await bad('GET', '/api/app/Data/', undefined, DATA_MSG.type);
      await bad('POST', '/api/app/Data', { objectType: 3, objectId: app1.id }, DATA_MSG.objectType);
      await bad('POST', '/api/app/Data', { objectType: 2, objectId: '' }, DATA_MSG.objectId);
      await bad('POST', '/api/app/Data', { objectType: 2, objectId: app1.id, objectData: '{not json' }, DATA_MSG.objectData);
      await bad('POST', '/api/app/Data', { objectType: 2, objectId: app1.id, objectData: '[1,2]' }, DATA_MSG.objectData);
      await bad('POST', '/api/app/Data', { objectType: 2, objectId: app1.id, systemId: 7 }, DATA_MSG.systemId);
      await bad('POST', '/api/app/Data', { objectType: 2, objectId: 'no_such_menu' }, DATA_MSG.noApp);
      // shigong (the contractor) may not launch the hazard report
      assert.deepEqual(await handler.send('POST', '/api/app/Data', { objectType: 1, objectId: FLOW }), { code: 400, msg: DATA_MSG.noFlow });
      await bad('DELETE', '/api/app/Data/no_such_menu', undefined, DATA_MSG.notFound);
    }));

    let template: Json;
    it('launchable flows, and the form to launch one', async () => {
      if (v32) {
        const all = (await launcher.ok('GET', `${E}/FlowEngine/ListAll`)).list as Json[];
        const category = all.find((c) => c.children.some((f: Json) => f.id === FLOW));
        assert.ok(category, 'the hazard flow under its category');
        assert.equal(category.num, category.children.length);
        assert.equal(typeof category.fullName, 'string');
        const item = category.children.find((f: Json) => f.id === FLOW);
        assert.equal(item.enCode, 'hazardRectify');
        assert.equal(item.category, category.id);
        assert.equal(item.formType, 2);
        assert.equal(item.type, 0);
        const info = await launcher.ok('GET', `${E}/FlowEngine/${FLOW}`);
        assert.equal(info.id, FLOW);
        assert.equal(typeof info.formData, 'string');
        template = JSON.parse(info.formData);
        assert.equal(JSON.parse(info.flowTemplateJson).nodeId, 'hazard_start');
        // the contractor may not launch it
        await refusal(async () => assert.deepEqual(await handler.send('GET', `${E}/FlowEngine/${FLOW}`), { code: 400, msg: '您没有发起该流程的权限' }));
      } else {
        const page = await launcher.ok('GET', `${E}/flowTemplate/PageListAll?flowType=0&pageSize=100`);
        const tpl = page.list.find((x: Json) => x.enCode === 'hazardRectify');
        assert.ok(tpl);
        const versions = await launcher.ok('GET', `${E}/flowTemplate/FlowJsonList/${tpl.id}?type=1`);
        assert.equal(versions[0].id, FLOW);
        const info = await launcher.ok('GET', `${E}/FlowBefore/0?flowId=${FLOW}`);
        assert.equal(typeof info.flowFormInfo, 'object', 'an object for a client with an origin header');
        template = JSON.parse(info.flowFormInfo.propertyJson);
      }
      assert.match(JSON.stringify(template.fields), /"__vModel__":"title"/);
    });

    let taskId = '';
    let todo: Json;
    it('launch with values: stored and read back', async () => {
      const values = { ...HAZARD, title: `${HAZARD.title}(${v.name})` };
      const res = v32
        ? await launcher.send('POST', `${E}/FlowTask`, { data: JSON.stringify(values), flowId: FLOW, status: 0 })
        : await launcher.send('POST', `${E}/FlowTask`, { formData: values, flowId: FLOW, status: '0', flowUrgent: 2 });
      assert.equal(res.code, 200, res.msg);
      assert.equal(res.msg, '提交成功');
      taskId = res.data.id;
      const stored = v32 ? JSON.parse((await launcher.ok('GET', `${E}/FlowTask/${taskId}`)).data) : (await launcher.ok('GET', `${E}/FlowBefore/${taskId}`)).formData;
      for (const [field, value] of Object.entries(values)) assert.deepEqual(stored[field], value, field);
    });

    it('the todo list', async () => {
      const list = (await handler.ok('GET', `${E}/FlowBefore/List/1?pageSize=50`)).list as Json[];
      todo = list.find((i) => i.processId === taskId)!;
      assert.ok(todo, 'on the contractor\'s todo list');
      assert.equal(todo.flowId, FLOW);
      assert.equal(todo.flowCode, 'hazardRectify');
      assert.equal(todo.status, 1);
      assert.equal(todo.formType, 2);
      assert.equal(todo.creatorUserId, 'u_anquan');
      assert.match(todo.userName, /\/anquan$/);
      assert.ok(todo.thisStepId, 'the node the todo waits at');
      assert.notEqual(todo.id, taskId, 'a todo id is its operator');
    });

    it('the detail shows the handler the action bar of the node', async () => {
      // 3.2 sends taskNodeId alone; 3.4/3.5 also taskOperatorId
      const url = v32 ? `${E}/FlowBefore/${taskId}?taskNodeId=${todo.thisStepId}` : `${E}/FlowBefore/${taskId}?taskNodeId=${todo.thisStepId}&taskOperatorId=${todo.id}`;
      const detail = await handler.ok('GET', url);
      assert.equal(detail.approversProperties.hasAuditBtn, true);
      assert.equal(detail.approversProperties.auditBtnText, '整改完成');
      assert.equal(detail.approversProperties.hasRejectBtn, true);
      assert.equal(detail.flowTaskInfo.id, taskId);
      assert.equal(detail.flowTaskInfo.status, 1);
      assert.ok(detail.formOperates.some((o: Json) => o.id === 'rectifyMeasure' && o.write));
      const formInfo = v32 ? JSON.parse(detail.flowFormInfo) : detail.flowFormInfo;
      assert.equal(typeof detail.flowFormInfo, v32 ? 'string' : 'object');
      assert.equal(formInfo.enCode, 'hazardRectify');
      assert.deepEqual(JSON.parse(formInfo.propertyJson), template);
      // the launcher, who has no todo on that node, gets no bar
      assert.equal((await launcher.ok('GET', `${E}/FlowBefore/${taskId}?taskNodeId=${todo.thisStepId}`)).approversProperties, null);
    });

    it('approve with edited values: the handler\'s fields are stored', async () => {
      const values = { ...RECTIFY, rectifyMeasure: `${RECTIFY.rectifyMeasure}(${v.name})` };
      const formData = v32 ? { id: taskId, data: JSON.stringify(values), flowId: FLOW } : values;
      const res = await handler.send('POST', `${E}/FlowBefore/Audit/${todo.id}`, { handleOpinion: '已整改', signImg: RECTIFY.rectifySign, formData, flowId: FLOW });
      assert.deepEqual(res, { code: 200, msg: '审核成功' });
      const stored = v32 ? JSON.parse((await handler.ok('GET', `${E}/FlowTask/${taskId}`)).data) : (await handler.ok('GET', `${E}/FlowBefore/${taskId}`)).formData;
      assert.equal(stored.rectifyMeasure, values.rectifyMeasure);
      assert.deepEqual(stored.rectifyPhotos, values.rectifyPhotos);
      assert.equal(stored.title, `${HAZARD.title}(${v.name})`, 'the launcher\'s values stand');
    });

    it('from the done list the detail shows 撤回, and the recall puts the todo back', async () => {
      const done = ((await handler.ok('GET', `${E}/FlowBefore/List/2?pageSize=50`)).list as Json[]).find((i) => i.processId === taskId)!;
      assert.ok(done);
      assert.equal(done.status, 1, 'agreed');
      const detail = await handler.ok('GET', `${E}/FlowBefore/${taskId}?taskNodeId=${done.thisStepId}`);
      assert.equal(detail.approversProperties.hasRevokeBtn, true);
      assert.equal(detail.approversProperties.revokeBtnText, '撤回');
      assert.equal(detail.draftData, null);
      assert.deepEqual(await handler.send('POST', `${E}/FlowBefore/Recall/${done.id}`, { handleOpinion: '照片需补充' }), { code: 200, msg: '撤回成功' });
      const back = ((await handler.ok('GET', `${E}/FlowBefore/List/1?pageSize=50`)).list as Json[]).find((i) => i.processId === taskId);
      assert.ok(back, 'the todo is back');
      // recalled: nothing more to recall, no bar from the done list
      const again = await handler.ok('GET', `${E}/FlowBefore/${taskId}?taskNodeId=${back.thisStepId}`);
      assert.equal(again.approversProperties.hasAuditBtn, true, 'the live todo again');
    });

    it('the launcher withdraws the task', async () => {
      assert.deepEqual(await launcher.send('PUT', `${E}/FlowLaunch/${taskId}/Actions/Withdraw`, { handleOpinion: '重新核实' }), { code: 200, msg: '撤回成功' });
      const launched = ((await launcher.ok('GET', `${E}/FlowLaunch?pageSize=50`)).list as Json[]).find((i) => i.id === taskId)!;
      assert.equal(launched.status, 4);
      assert.equal(((await handler.ok('GET', `${E}/FlowBefore/List/1?pageSize=50`)).list as Json[]).find((i) => i.processId === taskId), undefined);
    });

    it('form values in a shape the server cannot read are refused, nothing written', async () => {
      // a todo of the contractor's to try the approvals on
      const fresh = (await launcher.ok('POST', `${E}/FlowTask`, { formData: HAZARD, flowId: FLOW, status: '0' })).id as string;
      const live = ((await handler.ok('GET', `${E}/FlowBefore/List/1?pageSize=50`)).list as Json[]).find((i) => i.processId === fresh)!;
      assert.ok(live);
      await refusal(async () => {
        const bad = async (url: string, payload: unknown, msg: string, who = launcher) =>
          assert.deepEqual(await who.send(url.startsWith('PUT ') ? 'PUT' : 'POST', url.replace(/^PUT /, ''), payload), { code: 400, msg }, JSON.stringify(payload));
        await bad(`${E}/FlowTask`, { data: '{"title": ', flowId: FLOW, status: 0 }, SHAPE_MSG.json);
        await bad(`${E}/FlowTask`, { data: '["title"]', flowId: FLOW, status: 0 }, SHAPE_MSG.notObject);
        await bad(`${E}/FlowTask`, { data: 42, flowId: FLOW, status: 0 }, SHAPE_MSG.dataType);
        await bad(`${E}/FlowTask`, { formData: [1], flowId: FLOW, status: 0 }, SHAPE_MSG.notObject);
        await bad(`${E}/FlowTask`, { formData: HAZARD, data: JSON.stringify({ ...HAZARD, title: '另一个' }), flowId: FLOW, status: 0 }, SHAPE_MSG.both);
        await bad(`PUT ${E}/FlowTask/${taskId}`, { data: 'not json', flowId: FLOW, status: 0 }, SHAPE_MSG.json);
        await bad(`${E}/FlowBefore/Audit/${live.id}`, { formData: { id: fresh, data: 'oops', flowId: FLOW } }, SHAPE_MSG.json, handler);
        await bad(`${E}/FlowBefore/Audit/${live.id}`, { formData: { id: fresh, data: '"text"', flowId: FLOW } }, SHAPE_MSG.notObject, handler);
        await bad(`${E}/FlowBefore/Reject/${live.id}`, { formData: '{broken', rejectStep: '0', rejectType: 1 }, SHAPE_MSG.json, handler);
      });
      // the wrapper with the values' object itself is read as well
      const values = { ...RECTIFY, rectifyMeasure: `对象形式(${v.name})` };
      await handler.ok('POST', `${E}/FlowBefore/Audit/${live.id}`, { formData: { id: fresh, data: values, flowId: FLOW }, signImg: RECTIFY.rectifySign });
      assert.equal((await handler.ok('GET', `${E}/FlowBefore/${fresh}`)).formData.rectifyMeasure, values.rectifyMeasure);
    });

    it('IM history of the signed-in user (formUserId from the current user)', async () => {
      // 3.2 connected without the token in the path
      const socket = await connectIm(base, chat.token, { inPath: !v32 });
      sockets.push(socket);
      const init = await socket.next('initMessage');
      assert.equal(init.userId, me.userId);
      assert.equal(typeof init.noticeDefaultText, 'string');
      assert.ok(init.noticeDefaultText.length > 0, 'the demo\'s notices');
      assert.equal(typeof init.noticeDefaultTime, 'number');
      assert.equal(typeof init.messageDefaultText, 'string');
      socket.send('MessageList', { toUserId: 'u_zongjian', formUserId: me.userId, currentPage: 1, pageSize: 20, sord: 'desc', keyword: '' });
      const history = await socket.next('messageList');
      assert.ok(history.list.length > 0, 'the demo conversation with zongjian');
      const first = history.list[0];
      for (const k of ['id', 'sendUserId', 'sendTime', 'receiveUserId', 'content', 'contentType']) assert.ok(k in first, k);
      assert.ok([first.sendUserId, first.receiveUserId].includes(me.userId));
      assert.equal(history.pagination.currentPage, 1);
      // an empty formUserId (what 3.2 sent without /api/app/User) reads as the caller's
      socket.send('MessageList', { toUserId: 'u_zongjian', formUserId: '', currentPage: 1, pageSize: 20 });
      assert.deepEqual((await socket.next('messageList')).list, history.list);
    });
  });
}

describe('common apps: the limit per user', () => {
  it(`refuses one more than ${DATA_MAX} of a type, writing nothing`, async () => {
    const c = new Client(VERSIONS.v34, 'yezhu');
    await c.signIn();
    const menus = (await c.ok('GET', '/api/app/Menu')).list as Json[];
    const app1 = menus.flatMap((m) => m.children).find((m) => m.type !== 1);
    // entries of apps since withdrawn count too: they are the user's until removed
    await t.database.db.insert(appData).values(Array.from({ length: DATA_MAX }, (_, i) => ({
      id: `limit_${i}`, userId: 'u_yezhu', objectType: 2, objectId: `gone_${i}`,
    })));
    assert.deepEqual(await c.ok('GET', '/api/app/Data?type=2'), { list: [] }, 'what is no longer theirs is not listed');
    await refusal(async () => assert.deepEqual(await c.send('POST', '/api/app/Data', { objectType: 2, objectId: app1.id }), { code: 400, msg: DATA_MSG.tooMany }));
    await c.ok('DELETE', '/api/app/Data/gone_0');
    await c.ok('POST', '/api/app/Data', { objectType: 2, objectId: app1.id });
    assert.equal((await c.ok('GET', '/api/app/Data?type=2')).list[0].objectId, app1.id);
  });
});
