/**
 * Workflow and records at volume: 100,000 hazard tasks waiting at the contractor's node and
 * 100,000 records of the hazard register (a module list), then the p50 / p99 through the real app
 * of the todo list (FlowBefore/List/1) and the module list (OnlineDev/hazardInvestigat/List), each
 * on page 1 and on a deep page (page 500 by currentPage, and the same page after its previous
 * page's last row, lastId), the module list also in the order the app asks for (its catalog's
 * default sort, a form field, by currentPage and by lastId), of the todo count and of an approve call (Audit). Prints figures;
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
import { seedDemo } from '../src/seed/index.js';
import { RECTIFY, seedVolume } from './volume.js';
import { moduleIdOf } from '../src/catalog/index.js';

const MODULE = moduleIdOf('hazardRectify');

const TASKS = Number(process.env.FLOW_TASKS ?? 100_000);
const RECORDS = Number(process.env.FLOW_RECORDS ?? 100_000);
const DEEP_PAGE = Number(process.env.FLOW_DEEP_PAGE ?? 500);
const CALLS = Number(process.env.FLOW_CALLS ?? 200);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-flow-'));
  const config = { ...loadConfig(process.env), dataDir, logLevel: 'error' };
  const database = await openDb(config);
  await migrate(database);
  if (!(await seedDemo(database.db))) throw new Error('the database is not empty: bench:flow needs a fresh one');
  const app = await buildApp(config, { db: database.db, logger: false });
  const { tokens: { shigong, jianli }, call, rows, seededIn } = await seedVolume(app, database, { tasks: TASKS, records: RECORDS });

  const time = async (fn: () => Promise<unknown>) => { const t0 = performance.now(); await fn(); return performance.now() - t0; };
  /** `changed`: the list's change count moved before each call (untimed), so its page is read from the
   *  database, not sent as kept (realtime/keptPages.ts): a page read just after a change. */
  const measure = async (label: string, fn: (i: number) => Promise<unknown>, changed?: string) => {
    const change = async () => { if (changed) await rows(sql`select list_generations_bump(array[${changed}])`); };
    for (let i = 0; i < 5; i++) { await change(); await fn(i + CALLS); } // warm-up
    const samples: number[] = [];
    for (let i = 0; i < CALLS; i++) { await change(); samples.push(await time(() => fn(i))); }
    samples.sort((a, b) => a - b);
    return { label, p50: pct(samples, 50), p99: pct(samples, 99) };
  };
  const TODO = 'todo:u_shigong';
  const RECORDS_OF = `records:${MODULE}`;
  const todoUrl = '/api/workflow/Engine/FlowBefore/List/1?pageSize=20';
  const todoFirst = await measure('todo list, page 1', () => call('GET', todoUrl, shigong), TODO);
  const todoDeep = await measure(`todo list, page ${DEEP_PAGE}`, () => call('GET', `${todoUrl}&currentPage=${DEEP_PAGE}`, shigong), TODO);
  const todoBefore = await call('GET', `${todoUrl}&currentPage=${DEEP_PAGE - 1}`, shigong);
  const todoLast = (todoBefore.list as Array<{ id: string }>).at(-1)!.id;
  const todoKeyset = await measure(`todo, ${DEEP_PAGE} by lastId`, () => call('GET', `${todoUrl}&currentPage=${DEEP_PAGE}&lastId=${todoLast}`, shigong), TODO);
  const todoKept = await measure('todo list, page 1, kept', () => call('GET', todoUrl, shigong));
  const recordsUrl = '/api/visualdev/OnlineDev/hazardInvestigat/List';
  const recordsFirst = await measure('records, page 1', () => call('POST', recordsUrl, jianli, { currentPage: 1, pageSize: 20 }), RECORDS_OF);
  const recordsDeep = await measure(`records, page ${DEEP_PAGE}`, () => call('POST', recordsUrl, jianli, { currentPage: DEEP_PAGE, pageSize: 20 }), RECORDS_OF);
  const recordsBefore = await call('POST', recordsUrl, jianli, { currentPage: DEEP_PAGE - 1, pageSize: 20 });
  const recordLast = (recordsBefore.list as Array<{ id: string }>).at(-1)!.id;
  const recordsKeyset = await measure(`records, ${DEEP_PAGE} by lastId`,
    () => call('POST', recordsUrl, jianli, { currentPage: DEEP_PAGE, pageSize: 20, lastId: recordLast }), RECORDS_OF);
  const recordsShigong = await measure('records, page 1 (shigong)', () => call('POST', recordsUrl, shigong, { currentPage: 1, pageSize: 20 }), RECORDS_OF);
  const recordsKept = await measure('records, page 1, kept', () => call('POST', recordsUrl, jianli, { currentPage: 1, pageSize: 20 }));
  // as the app asks for the register: in its catalog's default order, a form field (hazardInvestigat.ts sidx)
  const sorted = { sidx: 'rectifyDeadline', sort: 'desc' };
  const recordsSorted = await measure('records, page 1, by field', () => call('POST', recordsUrl, jianli, { currentPage: 1, pageSize: 20, ...sorted }), RECORDS_OF);
  const recordsSortedDeep = await measure(`records, ${DEEP_PAGE}, by field`,
    () => call('POST', recordsUrl, jianli, { currentPage: DEEP_PAGE, pageSize: 20, ...sorted }), RECORDS_OF);
  const sortedBefore = await call('POST', recordsUrl, jianli, { currentPage: DEEP_PAGE - 1, pageSize: 20, ...sorted });
  const sortedLast = (sortedBefore.list as Array<{ id: string }>).at(-1)!.id;
  const recordsSortedKeyset = await measure(`records, ${DEEP_PAGE} by field, lastId`,
    () => call('POST', recordsUrl, jianli, { currentPage: DEEP_PAGE, pageSize: 20, ...sorted, lastId: sortedLast }), RECORDS_OF);
  const todoCount = await measure('FlowTodoCount', () => call('POST', '/api/visualdev/Dashboard/FlowTodoCount', shigong, {}));
  const page = await call('GET', `/api/workflow/Engine/FlowBefore/List/1?pageSize=${CALLS + 5}&currentPage=2`, shigong);
  const todos = (page.list as Array<{ id: string }>).map((i) => i.id);
  if (todos.length < CALLS + 5) throw new Error(`only ${todos.length} todos for shigong`);
  const approve = await measure('approve (Audit)', (i) => call('POST', `/api/workflow/Engine/FlowBefore/Audit/${todos[i]}`, shigong,
    { handleOpinion: '已整改', signImg: RECTIFY.rectifySign, formData: RECTIFY }));

  const [total] = await rows<{ n: number; r: number }>(sql`select (select count(*)::int from flow_tasks) as n, (select count(*)::int from online_records) as r`);
  console.log(`\n${database.kind}, ${total.n} tasks and ${total.r} records (seeded in ${seededIn.toFixed(1)} s), ${CALLS} calls each, node ${process.version}, ${os.cpus().length} cores`);
  console.log('call                           p50 ms   p99 ms');
  console.log('(each list call after a change of its list, so read from the database; "kept": asked again unchanged)');
  for (const r of [todoFirst, todoDeep, todoKeyset, todoKept, todoCount, recordsFirst, recordsDeep, recordsKeyset, recordsShigong, recordsKept, recordsSorted, recordsSortedDeep, recordsSortedKeyset, approve]) {
    console.log(`${r.label.padEnd(29)}  ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)}`);
  }
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
