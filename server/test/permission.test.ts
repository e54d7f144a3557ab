import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { tokens, userPositions, users, userSocials } from '../src/db/schema.js';
import { FALLBACK_NEW_USER_PASSWORD } from '../src/domains/permission/account.js';
import { md5Hex } from '../src/lib/ids.js';
import { ROLE_SHIGONG } from '../src/catalog/roles.js';
import { CONTRACT_1, CONTRACT_2, users as seedUsers } from '../src/seed/data/index.js';
import { buildTestApp, call, DEMO_MD5, login, seededDb, tokenOf, type Envelope, type TestDb } from './helpers.js';
import { uploadAs } from './uploads.js';
import { assertNothingWritten, SIGN_IN_TRY } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokenCache = new Map<string, string>();

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
  // signed in up front: a first sign-in inside a refusal would be its write
  for (const account of ['admin', 'anquan', 'jianli', 'norole', 'shigong', 'shiyan', 'zhouhaitao', 'zongjian']) await tokenFor(account);
});
after(async () => {
  await app.close();
  await t.close();
});

const P = '/api/permission';
/** One token per account: signing in again would kick the previous one (single login). */
async function tokenFor(account: string): Promise<string> {
  if (!tokenCache.has(account)) tokenCache.set(account, await tokenOf(app, account));
  return tokenCache.get(account)!;
}

async function api<T = any>(method: InjectOptions['method'], url: string, account?: string, payload?: unknown): Promise<Envelope<T>> {
  const headers = account ? { authorization: await tokenFor(account) } : {};
  return call<T>(app, { method, url: P + url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const db = () => t.database.db;
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
/** The refused calls in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(db(), work);
/** A refusal of a wrong password: only its try is counted (the sign-in lock). */
const wrongPassword = <T>(work: () => Promise<T>) => assertNothingWritten(db(), work, SIGN_IN_TRY);
/** `send` answers exactly `answer` (a refusal) and writes nothing. */
const refused = (send: () => Promise<Envelope>, answer: Envelope, label?: string) =>
  refusal(async () => assert.deepEqual(await send(), answer, label));

/** What shigong (section 1) must never see: the people and units of sections 2 and 3. */
const OTHER_SECTION_USERS = seedUsers.filter((u) => /^dept_con[23]/.test(u.organizeId)).map((u) => u.id);
const OTHER_SECTION_ORGS = ['org_con2', 'org_con3', 'dept_con2_xmb', 'dept_con3_xmb', 'dept_con2_aq'];
const ids = (list: { id: string }[]) => list.map((x) => x.id);
const flat = <N extends { id: string; children?: N[] }>(nodes: N[]): N[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const SVG = svgUrl('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><path d="M2 30 C 20 5, 40 5, 60 30" stroke="#000" fill="none"/></svg>');
const PNG = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24, 1)]).toString('base64')}`;

describe('every /api/permission call needs a token', () => {
  const calls: [InjectOptions['method'], string, unknown?][] = [
    ['POST', '/Users/CreateAccount', { account: 'ghost', realName: '幽灵', organizeId: 'dept_con1_gc' }],
    ['GET', '/Users/Current/BaseInfo'], ['PUT', '/Users/Current/BaseInfo', { realName: '幽灵' }],
    ['PUT', '/Users/Current/Avatar/a.png'], ['POST', '/Users/Current/Actions/ModifyPassword', { oldPassword: DEMO_MD5, password: md5Hex('x') }],
    ['GET', '/Users/Current/Subordinate/0'], ['PUT', '/Users/Current/major', { majorId: 'x', majorType: 'Organize' }],
    ['GET', '/Users/Current/getUserOrganizes'], ['GET', '/Users/Current/getUserPositions'],
    ['GET', '/Users/Current/SignImg'], ['POST', '/Users/Current/SignImg', { signImg: SVG }],
    ['PUT', '/Users/Current/x/SignImg'], ['DELETE', '/Users/Current/x/SignImg'],
    ['GET', '/Users/ImUser'], ['POST', '/Users/ImUser/Selector/0', {}], ['GET', '/Users/All'], ['GET', '/Users/Selector'],
    ['POST', '/Users/UserCondition', {}], ['POST', '/Users/getUserList', { ids: ['u_admin'] }], ['POST', '/Users/getSubordinates', {}],
    ['GET', '/Users/getOrganization'], ['POST', '/Users/getSelectedList', { ids: [] }], ['POST', '/Users/getSelectedUserList', { ids: [] }],
    ['POST', '/Users/GetListByAuthorize/0', {}], ['GET', '/Organize/Selector/0'], ['GET', '/Organize/Department/Selector/0'],
    ['POST', '/Organize/OrganizeCondition', {}], ['GET', '/Position/Selector'], ['POST', '/Position/PositionCondition', {}],
    ['GET', '/Group/Selector'], ['GET', '/Role/Selector'], ['GET', '/socials/login'],
  ];

  it('answers 600 to each of them and writes nothing', () => refusal(async () => {
    for (const [method, url, payload] of calls) {
      const res = await api(method, url, undefined, payload);
      assert.equal(res.code, 600, `${method} ${url}`);
    }
  }));
});

describe('POST Users/CreateAccount', () => {
  const body = { account: 'xinren', realName: '辛仁', organizeId: 'dept_con2_gc', positionIds: ['pos_con2_sgy'], roleIds: [ROLE_SHIGONG], contractIds: [CONTRACT_2], mobilePhone: '13900001111' };

  it('lets admin create an account that signs in with the default password', async () => {
    const res = await api<string>('POST', '/Users/CreateAccount', 'admin', body);
    assert.equal(res.code, 200, res.msg);
    assert.match(res.data!, /^[0-9a-f]{32}$/);
    const row = await userRow(res.data!);
    assert.equal(row.account, 'xinren');
    assert.equal(row.positionId, 'pos_con2_sgy');
    assert.equal((await login(app, 'xinren', md5Hex(FALLBACK_NEW_USER_PASSWORD))).code, 200);
  });

  it('puts the account in its section: norole (section 2) sees it, shigong (section 1) does not', async () => {
    const find = async (account: string) => ids((await api('POST', '/Users/UserCondition', account, { type: 'organize', keyword: 'xinren' })).data.list);
    assert.equal((await find('norole')).length, 1);
    assert.deepEqual(await find('shigong'), []);
  });

  it('refuses a duplicate account, whatever its letter case', async () => {
    await refused(() => api('POST', '/Users/CreateAccount', 'admin', { ...body, account: 'XinRen', mobilePhone: '' }), { code: 400, msg: '账户名称不能重复' });
  });

  it('refuses everyone but an administrator', () => refusal(async () => {
    for (const who of ['zongjian', 'shigong']) {
      const res = await api('POST', '/Users/CreateAccount', who, { ...body, account: `by${who}` });
      assert.deepEqual(res, { code: 400, msg: '无权限操作,仅管理员可用' });
    }
  }));

  it('names the bad field and writes nothing', () => refusal(async () => {
    const base = { ...body, mobilePhone: '' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, account: undefined }, 'account 不能为空'],
      [{ ...base, account: 'a b' }, 'account 格式不正确'],
      [{ ...base, account: 'ok1', mobilePhone: '1234' }, 'mobilePhone 格式不正确'],
      [{ ...base, account: 'ok2', password: 'plain' }, 'password 格式不正确'],
      [{ ...base, account: 'ok3', organizeId: 'nowhere' }, 'organizeId 不存在或已停用'],
      [{ ...base, account: 'ok4', roleIds: ['role_nope'] }, 'roleIds 不存在或已停用'],
      [{ ...base, account: 'ok5', mobilePhone: '13962158820' }, '该手机号已被其他账号使用'],
      [{ ...base, account: 'ok6', projectIds: [], contractIds: [CONTRACT_1] }, 'contractIds 中的合同段不属于所选项目'],
    ];
    for (const [payload, msg] of cases) assert.deepEqual(await api('POST', '/Users/CreateAccount', 'admin', payload), { code: 400, msg });
  }));
});

describe('GET and PUT Users/Current/BaseInfo', () => {
  it('answers the caller their own record', async () => {
    const res = await api('GET', '/Users/Current/BaseInfo', 'jianli');
    assert.equal(res.code, 200);
    const d = res.data;
    assert.equal(d.id, 'u_jianli');
    assert.equal(d.account, 'jianli');
    assert.equal(d.realName, '李明');
    assert.equal(d.manager, '王建国/zongjian');
    assert.equal(d.organize, '华通交通工程咨询监理有限公司/宁句改扩建总监办/第一驻地办');
    assert.equal(d.position, '专业监理工程师');
    assert.equal(d.positionName, '专业监理工程师');
    assert.equal(d.companyName, '华通交通工程咨询监理有限公司');
    assert.equal(d.departmentName, '第一驻地办');
    assert.equal(d.roleName, d.roleId);
    assert.ok(d.roleId.length > 0);
    assert.equal(typeof d.creatorTime, 'number');
    assert.equal(d.signature, '');
  });

  it('changes the personal fields sent, and never account, organize or roles', async () => {
    const birthday = Date.parse('1990-05-01T00:00:00+08:00');
    const res = await api('PUT', '/Users/Current/BaseInfo', 'jianli', {
      realName: '李明明', gender: 1, mobilePhone: '15062218800', email: 'liming@example.cn', birthday,
      signature: '质量第一', nativePlace: '江苏南京', account: 'hacker', organizeId: 'org_owner', roleId: 'role_admin', isAdministrator: true,
    });
    assert.equal(res.code, 200, res.msg);
    const row = await userRow('u_jianli');
    assert.equal(row.realName, '李明明');
    assert.equal(row.mobilePhone, '15062218800');
    assert.equal(row.birthday?.getTime(), birthday);
    assert.equal(row.account, 'jianli');
    assert.equal(row.organizeId, 'dept_sup_zd1');
    assert.equal(row.isAdmin, false);
    const info = (await api('GET', '/Users/Current/BaseInfo', 'jianli')).data;
    assert.equal(info.signature, '质量第一');
    assert.equal(info.nativePlace, '江苏南京');
    assert.equal(info.email, 'liming@example.cn');
  });

  it('names the bad field and changes nothing', () => refusal(async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ realName: '新名字', mobilePhone: '12345' }, 'mobilePhone 格式不正确'],
      [{ signature: '新签名', email: 'not-an-email' }, 'email 格式不正确'],
      [{ realName: '' }, 'realName 不能为空'],
      [{ realName: '   ' }, 'realName 格式不正确'],
      [{ birthday: 'tomorrow' }, 'birthday 类型不正确'],
      [{ gender: 7 }, 'gender 不能大于 3'],
      [{ birthday: Date.now() + 86_400_000 }, 'birthday 不能晚于今天'],
      [{ mobilePhone: '13913825506' }, '该手机号已被其他账号使用'],
    ];
    for (const [payload, msg] of cases) {
      assert.deepEqual(await api('PUT', '/Users/Current/BaseInfo', 'jianli', payload), { code: 400, msg }, JSON.stringify(payload));
    }
  }));
});

describe('PUT Users/Current/Avatar/{name}', () => {
  it('points headIcon at the uploaded file', async () => {
    const { fileId } = await uploadAs(app, await tokenFor('anquan'), 'me.png', 'userAvatar');
    const res = await api('PUT', `/Users/Current/Avatar/${fileId}`, 'anquan');
    assert.equal(res.code, 200, res.msg);
    assert.equal(res.data.headIcon, `/api/file/Image/userAvatar/${fileId}`);
    assert.equal((await userRow('u_anquan')).headIcon, `/api/file/Image/userAvatar/${fileId}`);
  });

  it('refuses a name that leaves the folder, and changes nothing', () => refusal(async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'a..png', '%2Ebashrc']) {
      const res = await api('PUT', `/Users/Current/Avatar/${name}`, 'anquan');
      assert.deepEqual(res, { code: 400, msg: 'id 格式不正确' }, name);
    }
  }));
});

describe('POST Users/Current/Actions/ModifyPassword', () => {
  const NEW = md5Hex('New@5678');

  it('checks the old password and the form, changing nothing on failure', () => refusal(async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ oldPassword: md5Hex('wrong'), password: NEW }, '旧密码错误'],
      [{ oldPassword: DEMO_MD5, password: DEMO_MD5.toUpperCase() }, '新密码不能与旧密码相同'],
      [{ oldPassword: DEMO_MD5, password: 'New@5678' }, 'password 格式不正确'],
      [{ password: NEW }, 'oldPassword 不能为空'],
    ];
    for (const [payload, msg] of cases) {
      assert.deepEqual(await api('POST', '/Users/Current/Actions/ModifyPassword', 'shiyan', payload), { code: 400, msg });
    }
  }));

  it('changes it, signs out the other devices and keeps the calling one', async () => {
    const web = await tokenOf(app, 'shiyan', { headers: { 'jnpf-origin': 'pc' } });
    const res = await api('POST', '/Users/Current/Actions/ModifyPassword', 'shiyan', { oldPassword: DEMO_MD5, password: NEW, code: '', timestamp: '' });
    assert.equal(res.code, 200, res.msg);
    await wrongPassword(async () => {
      assert.equal((await call(app, { method: 'GET', url: `${P}/Users/Current/BaseInfo`, headers: { authorization: web } })).code, 600);
      assert.equal((await login(app, 'shiyan', DEMO_MD5)).code, 400);
    });
    assert.equal((await api('GET', '/Users/Current/BaseInfo', 'shiyan')).code, 200);
    assert.equal((await login(app, 'shiyan', NEW, { headers: { 'jnpf-origin': 'pc' } })).code, 200);
    assert.ok((await userRow('u_shiyan')).passwordChangedAt);
  });
});

describe('GET Users/Current/Subordinate/{id}', () => {
  it('answers my direct reports for 0, with leaf flags', async () => {
    const res = await api('GET', '/Users/Current/Subordinate/0', 'shigong');
    assert.equal(res.code, 200);
    const byId = new Map(res.data.map((s: any) => [s.id, s]));
    assert.deepEqual([...byId.keys()].sort(), ['u_anquan', 'u_shiyan', 'u_zonggong1']);
    const zg: any = byId.get('u_zonggong1');
    assert.equal(zg.userName, '陈刚/chengang');
    assert.equal(zg.isLeaf, false);
    assert.equal(zg.position, '项目总工');
    assert.equal(zg.department, '宁句改扩建SG01标项目经理部');
    assert.equal((byId.get('u_anquan') as any).isLeaf, true);
  });

  it('opens a report of a report', async () => {
    const res = await api('GET', '/Users/Current/Subordinate/u_shigong', 'zhouhaitao');
    assert.equal(res.code, 200);
    assert.ok(ids(res.data).includes('u_zonggong1'));
  });

  it('refuses people who do not report to me', async () => {
    for (const id of ['u_zongjian', 'u_pm2', 'nobody']) {
      await refused(() => api('GET', `/Users/Current/Subordinate/${id}`, 'shigong'), { code: 400, msg: '用户不存在或无权访问' });
    }
  });
});

describe('Users/Current major organize and position', () => {
  before(async () => {
    // shigong also holds the safety head post of his section's 安全部
    await db().insert(userPositions).values({ userId: 'u_shigong', positionId: 'pos_con1_aq_head' });
  });

  it('lists my organizes and positions with the major one marked', async () => {
    const orgs = await api('GET', '/Users/Current/getUserOrganizes', 'shigong');
    assert.deepEqual(orgs.data, [
      { id: 'dept_con1_xmb', fullName: '苏通路桥工程集团有限公司/宁句改扩建SG01标项目经理部', isDefault: true },
      { id: 'dept_con1_aq', fullName: '苏通路桥工程集团有限公司/宁句改扩建SG01标项目经理部/安全部', isDefault: false },
    ]);
    const positions = await api('GET', '/Users/Current/getUserPositions', 'shigong');
    assert.deepEqual(positions.data.map((p: any) => [p.id, p.isDefault]), [['pos_con1_pm', true], ['pos_con1_aq_head', false]]);
  });

  it('switches the major organize, and the position with it', async () => {
    const res = await api('PUT', '/Users/Current/major', 'shigong', { majorId: 'dept_con1_aq', majorType: 'Organize' });
    assert.equal(res.code, 200, res.msg);
    const row = await userRow('u_shigong');
    assert.equal(row.organizeId, 'dept_con1_aq');
    assert.equal(row.positionId, 'pos_con1_aq_head');
    assert.equal((await api('PUT', '/Users/Current/major', 'shigong', { majorId: 'pos_con1_pm', majorType: 'Position' })).code, 200);
    assert.equal((await userRow('u_shigong')).positionId, 'pos_con1_pm');
    await api('PUT', '/Users/Current/major', 'shigong', { majorId: 'dept_con1_xmb', majorType: 'Organize' });
  });

  it('refuses organizes and positions that are not mine, and bad input, changing nothing', () => refusal(async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ majorId: 'dept_con2_xmb', majorType: 'Organize' }, '您不属于该组织'],
      [{ majorId: 'pos_con2_pm', majorType: 'Position' }, '您未担任该岗位'],
      [{ majorId: 'dept_con1_aq', majorType: 'Role' }, 'majorType 取值无效'],
      [{ majorType: 'Organize' }, 'majorId 不能为空'],
    ];
    for (const [payload, msg] of cases) assert.deepEqual(await api('PUT', '/Users/Current/major', 'shigong', payload), { code: 400, msg });
  }));
});

describe('Users/Current SignImg', () => {
  let first = '';

  it('saves signatures; the first becomes the default, and only one is ever default', async () => {
    const a = await api('POST', '/Users/Current/SignImg', 'jianli', { signImg: SVG });
    assert.equal(a.code, 200, a.msg);
    first = a.data.id;
    const b = await api('POST', '/Users/Current/SignImg', 'jianli', { signImg: PNG, isDefault: 1 });
    assert.equal(b.code, 200, b.msg);
    const list = (await api('GET', '/Users/Current/SignImg', 'jianli')).data;
    assert.equal(list.length, 2);
    assert.deepEqual(list.map((s: any) => [s.id, s.isDefault]), [[b.data.id, 1], [first, 0]]);
    assert.equal(list[0].signImg, PNG);
    assert.equal(typeof list[0].creatorTime, 'number');
  });

  it('sets the default and deletes, handing the default on', async () => {
    assert.equal((await api('PUT', `/Users/Current/${first}/SignImg`, 'jianli')).code, 200);
    let list = (await api('GET', '/Users/Current/SignImg', 'jianli')).data;
    assert.deepEqual(list.filter((s: any) => s.isDefault === 1).map((s: any) => s.id), [first]);
    assert.equal((await api('DELETE', `/Users/Current/${first}/SignImg`, 'jianli')).code, 200);
    list = (await api('GET', '/Users/Current/SignImg', 'jianli')).data;
    assert.equal(list.length, 1);
    assert.equal(list[0].isDefault, 1);
  });

  it('refuses images that are not a clean PNG or SVG, writing nothing', () => refusal(async () => {
    const cases: [unknown, string][] = [
      [{ signImg: 'hello' }, 'signImg 格式不正确'],
      [{ signImg: 'data:image/jpeg;base64,AAAA' }, 'signImg 格式不正确'],
      [{}, 'signImg 不能为空'],
      [{ signImg: `data:image/png;base64,${'A'.repeat(600 * 1024)}` }, 'signImg 长度不能超过 524288 个字符'],
      [{ signImg: svgUrl('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }, 'signImg 不是有效的签名图片'],
      [{ signImg: svgUrl('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>') }, 'signImg 不是有效的签名图片'],
      [{ signImg: svgUrl('<svg onload="alert(1)"></svg>') }, 'signImg 不是有效的签名图片'],
      [{ signImg: `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}` }, 'signImg 不是有效的签名图片'],
      [{ signImg: SVG, isDefault: 5 }, 'isDefault 类型不正确'],
    ];
    for (const [payload, msg] of cases) {
      assert.deepEqual(await api('POST', '/Users/Current/SignImg', 'jianli', payload), { code: 400, msg });
    }
  }));

  it("does not touch another user's signature", async () => {
    const [mine] = (await api('GET', '/Users/Current/SignImg', 'jianli')).data;
    for (const method of ['PUT', 'DELETE'] as const) {
      await refused(() => api(method, `/Users/Current/${mine.id}/SignImg`, 'shigong'), { code: 400, msg: '签名不存在' });
    }
    assert.deepEqual((await api('GET', '/Users/Current/SignImg', 'shigong')).data, []);
  });
});

describe('GET Users/ImUser', () => {
  it('pages the contacts with their department', async () => {
    const res = await api('GET', '/Users/ImUser?currentPage=1&pageSize=5', 'zongjian');
    assert.equal(res.code, 200);
    assert.equal(res.data.list.length, 5);
    assert.deepEqual(Object.keys(res.data.list[0]).sort(), ['account', 'department', 'headIcon', 'id', 'realName']);
    assert.deepEqual(res.data.pagination, { currentPage: 1, pageSize: 5, total: res.data.pagination.total });
    assert.ok(res.data.pagination.total > 20);
    const page2 = await api('GET', '/Users/ImUser?currentPage=2&pageSize=5', 'zongjian');
    assert.deepEqual(ids(page2.data.list).filter((id) => ids(res.data.list).includes(id)), []);
    assert.ok(!ids(res.data.list).includes('u_zongjian'), 'not myself');
  });

  it('finds by keyword', async () => {
    const res = await api('GET', `/Users/ImUser?keyword=${encodeURIComponent('黄')}`, 'zongjian');
    assert.deepEqual(ids(res.data.list), ['u_anquan']);
    assert.equal(res.data.list[0].department, '安全部');
  });

  it('shows a contractor only his own section, the owner and the supervisors', async () => {
    const res = await api('GET', '/Users/ImUser?pageSize=500', 'shigong');
    const seen = ids(res.data.list);
    assert.deepEqual(seen.filter((id) => OTHER_SECTION_USERS.includes(id)), []);
    assert.ok(seen.includes('u_zongjian') && seen.includes('u_yezhu') && seen.includes('u_anquan'));
    assert.equal(res.data.pagination.total, seen.length);
  });

  it('names a bad paging field', async () => {
    await refused(() => api('GET', '/Users/ImUser?currentPage=abc', 'shigong'), { code: 400, msg: 'currentPage 类型不正确' });
    await refused(() => api('GET', '/Users/ImUser?pageSize=0', 'shigong'), { code: 400, msg: 'pageSize 不能小于 1' });
  });
});

describe('POST Users/ImUser/Selector/{organizeId} and GetListByAuthorize/{organizeId}', () => {
  for (const path of ['/Users/ImUser/Selector', '/Users/GetListByAuthorize']) {
    it(`${path}: top units for 0, then departments and users of one`, async () => {
      const top = await api('POST', `${path}/0`, 'shigong', {});
      assert.equal(top.code, 200);
      assert.deepEqual(ids(top.data.list), ['org_owner', 'org_supervision', 'org_design', 'org_con1']);
      const unit = top.data.list[3];
      assert.deepEqual(unit, {
        id: 'org_con1', parentId: '-1', fullName: '苏通路桥工程集团有限公司', type: 'organize', hasChildren: true, isLeaf: false,
        headIcon: '', organize: '苏通路桥工程集团有限公司', icon: 'icon-ym icon-ym-tree-organization3',
      });
      const xmb = await api('POST', `${path}/dept_con1_xmb`, 'shigong', {});
      const nodes = xmb.data.list;
      assert.deepEqual(nodes.filter((n: any) => n.type === 'department').map((n: any) => n.id), ['dept_con1_gc', 'dept_con1_aq', 'dept_con1_lab']);
      const user = nodes.find((n: any) => n.id === 'u_zonggong1');
      assert.equal(user.type, 'user');
      assert.equal(user.isLeaf, true);
      assert.equal(user.fullName, '陈刚/chengang');
      assert.equal(user.parentId, 'dept_con1_xmb');
    });

    it(`${path}: a keyword gives matching users flat`, async () => {
      const res = await api('POST', `${path}/0`, 'zongjian', { keyword: 'anquan' });
      assert.ok(res.data.list.length >= 1);
      assert.ok(res.data.list.every((n: any) => n.type === 'user'));
      assert.ok(ids(res.data.list).includes('u_anquan'));
    });

    it(`${path}: another section's units are closed to a contractor`, async () => {
      await refused(() => api('POST', `${path}/org_con2`, 'shigong', {}), { code: 400, msg: '组织不存在或无权访问' });
      const res = await api('POST', `${path}/0`, 'shigong', { keyword: '高峰' });
      assert.deepEqual(res.data.list, []);
    });

    it(`${path}: names a bad field`, async () => {
      await refused(() => api('POST', `${path}/0`, 'shigong', { keyword: 'x'.repeat(101) }), { code: 400, msg: 'keyword 长度不能超过 100 个字符' });
    });
  }

  it('pages the keyword answer of ImUser/Selector', async () => {
    const res = await api('POST', '/Users/ImUser/Selector/0', 'zongjian', { keyword: 'a', pageSize: 2 });
    assert.equal(res.data.list.length, 2);
    assert.equal(res.data.pagination.pageSize, 2);
    assert.ok(res.data.pagination.total > 2);
  });
});

describe('GET Users/All and Users/Selector', () => {
  it('Users/All lists every visible user, with keyword', async () => {
    const all = await api('GET', '/Users/All', 'admin');
    assert.equal(all.code, 200);
    assert.ok(all.data.list.length >= seedUsers.length);
    assert.deepEqual(Object.keys(all.data.list[0]).sort(), ['account', 'department', 'gender', 'headIcon', 'id', 'organizeId', 'realName']);
    const mine = await api('GET', '/Users/All?keyword=xubin', 'shigong');
    assert.deepEqual(ids(mine.data.list), ['u_sgy1']);
    const theirs = ids((await api('GET', '/Users/All', 'shigong')).data.list);
    assert.deepEqual(theirs.filter((id) => OTHER_SECTION_USERS.includes(id)), []);
    await refused(() => api('GET', `/Users/All?keyword=${'x'.repeat(101)}`, 'shigong'), { code: 400, msg: 'keyword 长度不能超过 100 个字符' });
  });

  it('Users/Selector gives the organisation tree with users as leaves', async () => {
    const res = await api('GET', '/Users/Selector', 'shigong');
    assert.equal(res.code, 200);
    const nodes = flat<any>(res.data.list);
    const user = nodes.find((n) => n.id === 'u_sgy1');
    assert.equal(user.type, 'user');
    assert.equal(user.parentId, 'dept_con1_gc');
    assert.ok(nodes.some((n) => n.id === 'org_supervision' && n.hasChildren));
    assert.deepEqual(ids(nodes).filter((id) => OTHER_SECTION_USERS.includes(id) || OTHER_SECTION_ORGS.includes(id)), []);
  });
});

describe('POST Users/UserCondition', () => {
  it('pages the users within organizes (and under them), positions and roles', async () => {
    const res = await api('POST', '/Users/UserCondition', 'zongjian', { ids: ['dept_sup_zjb'], type: 'organize', pagination: { currentPage: 1, pageSize: 50 } });
    assert.equal(res.code, 200);
    assert.ok(ids(res.data.list).includes('u_zongjian'));
    assert.ok(ids(res.data.list).includes('u_jianliyuan'), 'a 驻地办 is under the 总监办');
    assert.deepEqual(res.data.pagination, { currentPage: 1, pageSize: 50, total: res.data.list.length });
    const item = res.data.list.find((u: any) => u.id === 'u_jianli');
    assert.deepEqual(Object.keys(item).sort(), ['account', 'fullName', 'headIcon', 'id', 'organize', 'realName']);
    const byPosition = await api('POST', '/Users/UserCondition', 'zongjian', { positionIds: ['pos_con2_pm'], roleIds: ['role_zongjian'] });
    assert.deepEqual(ids(byPosition.data.list).sort(), ['u_pm2', 'u_zongjian']);
    const mixed = await api('POST', '/Users/UserCondition', 'zongjian', { ids: ['u_yezhu--user', 'pos_con3_pm--position'] });
    assert.deepEqual(ids(mixed.data.list).sort(), ['u_pm3', 'u_yezhu']);
  });

  it('keeps a contractor within his section', async () => {
    const res = await api('POST', '/Users/UserCondition', 'shigong', { ids: ['org_con2', 'pos_con2_pm', 'u_pm2', ROLE_SHIGONG], pageSize: 100 });
    assert.deepEqual(ids(res.data.list).filter((id) => OTHER_SECTION_USERS.includes(id)), []);
    assert.ok(ids(res.data.list).includes('u_shigong'), 'his own role-mates still show');
  });

  it('names a bad field', async () => {
    await refused(() => api('POST', '/Users/UserCondition', 'shigong', { type: 'planet' }), { code: 400, msg: 'type 取值无效' });
    await refused(() => api('POST', '/Users/UserCondition', 'shigong', { ids: {} }), { code: 400, msg: 'ids 类型不正确' });
  });
});

describe('POST Users/getUserList, getSelectedList and getSelectedUserList', () => {
  it('getUserList turns ids into names, in the order asked, leaving out the hidden', async () => {
    const res = await api('POST', '/Users/getUserList', 'shigong', { ids: ['u_zongjian', 'u_pm2', 'u_anquan--user', 'nobody'] });
    assert.equal(res.code, 200);
    assert.deepEqual(res.data.list.map((u: any) => [u.id, u.fullName]), [['u_zongjian', '王建国/zongjian'], ['u_anquan', '黄磊/anquan']]);
    assert.equal(res.data.list[0].organize, '华通交通工程咨询监理有限公司/宁句改扩建总监办');
    const one = await api('POST', '/Users/getUserList', 'zongjian', { userId: 'u_pm2' });
    assert.deepEqual(ids(one.data.list), ['u_pm2']);
    await refused(() => api('POST', '/Users/getUserList', 'shigong', { ids: [''] }), { code: 400, msg: 'ids[0] 不能为空' });
  });

  it('getSelectedList names ids of every kind', async () => {
    const res = await api('POST', '/Users/getSelectedList', 'zongjian', {
      ids: ['u_zongjian--user', 'dept_sup_zd1--department', 'org_owner', 'pos_sup_zj--position', 'role_jianli--role', 'grp--group', 'nobody'],
    });
    assert.equal(res.code, 200);
    assert.deepEqual(res.data.list.map((x: any) => [x.id, x.type, x.fullName]), [
      ['u_zongjian--user', 'user', '王建国/zongjian'],
      ['dept_sup_zd1--department', 'department', '第一驻地办'],
      ['org_owner', 'organize', '宁句高速公路建设管理有限公司'],
      ['pos_sup_zj--position', 'position', '总监理工程师'],
      ['role_jianli--role', 'role', (await api('GET', '/Role/Selector', 'zongjian')).data.list.find((r: any) => r.id === 'role_jianli').fullName],
    ]);
    const hidden = await api('POST', '/Users/getSelectedList', 'shigong', { ids: ['u_pm2', 'org_con2--organize', 'pos_con2_pm'] });
    assert.deepEqual(hidden.data.list, []);
    await refused(() => api('POST', '/Users/getSelectedList', 'shigong', {}), { code: 400, msg: 'ids 不能为空' });
  });

  it('getSelectedUserList pages the users behind picked ids', async () => {
    const res = await api('POST', '/Users/getSelectedUserList', 'zongjian', { ids: ['dept_con1_aq--department', 'u_yezhu--user'], pagination: { currentPage: 1, pageSize: 10 } });
    assert.equal(res.code, 200);
    assert.deepEqual(ids(res.data.list).sort(), ['u_anquan', 'u_yezhu']);
    assert.equal(res.data.pagination.total, 2);
    const hidden = await api('POST', '/Users/getSelectedUserList', 'shigong', { ids: ['dept_con2_aq--department', 'u_pm2'] });
    assert.deepEqual(hidden.data.list, []);
    await refused(() => api('POST', '/Users/getSelectedUserList', 'shigong', { ids: [], currentPage: 0 }), { code: 400, msg: 'currentPage 不能小于 1' });
  });
});

describe('POST Users/getSubordinates and GET Users/getOrganization', () => {
  it('getSubordinates lists my direct reports, with keyword', async () => {
    const res = await api('POST', '/Users/getSubordinates', 'shigong', {});
    assert.deepEqual(ids(res.data).sort(), ['u_anquan', 'u_shiyan', 'u_zonggong1']);
    const some = await api('POST', '/Users/getSubordinates', 'shigong', { keyword: '黄' });
    assert.deepEqual(ids(some.data), ['u_anquan']);
    assert.deepEqual(await api('POST', '/Users/getSubordinates', 'shigong', { keyword: 5 }), { code: 200, msg: 'Success', data: [] });
    await refused(() => api('POST', '/Users/getSubordinates', 'shigong', { keyword: ['a', 'b'] }), { code: 400, msg: 'keyword 类型不正确' });
  });

  it('getOrganization lists the users of my organize (0) or of a visible one', async () => {
    const mine = await api('GET', '/Users/getOrganization?organizeId=0', 'anquan');
    assert.deepEqual(ids(mine.data), ['u_anquan']);
    const lab = await api('GET', `/Users/getOrganization?organizeId=dept_sup_lab&keyword=${encodeURIComponent('何')}`, 'shigong');
    assert.deepEqual(ids(lab.data), ['u_syjl']);
    assert.equal(lab.data[0].fullName, '何静/hejing');
    await refused(() => api('GET', '/Users/getOrganization?organizeId=dept_con2_aq', 'shigong'), { code: 400, msg: '组织不存在或无权访问' });
    await refused(() => api('GET', `/Users/getOrganization?organizeId=${'x'.repeat(65)}`, 'shigong'), { code: 400, msg: 'organizeId 长度不能超过 64 个字符' });
  });
});

describe('Organize, Position, Role and Group selectors', () => {
  it('Organize/Selector/0 gives units; Department/Selector/0 units and departments', async () => {
    const units = await api('GET', '/Organize/Selector/0', 'admin');
    assert.equal(units.code, 200);
    assert.deepEqual(ids(units.data.list), ['org_owner', 'org_supervision', 'org_design', 'org_con1', 'org_con2', 'org_con3']);
    assert.ok(flat<any>(units.data.list).every((n) => n.type === 'company'));
    const depts = await api('GET', '/Organize/Department/Selector/0', 'admin');
    const sup = depts.data.list.find((n: any) => n.id === 'org_supervision');
    assert.deepEqual(Object.keys(sup).sort(), ['children', 'enCode', 'fullName', 'hasChildren', 'icon', 'id', 'organize', 'parentId', 'type']);
    assert.equal(sup.hasChildren, true);
    assert.deepEqual(ids(sup.children), ['dept_sup_zjb']);
    assert.deepEqual(ids(sup.children[0].children), ['dept_sup_zd1', 'dept_sup_zd2', 'dept_sup_lab']);
    const without = await api('GET', '/Organize/Department/Selector/dept_sup_zjb', 'admin');
    assert.ok(!ids(flat<any>(without.data.list)).includes('dept_sup_zd1'), 'the excluded organize goes with its subtree');
  });

  it('shows a contractor only the units of his project section', async () => {
    for (const url of ['/Organize/Selector/0', '/Organize/Department/Selector/0', '/Position/Selector']) {
      const nodes = ids(flat<any>((await api('GET', url, 'shigong')).data.list));
      assert.ok(nodes.includes('org_con1'), url);
      assert.deepEqual(nodes.filter((id) => OTHER_SECTION_ORGS.includes(id) || id.startsWith('pos_con2')), [], url);
    }
  });

  it('OrganizeCondition gives the trees under the given organizes, or matches flat', async () => {
    const res = await api('POST', '/Organize/OrganizeCondition', 'zongjian', { departIds: ['dept_sup_zjb', 'dept_sup_zd1'] });
    assert.deepEqual(ids(res.data.list), ['dept_sup_zjb']);
    assert.deepEqual(ids(res.data.list[0].children), ['dept_sup_zd1', 'dept_sup_zd2', 'dept_sup_lab']);
    const found = await api('POST', '/Organize/OrganizeCondition', 'zongjian', { ids: ['org_supervision'], keyword: '驻地' });
    assert.deepEqual(ids(found.data.list), ['dept_sup_zd1', 'dept_sup_zd2']);
    const hidden = await api('POST', '/Organize/OrganizeCondition', 'shigong', { departIds: ['org_con2'] });
    assert.deepEqual(hidden.data.list, []);
    assert.deepEqual(await api('POST', '/Organize/OrganizeCondition', 'shigong', { departIds: [7] }), { code: 200, msg: 'Success', data: { list: [] } });
    await refused(() => api('POST', '/Organize/OrganizeCondition', 'shigong', { departIds: {} }), { code: 400, msg: 'departIds 类型不正确' });
  });

  it('Position/Selector and PositionCondition give organizes with positions as leaves', async () => {
    const all = flat<any>((await api('GET', '/Position/Selector', 'zongjian')).data.list);
    const zj = all.find((n) => n.id === 'pos_sup_zj');
    assert.equal(zj.type, 'position');
    assert.equal(zj.parentId, 'dept_sup_zjb');
    assert.ok(!all.some((n) => n.id === 'dept_con3_gc' && !n.hasChildren), 'organizes without positions are left out');
    const cond = await api('POST', '/Position/PositionCondition', 'zongjian', { departIds: ['dept_sup_zd1'], keyword: '监理员' });
    assert.deepEqual(flat<any>(cond.data.list).filter((n) => n.type === 'position').map((n) => n.id), ['pos_sup_zd1_jly']);
    const byId = await api('POST', '/Position/PositionCondition', 'zongjian', { ids: ['pos_con2_pm'] });
    assert.deepEqual(flat<any>(byId.data.list).filter((n) => n.type === 'position').map((n) => n.id), ['pos_con2_pm']);
    const hidden = await api('POST', '/Position/PositionCondition', 'shigong', { ids: ['pos_con2_pm'] });
    assert.deepEqual(hidden.data.list, []);
    await refused(() => api('POST', '/Position/PositionCondition', 'shigong', { keyword: {} }), { code: 400, msg: 'keyword 类型不正确' });
  });

  it('Role/Selector lists the roles; Group/Selector is empty', async () => {
    const roles = await api('GET', '/Role/Selector', 'shigong');
    assert.ok(ids(roles.data.list).includes(ROLE_SHIGONG));
    assert.equal(roles.data.list[0].type, 'role');
    assert.deepEqual(await api('GET', '/Group/Selector', 'shigong'), { code: 200, msg: 'Success', data: { list: [] } });
  });
});

describe('GET socials/login', () => {
  it('lists the configured platforms with my binding; none configured here', async () => {
    assert.deepEqual(await api('GET', '/socials/login', 'shigong'), { code: 200, msg: 'Success', data: [] });
  });

  it('shows my WeChat binding, never the whole openid, and nobody else\'s', async () => {
    const wechatApp = await buildTestApp(t, { wechatAppId: 'wx-test', wechatSecret: 'secret' });
    try {
      await db().insert(userSocials).values({ id: 'soc1', userId: 'u_yezhu', source: 'wechat', openId: 'oABCDEFGHIJKLMNOP' });
      const ask = async (account: string) => call(wechatApp, {
        method: 'GET', url: `${P}/socials/login`, headers: { authorization: await tokenOf(wechatApp, account, { headers: { 'jnpf-origin': 'pc' } }) },
      });
      const mine = await ask('yezhu');
      assert.equal(mine.code, 200);
      assert.equal(mine.data.length, 1);
      assert.equal(mine.data[0].enname, 'wechat_open');
      assert.deepEqual({ ...mine.data[0].entity, creatorTime: 0 }, { id: 'soc1', socialType: 'wechat_open', socialName: '微信', socialId: 'oABC****MNOP', creatorTime: 0 });
      const theirs = await ask('zongjian');
      assert.equal(theirs.data[0].entity, undefined);
    } finally {
      await wechatApp.close();
    }
  });
});

describe('a POST without a body', () => {
  it('reads as an empty body: defaults apply, required fields are named', async () => {
    const res = await call(app, { method: 'POST', url: `${P}/Users/getSubordinates`, headers: { authorization: await tokenFor('shigong') } });
    assert.equal(res.code, 200);
    assert.equal(res.data.length, 3);
    const admin = await tokenFor('admin');
    await refused(() => call(app, { method: 'POST', url: `${P}/Users/CreateAccount`, headers: { authorization: admin } }), { code: 400, msg: 'account 不能为空' });
  });
});

describe('token bookkeeping', () => {
  it('leaves tokens alone on reads', async () => {
    const before = (await db().select({ n: count() }).from(tokens))[0].n;
    await api('GET', '/Users/Current/BaseInfo', 'zongjian');
    assert.equal((await db().select({ n: count() }).from(tokens))[0].n, before);
  });
});
