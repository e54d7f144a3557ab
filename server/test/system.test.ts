import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { nextBillNumber } from '../src/domains/system/service.js';
import { CONTRACT_1, CONTRACT_2, boqItems as seedBoq, wbsNodes as seedWbs } from '../src/seed/data/index.js';
import { buildTestApp, call, get, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const clock = testClock(Date.parse('2024-05-20T10:00:00+08:00'));
const tokens: Record<string, string> = {};

/** Tokens live 12 hours: sign in again after moving the clock a day. */
async function signIn() {
  for (const account of ['admin', 'jianli', 'shigong']) tokens[account] = await tokenOf(app, account);
}

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t, {}, clock.now);
  await signIn();
});
after(async () => {
  await app.close();
  await t.close();
});

const send = (method: InjectOptions['method'], url: string, token: string | undefined, payload?: unknown) =>
  call(app, { method, url, payload: payload as InjectOptions['payload'], headers: token ? { authorization: token } : {} });
const post = (url: string, token: string | undefined, payload: unknown = {}) => send('POST', url, token, payload);
/** The refused calls in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work);

describe('a token is needed', () => {
  it('answers 600 without one on every non-public system route', () => refusal(async () => {
    const routes: Array<[InjectOptions['method'], string]> = [
      ['GET', '/api/system/DictionaryData/All'], ['GET', '/api/system/DictionaryData/sex/Data/Selector'],
      ['GET', '/api/system/BillRule/BillNumber/hazardRectification'], ['GET', '/api/system/Area/-1/Selector/0'],
      ['POST', '/api/system/Area/GetAreaByIds'], ['POST', '/api/system/DataInterface/contractList/Actions/Preview'],
      ['POST', '/api/system/DataInterface/contractList/Action/List'], ['POST', '/api/system/DataInterface/contractList/Action/InfoByIds'],
      ['GET', '/api/system/SysConfig'], ['GET', '/api/system/CommonWords/Selector?type=App'], ['POST', '/api/system/CommonWords'],
      ['PUT', '/api/system/CommonWords/x'], ['DELETE', '/api/system/CommonWords/x'],
    ];
    for (const [method, url] of routes) assert.equal((await send(method, url, undefined, method === 'GET' ? undefined : {})).code, 600, url);
  }));
});

describe('dictionaries', () => {
  it('answers every type with its items, trees nested', async () => {
    const res = await get(app, '/api/system/DictionaryData/All', tokens.jianli);
    assert.equal(res.code, 200);
    const flow = res.data.list.find((d: any) => d.enCode === 'WorkFlowCategory');
    assert.deepEqual(Object.keys(flow).sort(), ['dictionaryList', 'enCode', 'fullName', 'id', 'isTree']);
    assert.equal(flow.isTree, 0);
    assert.ok(flow.dictionaryList.some((i: any) => i.fullName === '安全管理' && i.parentId === '-1'));
    const major = res.data.list.find((d: any) => d.isTree === 1);
    assert.ok(major.dictionaryList.some((i: any) => i.children?.length > 0 && i.children.every((c: any) => c.parentId === i.id)));
  });

  it('answers one type by id or enCode, and 400 for an unknown one', async () => {
    const byCode = await get(app, '/api/system/DictionaryData/sex/Data/Selector', tokens.jianli);
    const byId = await get(app, '/api/system/DictionaryData/dt_sex/Data/Selector', tokens.jianli);
    assert.deepEqual(byCode.data.list.map((i: any) => i.fullName), ['男', '女']);
    assert.deepEqual(byId, byCode);
    await refusal(async () => assert.deepEqual(await get(app, '/api/system/DictionaryData/nope/Data/Selector', tokens.jianli), { code: 400, msg: '数据字典不存在' }));
  });
});

describe('bill numbers', () => {
  const url = '/api/system/BillRule/BillNumber/hazardRectification';

  // GET BillNumber previews the next number (security-bills.test.ts: it takes none); saves take them
  it('are prefix + yyyyMMdd (China) + 4 digits, restarting each day', async () => {
    const first = await get(app, url, tokens.jianli);
    assert.equal(first.code, 200);
    assert.match(first.data, /^YHZG20240520\d{4}$/);
    const taken = await nextBillNumber(t.database.db, 'hazardRectification', clock.now());
    assert.equal(taken, first.data, 'a save takes the number shown');
    const second = await get(app, url, tokens.shigong);
    assert.equal(Number(second.data.slice(-4)), Number(first.data.slice(-4)) + 1);
    clock.advance(24 * 3_600_000);
    await signIn();
    assert.equal((await get(app, url, tokens.jianli)).data, 'YHZG202405210001');
  });

  it('are unique under 50 concurrent saves', async () => {
    const numbers = await Promise.all(Array.from({ length: 50 }, () => nextBillNumber(t.database.db, 'dailyReport', clock.now())));
    assert.equal(new Set(numbers).size, 50);
    assert.deepEqual(numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b), Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('refuses an unknown rule and a malformed code, writing nothing', () => refusal(async () => {
    assert.deepEqual(await get(app, '/api/system/BillRule/BillNumber/nope', tokens.jianli), { code: 400, msg: '单据规则不存在' });
    assert.deepEqual(await get(app, '/api/system/BillRule/BillNumber/a%20b', tokens.jianli), { code: 400, msg: 'enCode 格式不正确' });
  }));
});

describe('areas', () => {
  it('answers provinces for -1 and children of an area', async () => {
    const provinces = await get(app, '/api/system/Area/-1/Selector/0', tokens.jianli);
    assert.equal(provinces.data.list.length, 34);
    assert.deepEqual(provinces.data.list.find((a: any) => a.id === '320000'), { id: '320000', fullName: '江苏省', isLeaf: false, hasChildren: true });
    const cities = await get(app, '/api/system/Area/320000/Selector/0', tokens.jianli);
    assert.deepEqual(cities.data.list[0], { id: '320100', fullName: '南京市', isLeaf: true, hasChildren: false });
    await refusal(async () => assert.deepEqual(await get(app, '/api/system/Area/abc/Selector/0', tokens.jianli), { code: 400, msg: 'id 格式不正确' }));
  });

  it('turns id paths into names', async () => {
    const res = await post('/api/system/Area/GetAreaByIds', tokens.jianli, { idsList: [['320000', '320100'], ['110000'], ['999999']] });
    assert.deepEqual(res.data, [['江苏省', '南京市'], ['北京市'], []]);
    await refusal(async () => assert.deepEqual(await post('/api/system/Area/GetAreaByIds', tokens.jianli, {}), { code: 400, msg: 'idsList 不能为空' }));
    await refusal(async () => assert.deepEqual(await post('/api/system/Area/GetAreaByIds', tokens.jianli, { idsList: [[1, {}]] }), { code: 400, msg: 'idsList[0][1] 类型不正确' }));
  });
});

describe('data interfaces', () => {
  const preview = (id: string, token: string, paramList: unknown[] = []) => post(`/api/system/DataInterface/${id}/Actions/Preview`, token, { paramList });

  it('run named queries by id or enCode, scoped to what the caller sees', async () => {
    const all = await preview('contractList', tokens.jianli);
    assert.equal(all.code, 200);
    assert.deepEqual(all.data.map((c: any) => c.id), [CONTRACT_1, CONTRACT_2, 'ct_sg03']);
    assert.deepEqual((await preview('di_contract_list', tokens.shigong)).data.map((c: any) => c.id), [CONTRACT_1]);
    const hazards = await preview('hazardCategory', tokens.shigong);
    assert.ok(hazards.data.some((h: any) => h.fullName === '高处坠落'));
  });

  it('take parameters, with defaults from the current contract', async () => {
    const roots = await preview('wbsChildren', tokens.jianli);
    assert.ok(roots.data.length > 0 && roots.data.every((n: any) => n.parentId === '-1' && n.hasChildren === true));
    const children = await preview('wbsChildren', tokens.jianli, [{ field: 'parentId', defaultValue: roots.data[0].id }]);
    assert.ok(children.data.length > 0 && children.data.every((n: any) => n.parentId === roots.data[0].id));
    const people = await preview('userByOrganize', tokens.jianli, [{ field: 'organizeId', defaultValue: 'dept_sup_zd1' }]);
    assert.ok(people.data.some((u: any) => u.id === 'u_jianli' && u.fullName === '李明'));
  });

  it('refuse an unknown parameter, interface or contract', () => refusal(async () => {
    assert.deepEqual(await preview('contractList', tokens.jianli, [{ field: 'sql', defaultValue: 'drop table users' }]),
      { code: 400, msg: 'paramList[0].field 参数 sql 不存在' });
    assert.deepEqual(await preview('nope', tokens.jianli), { code: 400, msg: '数据接口不存在' });
    assert.deepEqual(await preview('wbsChildren', tokens.shigong, [{ field: 'contractId', defaultValue: CONTRACT_2 }]),
      { code: 400, msg: '您无权访问该合同段' });
    assert.deepEqual(await preview('contractList', tokens.jianli, [{ defaultValue: 1 }]), { code: 400, msg: 'paramList[0].field 不能为空' });
  }));

  it('page and filter with Action/List', async () => {
    const url = '/api/system/DataInterface/contractList/Action/List';
    const page = await post(url, tokens.jianli, { currentPage: 2, pageSize: 2 });
    assert.deepEqual(page.data.pagination, { currentPage: 2, pageSize: 2, total: 3 });
    assert.deepEqual(page.data.list.map((c: any) => c.id), ['ct_sg03']);
    const found = await post(url, tokens.jianli, { keyword: '第二合同段' });
    assert.deepEqual(found.data.list.map((c: any) => c.id), [CONTRACT_2]);
    await refusal(async () => assert.deepEqual(await post(url, tokens.jianli, { currentPage: 0 }), { code: 400, msg: 'currentPage 不能小于 1' }));
  });

  it('turn ids into rows with Action/InfoByIds', async () => {
    const url = '/api/system/DataInterface/contractList/Action/InfoByIds';
    const res = await post(url, tokens.jianli, { ids: [CONTRACT_2], propsValue: 'id' });
    assert.deepEqual(res.data.map((c: any) => c.fullName), ['宁句高速公路改扩建工程第二合同段']);
    await refusal(async () => assert.deepEqual(await post(url, tokens.jianli, { propsValue: 'id' }), { code: 400, msg: 'ids 不能为空' }));
  });
});

describe('the selectors\' data interfaces (bill of quantities, WBS tree)', () => {
  const list = (id: string, token: string, body: Record<string, unknown> = {}) =>
    post(`/api/system/DataInterface/${id}/Action/List`, token, { currentPage: 1, pageSize: 20, paramList: [], ...body });

  it('page a contract\'s bill items, searched, with their code, name, unit, quantity and price', async () => {
    const own = seedBoq.filter((b) => b.contractId === CONTRACT_1);
    const page = await list('boqItems', tokens.shigong, { pageSize: 5 });
    assert.equal(page.code, 200);
    assert.equal(page.data.pagination.total, own.length);
    const first = page.data.list[0];
    const seeded = own.find((b) => b.id === first.id)!;
    assert.deepEqual(first, {
      id: seeded.id, fullName: `${seeded.itemCode} ${seeded.itemName}`, itemCode: seeded.itemCode, itemName: seeded.itemName,
      unit: seeded.unit, quantity: seeded.quantity, unitPrice: seeded.unitPrice, wbsNodeId: seeded.wbsNodeId ?? null, contractId: CONTRACT_1,
    });
    const other = await list('di_boq_items', tokens.jianli, { paramList: [{ field: 'contractId', defaultValue: CONTRACT_2 }], pageSize: 100 });
    assert.equal(other.data.pagination.total, seedBoq.filter((b) => b.contractId === CONTRACT_2).length);
    const word = seeded.itemName;
    const found = await list('boqItems', tokens.shigong, { keyword: word, pageSize: 100 });
    assert.deepEqual(found.data.list.map((b: any) => b.id), own.filter((b) => b.itemName.includes(word) || b.itemCode.includes(word) || b.unit.includes(word)).map((b) => b.id));
    const named = await post('/api/system/DataInterface/boqItems/Action/InfoByIds', tokens.shigong, { ids: [seeded.id], propsValue: 'id' });
    assert.deepEqual(named.data.map((b: any) => b.fullName), [`${seeded.itemCode} ${seeded.itemName}`]);
  });

  it('answer a contract\'s whole WBS tree flat, each node with its parent', async () => {
    const res = await post('/api/system/DataInterface/wbsNodes/Actions/Preview', tokens.shigong, { paramList: [] });
    assert.equal(res.code, 200);
    const own = seedWbs.filter((n) => n.contractId === CONTRACT_1);
    assert.deepEqual(res.data.map((n: any) => n.id).sort(), own.map((n) => n.id).sort());
    const ids = new Set(res.data.map((n: any) => n.id));
    assert.ok(res.data.every((n: any) => n.parentId === '-1' || ids.has(n.parentId)));
  });

  it('refuse another contractor\'s section, or a parameter they do not take, and write nothing', () => refusal(async () => {
    for (const id of ['boqItems', 'wbsNodes']) {
      assert.deepEqual(await list(id, tokens.shigong, { paramList: [{ field: 'contractId', defaultValue: CONTRACT_2 }] }),
        { code: 400, msg: '您无权访问该合同段' });
      assert.deepEqual(await list(id, tokens.shigong, { paramList: [{ field: 'parentId', defaultValue: '-1' }] }),
        { code: 400, msg: 'paramList[0].field 参数 parentId 不存在' });
    }
    assert.deepEqual(await list('boqItems', tokens.shigong, { pageSize: 0 }), { code: 400, msg: 'pageSize 不能小于 1' });
  }));
});

describe('GET /api/system/SysConfig', () => {
  it('answers the settings, version 3.3.5, and no secrets', async () => {
    const res = await get(app, '/api/system/SysConfig', tokens.jianli);
    assert.equal(res.code, 200);
    assert.equal(res.data.sysVersion, '3.3.5');
    assert.equal(res.data.tokenTimeout, 720);
    assert.equal(res.data.singleLogin, 1);
    assert.equal(res.data.mandatoryModificationOfInitialPassword, 0);
    assert.equal(typeof res.data.sysName, 'string');
    assert.ok(!JSON.stringify(res.data).includes('Secret'));
  });

  it('answers the organisation\'s contacts for 联系我们, the demo\'s values in the demo (issue 12)', async () => {
    const res = await get(app, '/api/system/SysConfig', tokens.jianli);
    assert.equal(res.data.companyTelePhone, '025-52800000');
    assert.equal(res.data.companyEmail, 'support@siteflow.example');
  });
});

describe('common words', () => {
  const selector = async (token: string) => (await get(app, '/api/system/CommonWords/Selector?type=App', token)).data.list as any[];

  it('answers the system words to everyone and one\'s own words to oneself', async () => {
    const system = await selector(tokens.shigong);
    assert.ok(system.length > 0 && system.every((w) => w.commonWordsType === 0));
    const created = await post('/api/system/CommonWords', tokens.jianli, { commonWordsText: '  现场已复查  ' });
    assert.equal(created.code, 200);
    const mine = (await selector(tokens.jianli)).find((w) => w.id === created.data.id);
    assert.deepEqual(mine, { id: created.data.id, commonWordsText: '现场已复查', commonWordsType: 1, sortCode: 0 });
    assert.ok(!(await selector(tokens.shigong)).some((w) => w.id === created.data.id));
  });

  it('lets only the owner edit or delete a word', async () => {
    const { data } = await post('/api/system/CommonWords', tokens.jianli, { commonWordsText: '请补充影像资料' });
    const url = `/api/system/CommonWords/${data.id}`;
    await refusal(async () => {
      assert.deepEqual(await send('PUT', url, tokens.shigong, { commonWordsText: 'hijacked' }), { code: 400, msg: '常用语不存在' });
      assert.deepEqual(await send('DELETE', url, tokens.shigong), { code: 400, msg: '常用语不存在' });
    });
    assert.equal((await selector(tokens.jianli)).find((w) => w.id === data.id)?.commonWordsText, '请补充影像资料');
    assert.equal((await send('PUT', url, tokens.jianli, { commonWordsText: '请补充照片' })).code, 200);
    assert.equal((await selector(tokens.jianli)).find((w) => w.id === data.id)?.commonWordsText, '请补充照片');
    assert.equal((await send('DELETE', url, tokens.jianli)).code, 200);
    assert.ok(!(await selector(tokens.jianli)).some((w) => w.id === data.id));
  });

  it('keeps system words for administrators', async () => {
    const systemId = (await selector(tokens.jianli)).find((w) => w.commonWordsType === 0).id;
    await refusal(async () => {
      assert.deepEqual(await send('PUT', `/api/system/CommonWords/${systemId}`, tokens.jianli, { commonWordsText: 'x' }), { code: 400, msg: '常用语不存在' });
      assert.deepEqual(await post('/api/system/CommonWords', tokens.jianli, { commonWordsText: 'x', commonWordsType: 0 }), { code: 400, msg: '无权新增系统常用语' });
    });
    const added = await post('/api/system/CommonWords', tokens.admin, { commonWordsText: '按规范整改', commonWordsType: 0 });
    assert.ok((await selector(tokens.shigong)).some((w) => w.id === added.data.id && w.commonWordsType === 0));
  });

  it('names the bad field and writes nothing', () => refusal(async () => {
    for (const [body, msg] of [
      [{}, 'commonWordsText 不能为空'], [{ commonWordsText: '' }, 'commonWordsText 不能为空'],
      [{ commonWordsText: '   ' }, 'commonWordsText 格式不正确'], [{ commonWordsText: 'x'.repeat(201) }, 'commonWordsText 长度不能超过 200 个字符'],
      [{ commonWordsText: 'ok', commonWordsType: 5 }, 'commonWordsType 不能大于 1'],
    ] as const) {
      assert.deepEqual(await post('/api/system/CommonWords', tokens.jianli, body), { code: 400, msg }, JSON.stringify(body));
    }
    assert.deepEqual(await get(app, '/api/system/CommonWords/Selector?type=Foo', tokens.jianli), { code: 400, msg: 'type 取值无效' });
  }));
});
