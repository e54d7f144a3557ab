/**
 * The security suite (issue 10): every route the server registers, found as it registers them, so
 * a route added tomorrow is covered without a line here.
 * - Without a token, every non-public route answers 600 and writes nothing.
 * - A fuzz of every route's parameters, query and body, derived from its schema (empty, wrong
 *   types, oversize, NUL, deeply nested), as an administrator and as a section-2 contractor:
 *   no answer is a 500, and no bad input is stored anywhere.
 * - Another user's and another section's objects: each kind of object a route names by id is
 *   asked for by someone who may not see it, and refused without a write.
 * The counts are printed for the closing note.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { isPublicRoute } from '../src/plugins/auth.js';
import { seededDb, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const routes: RouteOptions[] = [];
const tokens: Record<string, string> = {};

before(async () => {
  t = await seededDb({ demoTasks: true });
  app = await buildApp({ ...t.config, loginRatePerAccount: 100_000, loginRatePerIp: 100_000, smsRatePerIp: 100_000, smsRatePerNumber: 100_000 },
    { db: t.database.db, logger: false, onRoute: (r) => routes.push(r) });
  await app.ready();
  for (const account of ['admin', 'luoyong', 'anquan', 'shigong', 'gaofeng']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

// ---- the routes --------------------------------------------------------------------------------

interface Endpoint { method: string; url: string; schema: RouteOptions['schema'] }

function endpoints(): Endpoint[] {
  return routes
    .filter((r) => r.url.startsWith('/api/') && !(r as { websocket?: boolean }).websocket)
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
      .map((method) => ({ method, url: r.url, schema: r.schema })));
}

type Json = Record<string, unknown>;
type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[] } | undefined;

/** A value the schema accepts, as plain as can be: the base each fuzz changes one part of. */
function plausible(s: Schema): unknown {
  if (!s) return 'a';
  if (s.anyOf?.length) return plausible(s.anyOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'object' || s.properties) return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  return 'a';
}

const MARK = 'ZZFUZZ';
const BAD: Record<string, unknown> = {
  oversize: MARK + 'x'.repeat(100_000),
  nul: `a\u0000${MARK}`,
  nested: { [`${MARK}NEST`]: { a: { b: { c: [1, [2, [3, { d: MARK }]]] } } } },
  hugeNumber: -1e15,
  wrongType: [MARK, { x: 1 }],
  empty: '',
};

/** The path with its parameters filled, by name. */
const pathOf = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'x1')).replace(/\*$/, 'x1');

interface Variant { label: string; params: Record<string, string>; query: Record<string, unknown>; body: unknown }

function variants(e: Endpoint): Variant[] {
  const paramNames = [...e.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const baseParams = Object.fromEntries(paramNames.map((n) => [n, 'x1']));
  const qSchema = e.schema?.querystring as Schema;
  const bSchema = e.schema?.body as Schema;
  const baseQuery = (plausible(qSchema) ?? {}) as Json;
  const baseBody = e.method === 'GET' || e.method === 'DELETE' ? undefined : (bSchema ? plausible(bSchema) : {});
  const out: Variant[] = [{ label: 'plausible', params: baseParams, query: typeof baseQuery === 'object' ? baseQuery : {}, body: baseBody }];
  for (const name of paramNames) {
    for (const [label, value] of [['nul', 'a\u0000b'], ['oversize', 'x'.repeat(5000)], ['dots', '../../etc/passwd'], ['unicode', '隐患\u202e']] as const) {
      out.push({ label: `param ${name} ${label}`, params: { ...baseParams, [name]: value }, query: {}, body: baseBody });
    }
  }
  for (const key of Object.keys(qSchema?.properties ?? {})) {
    for (const label of ['nul', 'oversize', 'empty'] as const) out.push({ label: `query ${key} ${label}`, params: baseParams, query: { ...baseQuery, [key]: BAD[label] }, body: baseBody });
  }
  if (baseBody !== undefined) {
    out.push({ label: 'body empty', params: baseParams, query: {}, body: {} });
    out.push({ label: 'body array', params: baseParams, query: {}, body: [BAD.nested] });
    out.push({ label: 'body nested', params: baseParams, query: {}, body: BAD.nested });
    const props = Object.keys(bSchema?.properties ?? {});
    for (const key of props.length ? props : ['data', 'id', 'ids']) {
      for (const [label, value] of Object.entries(BAD)) {
        out.push({ label: `body ${key} ${label}`, params: baseParams, query: {}, body: { ...(baseBody as Json), [key]: value } });
      }
    }
  }
  return out;
}

const queryString = (q: Record<string, unknown>) => {
  const parts = Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [`${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`]));
  return parts.length ? `?${parts.join('&')}` : '';
};

/** Routes that end the caller's own session or account: fuzzed without a token only. */
const ENDS_SESSION = new Set(['GET /api/oauth/Logout', 'POST /api/oauth/logoutCurrentUser']);

async function send(e: Endpoint, v: Variant, token: string | undefined) {
  const opts: InjectOptions = {
    method: e.method as InjectOptions['method'], url: pathOf(e.url, v.params) + queryString(v.query),
    headers: token ? { authorization: token } : {},
  };
  if (v.body !== undefined) opts.payload = v.body as object;
  const res = await app.inject(opts);
  let code = res.statusCode;
  try {
    const body = res.json() as { code?: number };
    if (typeof body.code === 'number') code = body.code;
  } catch { /* a file, an image or an HTML page */ }
  return { status: res.statusCode, code };
}

const counts = { routes: 0, publicRoutes: 0, noToken: 0, fuzz: 0, answers500: 0, stored: 0, crossUser: 0 };

describe('every route', () => {
  it('without a token: every non-public route answers 600 and writes nothing', async () => {
    const list = endpoints();
    counts.routes = list.length;
    counts.publicRoutes = list.filter((e) => isPublicRoute(e.url)).length;
    assert.ok(list.length > 100, `only ${list.length} routes found`);
    const wrong: string[] = [];
    await assertNothingWritten(t.database.db, async () => {
      for (const e of list.filter((x) => !isPublicRoute(x.url))) {
        const res = await send(e, variants(e)[0], undefined);
        counts.noToken += 1;
        if (res.code !== 600) wrong.push(`${e.method} ${e.url}: ${res.code}`);
      }
    });
    assert.deepEqual(wrong, []);
  });

  it('a fuzz of every route\'s parameters, query and body: never a 500, never a bad input stored', async () => {
    const failures: string[] = [];
    for (const account of ['admin', 'luoyong']) {
      for (const e of endpoints()) {
        if (ENDS_SESSION.has(`${e.method} ${e.url}`)) continue;
        for (const v of variants(e)) {
          const res = await send(e, v, tokens[account]);
          counts.fuzz += 1;
          if (res.code === 500 || res.status >= 500) {
            counts.answers500 += 1;
            failures.push(`${account} ${e.method} ${e.url} [${v.label}]: ${res.status}/${res.code}`);
          }
          // a refusal that ended the session (a password change, a kick) must not stop the fuzz
          if (res.code === 600 || res.code === 602) tokens[account] = await tokenOf(app, account);
        }
      }
    }
    const stored = await storedMarks();
    counts.stored = stored.length;
    assert.deepEqual(failures, []);
    assert.deepEqual(stored, [], 'bad input was stored');
  });

  it('would see a bad input stored (the check of the fuzz itself)', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into common_words (id, user_id, words_text, sort_code) values ('zz_fuzz_probe', null, ${BAD.oversize as string}, 0)`);
    try {
      assert.deepEqual(await storedMarks(), ['common_words: 1']);
    } finally {
      await db.execute(sql`delete from common_words where id = 'zz_fuzz_probe'`);
    }
  });
});

describe('another user\'s and another section\'s objects', () => {
  const E = '/api/workflow/Engine';
  const row = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0];

  it('each kind of object a route names by id is refused to one who may not see it, and nothing is written', async () => {
    const db = t.database.db;
    // section 1's objects, made by the demo through the services
    // a section-1 hazard waiting for shigong, and a section-1 hazard record: of a module luoyong holds by section (the
    // project's hazard types, say, are everyone's whatever their section, so a record of any module would not do)
    const op = await row<{ id: string, task_id: string }>(sql`select o.id, o.task_id from flow_task_operators o join flow_tasks t on t.id = o.task_id
      where o.user_id = 'u_shigong' and o.pending and t.contract_id = 'ct_sg01' and t.flow_id = 'flow_hazardRectify' order by o.id limit 1`);
    const task = { id: op.task_id };
    const record = await row<{ id: string, module_id: string }>(sql`select r.id, r.module_id from online_records r join online_modules m on m.id = r.module_id
      where r.contract_id = 'ct_sg01' and not r.draft and m.en_code = 'hazardInvestigat' order by r.id limit 1`);
    const moduleCode = (await row<{ en_code: string }>(sql`select en_code from online_modules where id = ${record.module_id}`)).en_code;
    const sign = await row<{ id: string }>(sql`select id from hand_sign_items where user_id = 'u_zongjian' limit 1`);
    // and a few of shigong's own: a comment, an entrust, a draft
    const ok = async (account: string, method: InjectOptions['method'], url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers: { authorization: tokens[account] }, ...(payload ? { payload } : {}) });
      const body = res.json() as { code: number, msg: string, data?: { id?: string } };
      assert.equal(body.code, 200, `${method} ${url}: ${body.msg}`);
      return body.data;
    };
    await ok('shigong', 'POST', `${E}/FlowComment`, { taskId: task.id, text: '已安排整改' });
    const comment = await row<{ id: string }>(sql`select id from flow_comments where task_id = ${task.id} order by created_at desc limit 1`);
    await ok('shigong', 'POST', `${E}/FlowDelegate`, { type: '1', toUserId: 'u_zonggong1', startTime: Date.now(), endTime: Date.now() + 86_400_000, description: '出差' });
    const delegate = await row<{ id: string }>(sql`select id from flow_delegates where user_id = 'u_shigong' limit 1`);
    await ok('anquan', 'POST', `${E}/FlowTask`, { flowId: 'flow_hazardRectify', formData: { title: '草稿：配电箱未上锁' }, status: '1', flowUrgent: 1 });
    const draftTask = await row<{ id: string }>(sql`select id from flow_tasks where status = 0 and launcher_id = 'u_anquan' limit 1`);

    const probes: Array<[string, InjectOptions['method'], string, object?]> = [
      ['luoyong', 'GET', `${E}/FlowBefore/${task.id}`],
      ['luoyong', 'GET', `${E}/FlowBefore/RecordList/${task.id}`],
      ['luoyong', 'GET', `${E}/FlowBefore/RejectList/${op.id}`],
      ['luoyong', 'POST', `${E}/FlowBefore/Audit/${op.id}`, { handleOpinion: '同意' }],
      ['luoyong', 'POST', `${E}/FlowBefore/Reject/${op.id}`, { handleOpinion: '退回' }],
      ['luoyong', 'POST', `${E}/FlowBefore/Transfer/${op.id}`, { freeApproverUserId: 'u_pm2' }],
      ['luoyong', 'POST', `${E}/FlowLaunch/Press/${task.id}`],
      ['luoyong', 'DELETE', `${E}/FlowLaunch/${task.id}`],
      ['luoyong', 'GET', `${E}/FlowComment?taskId=${task.id}&currentPage=1&pageSize=20`],
      ['luoyong', 'POST', `${E}/FlowComment`, { taskId: task.id, text: '看看' }],
      ['luoyong', 'DELETE', `${E}/FlowComment/${comment.id}`],
      ['luoyong', 'GET', `${E}/FlowDelegate/${delegate.id}`],
      ['luoyong', 'PUT', `${E}/FlowDelegate/Stop/${delegate.id}`],
      ['luoyong', 'DELETE', `${E}/FlowDelegate/${delegate.id}`],
      ['luoyong', 'GET', `/api/visualdev/OnlineDev/${moduleCode}/${record.id}`],
      ['luoyong', 'GET', `/api/visualdev/OnlineDev/${moduleCode}/${record.id}/DataChange`],
      ['luoyong', 'DELETE', `/api/visualdev/OnlineDev/${moduleCode}/${record.id}`],
      ['luoyong', 'GET', `/api/Signature/signaturefddservice/SignList/${sign.id}`],
      ['luoyong', 'POST', `/api/Signature/signaturefddservice/HandSign/${sign.id}`, { signImg: 'data:image/png;base64,iVBORw0KGgo=', signType: 'hand' }],
      ['luoyong', 'GET', `/api/Signature/signaturefddservice/Document/${sign.id}`],
      ['luoyong', 'GET', '/api/app/User/u_shigong'],
      ['luoyong', 'GET', '/api/message/ReadInfo/msg_demo_system'],
      ['gaofeng', 'PUT', `${E}/FlowTask/${draftTask.id}`, { flowId: 'x', formData: {}, status: '1' }],
      ['gaofeng', 'DELETE', `${E}/FlowLaunch/${draftTask.id}`],
    ];
    const allowed: string[] = [];
    await assertNothingWritten(db, async () => {
      for (const [account, method, url, payload] of probes) {
        const res = await app.inject({ method, url, headers: { authorization: tokens[account] }, ...(payload ? { payload } : {}) });
        const body = res.json() as { code: number, data?: unknown };
        counts.crossUser += 1;
        if (body.code === 200) allowed.push(`${account} ${method} ${url}`);
      }
    }, { ignore: ['tokens'] });
    assert.deepEqual(allowed, []);
  });
});

/** Rows holding an oversize or nested fuzz value: bad input that got stored. */
async function storedMarks(): Promise<string[]> {
  const tables = (await t.database.db.execute(sql`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`) as unknown as { rows: Array<{ table_name: string }> }).rows;
  const found: string[] = [];
  for (const { table_name: name } of tables) {
    const res = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)} r
      where r::text like ${`%${MARK}xxxxxxxxxx%`} or r::text like ${`%${MARK}NEST%`}`) as unknown as { rows: Array<{ n: number }> };
    if (res.rows[0].n > 0) found.push(`${name}: ${res.rows[0].n}`);
  }
  return found;
}

after(() => {
  console.log(`security suite: ${counts.routes} routes (${counts.publicRoutes} public); ${counts.noToken} requests without a token; `
    + `${counts.fuzz} fuzz requests; ${counts.answers500} answers of code 500; ${counts.stored} tables holding bad input; `
    + `${counts.crossUser} requests for another user's or section's objects`);
});
