/**
 * Workflow and records at volume: 100,000 hazard tasks waiting at the contractor's node and
 * 100,000 records of the hazard register (a module list), then the p50 / p99 through the real app
 * of the todo list (FlowBefore/List/1) and the module list (OnlineDev/hazardInvestigat/List), each
 * on page 1 and on a deep page (page 500 by currentPage, and the same page after its previous
 * page's last row, lastId), of the todo count and of an approve call (Audit). Prints figures;
 * asserts nothing.
 *
 *   npm run bench:flow                         fresh PGlite in a temp folder
 *   DATABASE_URL=postgres://... npm run bench:flow     that PostgreSQL (must be empty: the demo is seeded)
 *   FLOW_TASKS=20000 FLOW_RECORDS=20000 FLOW_DEEP_PAGE=100 FLOW_CALLS=100   smaller run
 *
 * The tasks are made by the real service once, then cloned in SQL with every id inside the state
 * renamed, so each clone is a whole task the engine can act on, with its list index rows; the
 * records are the task's record cloned in SQL, spread over the sections and authors of the demo.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { md5Hex } from '../src/lib/ids.js';
import { DEMO_PASSWORD } from '../src/seed/data/index.js';
import { seedDemo } from '../src/seed/index.js';

const TASKS = Number(process.env.FLOW_TASKS ?? 100_000);
const RECORDS = Number(process.env.FLOW_RECORDS ?? 100_000);
const DEEP_PAGE = Number(process.env.FLOW_DEEP_PAGE ?? 500);
const CALLS = Number(process.env.FLOW_CALLS ?? 200);
const FLOW = 'flow_hazardRectify';
const HAZARD = {
  title: '基准测试隐患', hazardCategory: 'fall', hazardLevel: '1', contractName: 'ct_sg01', location: 'K1+000',
  description: '临边防护缺失', rectifyDeadline: Date.UTC(2026, 11, 1),
};
const RECTIFY = { rectifyMeasure: '已整改', rectifyFinishDate: Date.UTC(2026, 10, 28), rectifySign: 'data:image/png;base64,iVBORw0KGgo=' };
/** A PNG the uploader accepts (its magic bytes, then anything). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-flow-'));
  const config = { ...loadConfig(process.env), dataDir, logLevel: 'error' };
  const database = await openDb(config);
  await migrate(database);
  if (!(await seedDemo(database.db))) throw new Error('the database is not empty: bench:flow needs a fresh one');
  const app = await buildApp(config, { db: database.db, logger: false });
  /** Both drivers answer execute() with { rows }. */
  const rows = async <R>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: R[] }).rows;
  const token = async (account: string) => {
    const res = await app.inject({
      method: 'POST', url: '/api/oauth/Login', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account, password: md5Hex(DEMO_PASSWORD), grant_type: 'password' }).toString(),
    });
    return (res.json() as { data: { token: string } }).data.token;
  };
  const anquan = await token('anquan');
  const shigong = await token('shigong');
  const jianli = await token('jianli');
  const call = async (method: 'GET' | 'POST', url: string, auth: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: { authorization: auth }, payload });
    const body = res.json() as { code: number; msg: string; data: any };
    if (body.code !== 200) throw new Error(`${method} ${url}: ${body.code} ${body.msg}`);
    return body.data;
  };

  /** A photo list of one upload of `auth`'s, as an image field holds it. */
  const photo = async (auth: string, name: string) => {
    const boundary = 'siteflowbench';
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n`
      + 'Content-Type: image/png\r\n\r\n'), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await app.inject({
      method: 'POST', url: '/api/file/Uploader/annexpic', payload,
      headers: { authorization: auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const body = res.json() as { code: number; msg: string; data: { name: string; url: string } };
    if (body.code !== 200) throw new Error(`upload: ${body.code} ${body.msg}`);
    return [{ name, fileId: body.data.name, url: body.data.url }];
  };
  Object.assign(HAZARD, { photos: await photo(anquan, 'a.png') });
  Object.assign(RECTIFY, { rectifyPhotos: await photo(shigong, 'b.png') });

  // one real task, then clones with every id of the state renamed per copy
  const started = Date.now();
  const { id: modelId } = await call('POST', '/api/workflow/Engine/FlowTask', anquan, { flowId: FLOW, formData: HAZARD, status: '0' });
  const [row] = await rows<{ state: string }>(sql`select state::text as state from flow_tasks where id = ${modelId}`);
  const ids = [...new Set([...row.state.matchAll(/"(?:id|taskId|taskNodeId|taskOperatorId)": ?"([0-9a-f]{32})"/g)].map((m) => m[1]))];
  const renamed = ids.reduce((expr, id) => `replace(${expr}, '${id}', '${id.slice(0, 20)}' || lpad(g::text, 12, '0'))`, 't.state::text');
  const copy = (id: string) => `'${id.slice(0, 20)}' || lpad(g::text, 12, '0')`;
  const batch = 10_000;
  for (let from = 1; from < TASKS; from += batch) {
    const to = Math.min(TASKS - 1, from + batch - 1);
    await database.db.execute(sql.raw(`insert into flow_tasks (id, flow_id, flow_version, en_code, full_name, launcher_id, creator_id, status, completion,
        this_step, this_step_id, urgent, form_data, state, version, start_time, created_at)
      select ${copy(modelId)}, flow_id, flow_version, en_code, full_name, launcher_id, creator_id, status, completion, this_step,
        this_step_id, urgent, form_data, (${renamed})::jsonb, version, start_time, created_at - (g || ' seconds')::interval
      from flow_tasks t, generate_series(${from}, ${to}) g where t.id = '${modelId}'`));
    for (const table of ['flow_task_operators', 'flow_task_records']) {
      const cols = table === 'flow_task_operators' ? 'user_id, node_id, node_name, delegate_user, pending, created_at - (g || \' seconds\')::interval' : 'user_id, node_id, node_name, handle_status, handle_time';
      const names = table === 'flow_task_operators' ? 'user_id, node_id, node_name, delegate_user, pending, created_at' : 'user_id, node_id, node_name, handle_status, handle_time';
      await database.db.execute(sql.raw(`insert into ${table} (id, task_id, ${names})
        select ${ids.reduce((e, id) => `replace(${e}, '${id}', '${id.slice(0, 20)}' || lpad(g::text, 12, '0'))`, 'x.id')}, ${copy(modelId)}, ${cols}
        from ${table} x, generate_series(${from}, ${to}) g where x.task_id = '${modelId}'`));
    }
  }
  // the task's hazard record, cloned over the sections (and none) and two authors, a second apart
  const [record] = await rows<{ id: string }>(sql`select id from online_records where flow_task_id = ${modelId}`);
  if (!record) throw new Error('the hazard task made no record');
  for (let from = 1; from < RECORDS; from += batch) {
    const to = Math.min(RECORDS - 1, from + batch - 1);
    await database.db.execute(sql.raw(`insert into online_records (id, module_id, project_id, data, flow_task_id, flow_state, creator_user_id,
        contract_id, organize_id, draft, created_at, updated_at)
      select 'bench_rec_' || lpad(g::text, 12, '0'), module_id, project_id, data, null, flow_state,
        case when g % 2 = 0 then creator_user_id else 'u_shigong' end,
        (array['ct_sg01', 'ct_sg02', 'ct_sg03', null])[1 + g % 4], organize_id, g % 50 = 0,
        created_at - (g || ' seconds')::interval, updated_at
      from online_records r, generate_series(${from}, ${to}) g where r.id = '${record.id}'`));
  }
  // what autovacuum (on PGlite, db/maintenance.ts) does after such a load, inserts alone being past
  // its threshold: statistics, and the visibility map that lets the page index answer alone
  await database.db.execute(sql.raw('vacuum (analyze)'));
  const seededIn = (Date.now() - started) / 1000;

  const time = async (fn: () => Promise<unknown>) => { const t0 = performance.now(); await fn(); return performance.now() - t0; };
  const measure = async (label: string, fn: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 5; i++) await fn(i + CALLS); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < CALLS; i++) samples.push(await time(() => fn(i)));
    samples.sort((a, b) => a - b);
    return { label, p50: pct(samples, 50), p99: pct(samples, 99) };
  };
  const todoUrl = '/api/workflow/Engine/FlowBefore/List/1?pageSize=20';
  const todoFirst = await measure('todo list, page 1', () => call('GET', todoUrl, shigong));
  const todoDeep = await measure(`todo list, page ${DEEP_PAGE}`, () => call('GET', `${todoUrl}&currentPage=${DEEP_PAGE}`, shigong));
  const todoBefore = await call('GET', `${todoUrl}&currentPage=${DEEP_PAGE - 1}`, shigong);
  const todoLast = (todoBefore.list as Array<{ id: string }>).at(-1)!.id;
  const todoKeyset = await measure(`todo, ${DEEP_PAGE} by lastId`, () => call('GET', `${todoUrl}&currentPage=${DEEP_PAGE}&lastId=${todoLast}`, shigong));
  const recordsUrl = '/api/visualdev/OnlineDev/hazardInvestigat/List';
  const recordsFirst = await measure('records, page 1', () => call('POST', recordsUrl, jianli, { currentPage: 1, pageSize: 20 }));
  const recordsDeep = await measure(`records, page ${DEEP_PAGE}`, () => call('POST', recordsUrl, jianli, { currentPage: DEEP_PAGE, pageSize: 20 }));
  const recordsBefore = await call('POST', recordsUrl, jianli, { currentPage: DEEP_PAGE - 1, pageSize: 20 });
  const recordLast = (recordsBefore.list as Array<{ id: string }>).at(-1)!.id;
  const recordsKeyset = await measure(`records, ${DEEP_PAGE} by lastId`,
    () => call('POST', recordsUrl, jianli, { currentPage: DEEP_PAGE, pageSize: 20, lastId: recordLast }));
  const recordsShigong = await measure('records, page 1 (shigong)', () => call('POST', recordsUrl, shigong, { currentPage: 1, pageSize: 20 }));
  const todoCount = await measure('FlowTodoCount', () => call('POST', '/api/visualdev/Dashboard/FlowTodoCount', shigong, {}));
  const page = await call('GET', `/api/workflow/Engine/FlowBefore/List/1?pageSize=${CALLS + 5}&currentPage=2`, shigong);
  const todos = (page.list as Array<{ id: string }>).map((i) => i.id);
  if (todos.length < CALLS + 5) throw new Error(`only ${todos.length} todos for shigong`);
  const approve = await measure('approve (Audit)', (i) => call('POST', `/api/workflow/Engine/FlowBefore/Audit/${todos[i]}`, shigong,
    { handleOpinion: '已整改', signImg: RECTIFY.rectifySign, formData: RECTIFY }));

  const [total] = await rows<{ n: number; r: number }>(sql`select (select count(*)::int from flow_tasks) as n, (select count(*)::int from online_records) as r`);
  console.log(`\n${database.kind}, ${total.n} tasks and ${total.r} records (seeded in ${seededIn.toFixed(1)} s), ${CALLS} calls each, node ${process.version}, ${os.cpus().length} cores`);
  console.log('call                           p50 ms   p99 ms');
  for (const r of [todoFirst, todoDeep, todoKeyset, todoCount, recordsFirst, recordsDeep, recordsKeyset, recordsShigong, approve]) {
    console.log(`${r.label.padEnd(29)}  ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)}`);
  }
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
