import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser, MenuNode } from '../../types/api/oauth.js';
import { users } from '../src/db/schema.js';
import { catalog, grantsOfRole, menuIdOf } from '../src/catalog/index.js';
import { ROLE_JIANLI } from '../src/catalog/roles.js';
import { CONTRACT_1, CONTRACT_2, PROJECT_ID } from '../src/seed/data/index.js';
import {
  buildTestApp, call, DEMO_MD5, form, get, login, seededDb, testClock, tokenOf, type TestDb,
} from './helpers.js';
import { assertNothingWritten, SIGN_IN_TRY } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;

before(async () => {
  t = await seededDb();
  app = await buildTestApp(t);
});
after(async () => {
  await app.close();
  await t.close();
});

/** The refused calls in `work` wrote nothing, in any table. */
const refusal = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work);
/** A refused sign-in with a wrong password: only its try is counted (the sign-in lock). */
const wrongPassword = <T>(work: () => Promise<T>) => assertNothingWritten(t.database.db, work, SIGN_IN_TRY);
const pageIds = (tree: MenuNode[]): string[] => tree.flatMap((m) => (m.type === 1 ? pageIds(m.children) : [m.id, ...pageIds(m.children)]));

describe('POST /api/oauth/Login', () => {
  it('signs in with account and md5 password and answers a bearer token', async () => {
    const res = await login(app, 'jianli');
    assert.equal(res.code, 200);
    assert.match(res.data!.token, /^bearer [0-9a-f]{64}$/);
    assert.equal(res.data!.theme, 'classic');
  });

  it('accepts an upper-case md5 and the GET variant', async () => {
    assert.equal((await login(app, 'zongjian', DEMO_MD5.toUpperCase())).code, 200);
    const q = new URLSearchParams({ account: 'zongjian', password: DEMO_MD5, grant_type: 'password' });
    const res = await get(app, `/api/oauth?${q}`);
    assert.equal(res.code, 200);
    assert.match(res.data.token, /^bearer /);
  });

  it('refuses a wrong password and an unknown account with the same message', () => wrongPassword(async () => {
    const wrong = await login(app, 'jianli', 'f'.repeat(32));
    const unknown = await login(app, 'nobody', DEMO_MD5);
    assert.deepEqual(wrong, { code: 400, msg: '账号或密码错误' });
    assert.deepEqual(unknown, { code: 400, msg: '账号或密码错误' });
  }));

  it('names a missing field, with HTTP 200 and code 400, and writes nothing', () => refusal(async () => {
    for (const [fields, field] of [[{ account: 'jianli' }, 'password'], [{ password: DEMO_MD5 }, 'account']] as const) {
      const res = await call(app, { method: 'POST', url: '/api/oauth/Login', ...form(fields) });
      assert.equal(res.code, 400);
      assert.match(res.msg, new RegExp(`^${field} `));
    }
  }));

  it('checks that the password is an md5 hex digest', () => refusal(async () => {
    const res = await login(app, 'jianli', 'Demo@1234');
    assert.deepEqual(res, { code: 400, msg: 'password 格式不正确' });
  }));
});

describe('GET /api/oauth/CurrentUser', () => {
  it('answers jianli his profile, the menus of his role and its permissions', async () => {
    const token = await tokenOf(app, 'jianli');
    const res = await get<CurrentUser>(app, '/api/oauth/CurrentUser?type=app', token);
    assert.equal(res.code, 200);
    const d = res.data!;
    assert.equal(d.userInfo.userId, 'u_jianli');
    assert.equal(d.userInfo.userAccount, 'jianli');
    assert.equal(d.userInfo.isAdministrator, false);
    assert.deepEqual(d.userInfo.roleIds, [ROLE_JIANLI]);
    assert.equal(d.userInfo.manager, '王建国/zongjian');
    assert.ok(d.userInfo.organizeName.includes('/'));
    assert.ok(d.userInfo.positionIds.length > 0);

    const role = grantsOfRole(ROLE_JIANLI);
    assert.notEqual(role.menuIds, '*');
    assert.deepEqual(new Set(pageIds(d.menuList)), new Set(role.menuIds));
    for (const top of d.menuList) {
      assert.equal(top.parentId, '-1');
      assert.equal(top.hasChildren, true);
      assert.equal(typeof top.propertyJson, 'string');
    }
    const sorted = d.menuList.map((m) => m.sortCode);
    assert.deepEqual(sorted, [...sorted].sort((a, b) => a - b));

    assert.deepEqual(new Set(d.permissionList.map((p) => p.modelId)), new Set(role.permissions.map((p) => p.modelId)));
    const seedPerm = role.permissions[0];
    const entry = d.permissionList.find((p) => p.modelId === seedPerm.modelId)!;
    assert.deepEqual(entry.button.map((b) => b.enCode).sort(), [...seedPerm.button].sort());
    assert.deepEqual(entry.column.map((b) => b.enCode).sort(), [...seedPerm.column].sort());
    assert.ok(entry.moduleName);
    assert.deepEqual(entry.resource, []);

    assert.equal(d.sysConfigInfo.sysVersion, '3.3.5');
    assert.ok(d.sysConfigInfo.title && d.sysConfigInfo.copyright);
    assert.equal(d.project?.id, PROJECT_ID);
    assert.deepEqual(d.projectList.map((p) => p.id), [PROJECT_ID]);
    assert.ok(d.contractList.length >= 1);
    assert.equal(d.contract?.id, d.contractList[0].id);
  });

  it('answers norole an empty menu list (the app refuses entry)', async () => {
    const res = await get<CurrentUser>(app, '/api/oauth/CurrentUser?type=app', await tokenOf(app, 'norole'));
    assert.equal(res.code, 200);
    assert.deepEqual(res.data!.menuList, []);
    assert.deepEqual(res.data!.permissionList, []);
  });

  it('answers admin every menu', async () => {
    const res = await get<CurrentUser>(app, '/api/oauth/CurrentUser?type=app', await tokenOf(app, 'admin'));
    assert.equal(res.data!.userInfo.isAdministrator, true);
    const all = catalog.map((m) => menuIdOf(m.code));
    assert.deepEqual(new Set(pageIds(res.data!.menuList)), new Set(all));
  });
});

describe('the auth gate', () => {
  it('refuses a call without a token with 600', () => refusal(async () => {
    const res = await get(app, '/api/oauth/CurrentUser?type=app');
    assert.equal(res.code, 600);
  }));

  it('refuses a garbage token with 600', () => refusal(async () => {
    assert.equal((await get(app, '/api/oauth/CurrentUser', 'bearer nonsense')).code, 600);
    assert.equal((await get(app, '/api/oauth/CurrentUser', `bearer ${'0'.repeat(64)}`)).code, 600);
  }));

  it('lets public routes through without a token', async () => {
    assert.deepEqual((await get(app, '/api/oauth/getConfig/jianli')).data, { enableVerificationCode: 0, verificationCodeNumber: 4 });
    const cfg = await get(app, '/api/oauth/getLoginConfig');
    assert.equal(cfg.code, 200);
    assert.equal(cfg.data.redirect, false);
    assert.ok(Array.isArray(cfg.data.socialsList));
  });

  it('answers 601 once the token has expired', async () => {
    const clock = testClock();
    const timed = await buildTestApp(t, { tokenTtlMs: 60_000 }, clock.now);
    try {
      const token = await tokenOf(timed, 'shiyan');
      assert.equal((await get(timed, '/api/oauth/CurrentUser?type=app', token)).code, 200);
      clock.advance(60_001);
      await refusal(async () => {
        const res = await get(timed, '/api/oauth/CurrentUser?type=app', token);
        assert.equal(res.code, 601);
      });
    } finally {
      await timed.close();
    }
  });

  it('kicks the older token of the same device with 602, and keeps the other device', async () => {
    const first = await tokenOf(app, 'zongjian');
    const web = await tokenOf(app, 'zongjian', { headers: { 'jnpf-origin': 'pc' } });
    const second = await tokenOf(app, 'zongjian');
    await refusal(async () => {
      const kicked = await get(app, '/api/oauth/CurrentUser?type=app', first);
      assert.equal(kicked.code, 602);
    });
    assert.equal((await get(app, '/api/oauth/CurrentUser?type=app', second)).code, 200);
    assert.equal((await get(app, '/api/oauth/CurrentUser?type=app', web)).code, 200);
  });

  it('answers 600 after logout', async () => {
    const token = await tokenOf(app, 'yezhu');
    const out = await get(app, '/api/oauth/Logout', token);
    assert.equal(out.code, 200);
    await refusal(async () => assert.equal((await get(app, '/api/oauth/CurrentUser?type=app', token)).code, 600));
  });
});

describe('account cancellation', () => {
  it('revokes every token and refuses later sign-in', async () => {
    const app1 = await tokenOf(app, 'anquan');
    const web = await tokenOf(app, 'anquan', { headers: { 'jnpf-origin': 'pc' } });
    const res = await call(app, { method: 'POST', url: '/api/oauth/logoutCurrentUser', headers: { authorization: app1 } });
    assert.equal(res.code, 200);
    await refusal(async () => {
      assert.equal((await get(app, '/api/oauth/CurrentUser', app1)).code, 600);
      assert.equal((await get(app, '/api/oauth/CurrentUser', web)).code, 600);
      const again = await login(app, 'anquan');
      assert.equal(again.code, 400);
      assert.match(again.msg, /注销/);
    });
  });

  it('refuses a disabled account, at sign-in and on its live tokens', async () => {
    const token = await tokenOf(app, 'linfang');
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.account, 'linfang'));
    await refusal(async () => {
      const res = await login(app, 'linfang');
      assert.equal(res.code, 400);
      assert.match(res.msg, /禁用/);
      assert.equal((await get(app, '/api/oauth/CurrentUser', token)).code, 600);
    });
  });

  it('is refused to the administrator, who stays signed in and can sign in again', async () => {
    const token = await tokenOf(app, 'admin');
    await refusal(async () => {
      const res = await call(app, { method: 'POST', url: '/api/oauth/logoutCurrentUser', headers: { authorization: token } });
      assert.equal(res.code, 400);
      assert.match(res.msg, /管理员/);
    });
    const me = await get<CurrentUser>(app, '/api/oauth/CurrentUser?type=app', token);
    assert.equal(me.code, 200, 'the token still works');
    assert.equal(me.data!.userInfo.userAccount, 'admin');
    assert.equal((await login(app, 'admin', DEMO_MD5, { headers: { 'jnpf-origin': 'pc' } })).code, 200, 'and the account still signs in');
  });
});

describe('project and contract context', () => {
  it('switches to a project the user sees and refuses another', async () => {
    const token = await tokenOf(app, 'shigong');
    const ok = await get(app, `/api/oauth/project-data?projectId=${PROJECT_ID}`, token);
    assert.equal(ok.code, 200);
    assert.equal(ok.data.project.id, PROJECT_ID);
    assert.deepEqual(ok.data.contractList.map((c: { id: string }) => c.id), [CONTRACT_1]);
    const context = async () => {
      const me = (await get<CurrentUser>(app, '/api/oauth/CurrentUser?type=app', token)).data!;
      return { project: me.project?.id, contract: me.contract?.id };
    };
    const was = await context();
    assert.deepEqual(was, { project: PROJECT_ID, contract: CONTRACT_1 });
    await refusal(async () => {
      const refused = await get(app, '/api/oauth/project-data?projectId=proj_other', token);
      assert.equal(refused.code, 400);
      const missing = await get(app, '/api/oauth/project-data', token);
      assert.deepEqual(missing, { code: 400, msg: 'projectId 不能为空' });
    });
    assert.deepEqual(await context(), was, 'the stored context is unchanged');
  });

  it('switches contract within what the user sees', async () => {
    const token = await tokenOf(app, 'jianli');
    const ok = await get(app, `/api/oauth/contract-data/${CONTRACT_2}`, token);
    assert.equal(ok.code, 200);
    assert.equal(ok.data.contract.id, CONTRACT_2);
    const me = await get<CurrentUser>(app, '/api/oauth/CurrentUser?type=app', token);
    assert.equal(me.data!.contract?.id, CONTRACT_2);

    const shigong = await tokenOf(app, 'shigong');
    const contractOf = async () => (await get<CurrentUser>(app, '/api/oauth/CurrentUser?type=app', shigong)).data!.contract?.id;
    assert.equal(await contractOf(), CONTRACT_1);
    await refusal(async () => {
      assert.equal((await get(app, `/api/oauth/contract-data/${CONTRACT_2}`, shigong)).code, 400);
      assert.equal((await get(app, '/api/oauth/contract-data/ct_none', shigong)).code, 400);
    });
    assert.equal(await contractOf(), CONTRACT_1, 'the stored context is unchanged');
  });
});

describe('login tickets', () => {
  it('goes waiting → scanned → success, hands the token out once, then is unknown', async () => {
    const ticket = (await get(app, '/api/oauth/getTicket')).data as string;
    assert.match(ticket, /^[0-9a-f]{32}$/);
    assert.deepEqual((await get(app, `/api/oauth/getTicketStatus/${ticket}`)).data, { status: 'waiting' });

    const phone = await tokenOf(app, 'zongjian');
    assert.equal((await call(app, { method: 'POST', url: `/api/oauth/Ticket/${ticket}/Scan`, headers: { authorization: phone } })).code, 200);
    assert.deepEqual((await get(app, `/api/oauth/getTicketStatus/${ticket}`)).data, { status: 'scanned' });
    assert.equal((await call(app, { method: 'POST', url: `/api/oauth/Ticket/${ticket}/Confirm`, headers: { authorization: phone } })).code, 200);

    const done = await get(app, `/api/oauth/getTicketStatus/${ticket}`);
    assert.equal(done.data.status, 'success');
    assert.match(done.data.value, /^bearer /);
    const me = await get<CurrentUser>(app, '/api/oauth/CurrentUser?type=app', done.data.value);
    assert.equal(me.data!.userInfo.userAccount, 'zongjian');
    assert.equal((await get(app, '/api/oauth/CurrentUser?type=app', phone)).code, 200, 'the app token stays');

    await refusal(async () => assert.equal((await get(app, `/api/oauth/getTicketStatus/${ticket}`)).code, 400));
  });

  it('completes through a password login that carries jnpf_ticket', async () => {
    const ticket = (await get(app, '/api/oauth/getTicket')).data as string;
    const res = await call(app, { method: 'POST', url: '/api/oauth/Login', ...form({ account: 'shiyan', password: DEMO_MD5, jnpf_ticket: ticket }) });
    assert.equal(res.code, 200);
    const done = await get(app, `/api/oauth/getTicketStatus/${ticket}`);
    assert.equal(done.data.value, res.data.token);
  });

  it('expires after its time and answers 400 for an unknown ticket', async () => {
    const clock = testClock();
    const timed = await buildTestApp(t, { ticketTtlMs: 1000 }, clock.now);
    try {
      const ticket = (await get(timed, '/api/oauth/getTicket')).data as string;
      clock.advance(1001);
      assert.deepEqual((await get(timed, `/api/oauth/getTicketStatus/${ticket}`)).data, { status: 'expired' });
      const phone = await tokenOf(timed, 'zongjian');
      await refusal(async () => {
        assert.equal((await call(timed, { method: 'POST', url: `/api/oauth/Ticket/${ticket}/Scan`, headers: { authorization: phone } })).code, 400);
        assert.equal((await get(timed, '/api/oauth/getTicketStatus/ffffffffffffffffffffffffffffffff')).code, 400);
      });
    } finally {
      await timed.close();
    }
  });
});

describe('login rate limits', () => {
  it('slows down guessing one account, and one client address', async () => {
    const limited = await buildTestApp(t, { loginRatePerAccount: 3, loginRatePerIp: 5 });
    try {
      const ip = { remoteAddress: '10.0.0.1' };
      await wrongPassword(async () => {
        for (let i = 0; i < 3; i++) assert.equal((await login(limited, 'jianli', 'a'.repeat(32), ip)).code, 400);
        const tripped = await login(limited, 'jianli', DEMO_MD5, ip);
        assert.equal(tripped.code, 429);
        assert.match(tripped.msg, /频繁/);
        // the same account from elsewhere is still limited
        assert.equal((await login(limited, 'jianli', DEMO_MD5, { remoteAddress: '10.0.0.2' })).code, 429);
      });
      // other accounts are not, until the address is
      assert.equal((await login(limited, 'shigong', DEMO_MD5, ip)).code, 200);
      await refusal(async () => assert.equal((await login(limited, 'zongjian', DEMO_MD5, ip)).code, 429));
    } finally {
      await limited.close();
    }
  });
});
