import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { personSeals, users } from '../src/db/schema.js';
import { CONTRACT_2, PROJECT_ID } from '../src/seed/data/index.js';
import { buildTestApp, call, get, seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  for (const account of ['admin', 'jianli', 'shigong', 'zongjian']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

/** The refused calls in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work);

/** The app always sends Content-Type: application/json, with or without a body. */
const post = (url: string, token?: string, extra: Partial<InjectOptions> = {}) => call(app, {
  method: 'POST', url, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, ...extra,
});

describe('app upgrade and start page (public)', () => {
  it('answers the version without a token', async () => {
    const res = await get(app, '/api/app/Version');
    assert.equal(res.code, 200);
    assert.deepEqual(res.data, { versionName: '3.3.5', versionCode: 139, downloadUrl: '', forceUpdate: false, description: res.data.description });
  });

  it('answers the start info of an app without a token', async () => {
    const res = await get(app, '/api/file/AppStartInfo/siteflow');
    assert.equal(res.code, 200);
    assert.equal(res.data.appName, 'siteflow');
    assert.equal(res.data.sysVersion, '3.3.5');
    assert.equal(typeof res.data.title, 'string');
  });
});

describe('GET /api/app/User/{id}', () => {
  it('answers the address-book card of a user in the same project', async () => {
    const res = await get(app, '/api/app/User/u_shigong', tokens.jianli);
    assert.equal(res.code, 200);
    assert.equal(res.data.realName, '张伟');
    assert.equal(res.data.account, 'shigong');
    assert.equal(res.data.organizeName, '苏通路桥工程集团有限公司/宁句改扩建SG01标项目经理部');
    assert.equal(typeof res.data.positionName, 'string');
  });

  it('hides users outside the caller\'s projects, except from administrators', async () => {
    await t.database.db.insert(users).values({ id: 'u_outsider', account: 'outsider', realName: '外单位', passwordHash: 'x' });
    await refusal(async () => {
      assert.deepEqual(await get(app, '/api/app/User/u_outsider', tokens.jianli), { code: 400, msg: '用户不存在' });
      assert.deepEqual(await get(app, '/api/app/User/nobody', tokens.jianli), { code: 400, msg: '用户不存在' });
      assert.equal((await get(app, '/api/app/User/u_shigong')).code, 600);
    });
    assert.equal((await get(app, '/api/app/User/u_outsider', tokens.admin)).data.realName, '外单位');
  });
});

describe('supervision pickers', () => {
  const base = '/api/SupervisionManagement/commonservices';

  it('answer the construction units of the current project', async () => {
    const res = await get(app, `${base}/getConstructionUnitByProj`, tokens.jianli);
    assert.deepEqual(res.data.list.map((u: any) => [u.id, u.contractId]), [['org_con1', 'ct_sg01'], ['org_con2', 'ct_sg02'], ['org_con3', 'ct_sg03']]);
    assert.equal((await get(app, `${base}/getConstructionUnitByProj?projectId=${PROJECT_ID}`, tokens.shigong)).data.list.length, 3);
    await refusal(async () => {
      assert.deepEqual(await get(app, `${base}/getConstructionUnitByProj?projectId=other`, tokens.jianli), { code: 400, msg: '您无权访问该项目' });
      assert.deepEqual(await get(app, `${base}/getConstructionUnitByProj?projectId=`, tokens.jianli), { code: 400, msg: 'projectId 不能为空' });
      assert.equal((await get(app, `${base}/getConstructionUnitByProj`)).code, 600);
    });
  });

  it('answer the users of the current contract holding a role', async () => {
    const sg01 = await get(app, `${base}/getUsersByAuthority?authority=shigong`, tokens.jianli);
    assert.deepEqual(sg01.data.list.map((u: any) => u.id), ['u_shigong', 'u_zonggong1', 'u_sgy1']);
    assert.deepEqual(Object.keys(sg01.data.list[0]).sort(), ['account', 'fullName', 'headIcon', 'id', 'organizeId', 'realName']);
    const sg02 = await get(app, `${base}/getUsersByAuthority?authority=shigong&contractId=${CONTRACT_2}`, tokens.jianli);
    assert.deepEqual(sg02.data.list.map((u: any) => u.id), ['u_pm2']);
    await refusal(async () => {
      assert.deepEqual(await get(app, `${base}/getUsersByAuthority?authority=shigong&contractId=${CONTRACT_2}`, tokens.shigong),
        { code: 400, msg: '您无权访问该合同段' });
      assert.deepEqual(await get(app, `${base}/getUsersByAuthority`, tokens.jianli), { code: 400, msg: 'authority 不能为空' });
      assert.equal((await get(app, `${base}/getUsersByAuthority?authority=shigong`)).code, 600);
    });
  });
});

describe('signing', () => {
  const base = '/api/Signature/signaturefddservice';

  it('pushes state 10 with the waiting hand signatures, and 0 with none', async () => {
    const zongjian = await post(`${base}/GetRoleSign/?flag=login`, tokens.zongjian);
    assert.equal(zongjian.code, 200);
    assert.equal(zongjian.data.state, 10);
    assert.equal(zongjian.data.handSignPushData.handSignPushDataList.length, 1);
    assert.equal(zongjian.data.handSignPushData.handSignPushDataList[0].F_State, 0);
    const jianli = await post(`${base}/GetRoleSign?flag=approve`, tokens.jianli, { payload: '{}' });
    assert.deepEqual({ state: jianli.data.state, list: jianli.data.handSignPushData.handSignPushDataList }, { state: 0, list: [] });
  });

  it('checks the flag and the token', () => refusal(async () => {
    assert.deepEqual(await post(`${base}/GetRoleSign/?flag=other`, tokens.jianli), { code: 400, msg: 'flag 取值无效' });
    assert.deepEqual(await post(`${base}/GetRoleSign/`, tokens.jianli), { code: 400, msg: 'flag 不能为空' });
    assert.equal((await post(`${base}/GetRoleSign/?flag=login`)).code, 600);
    assert.equal((await post(`${base}/CreatePersonSeal`)).code, 600);
  }));

  it('creates the person seal from the name once', async () => {
    const seals = async () => (await t.database.db.select({ n: count() }).from(personSeals))[0].n;
    const before = await seals();
    const results = await Promise.all(Array.from({ length: 5 }, () => post(`${base}/CreatePersonSeal`, tokens.jianli)));
    assert.ok(results.every((r) => r.code === 200 && r.data.sealName === '李明印'));
    assert.equal(results.filter((r) => r.data.created).length, 1);
    assert.match(results[0].data.sealImg, /^data:image\/svg\+xml;base64,/);
    assert.ok(Buffer.from(results[0].data.sealImg.split(',')[1], 'base64').toString().includes('李'));
    assert.equal(new Set(results.map((r) => r.data.sealImg)).size, 1);
    assert.equal(await seals(), before + 1);
  });
});
