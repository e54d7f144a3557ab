/**
 * Hazard tasks and hazard-register records at volume, for the benchmarks (bench:flow, bench:api):
 * one real task made by the real service (anquan reports a hazard with a photo; it waits at the
 * contractor's node, shigong's todo), then clones in SQL with every id inside the state renamed,
 * so each clone is a whole task the engine can act on, with its list index rows; the records are
 * the task's record cloned in SQL, spread over the sections (and none) and two authors, one in
 * fifty a draft, a second apart. Then what autovacuum does after such a load.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/index.js';
import { md5Hex } from '../src/lib/ids.js';
import { DEMO_PASSWORD } from '../src/seed/data/index.js';

export const FLOW = 'flow_hazardRectify';
export const HAZARD: Record<string, unknown> = {
  title: '基准测试隐患', hazardCategory: 'fall', hazardLevel: '1', contractName: 'ct_sg01', location: 'K1+000',
  description: '临边防护缺失', rectifyDeadline: Date.UTC(2026, 11, 1),
};
export const RECTIFY: Record<string, unknown> = { rectifyMeasure: '已整改', rectifyFinishDate: Date.UTC(2026, 10, 28), rectifySign: 'data:image/png;base64,iVBORw0KGgo=' };
/** A PNG the uploader accepts (its magic bytes, then anything). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

export interface Volume {
  tokens: { anquan: string, shigong: string, jianli: string };
  call: (method: 'GET' | 'POST', url: string, auth: string, payload?: object) => Promise<any>;
  /** Both drivers answer execute() with { rows }. */
  rows: <R>(query: ReturnType<typeof sql>) => Promise<R[]>;
  seededIn: number;
}

export async function seedVolume(app: FastifyInstance, database: Database, counts: { tasks: number, records: number }): Promise<Volume> {
  const TASKS = counts.tasks;
  const RECORDS = counts.records;
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
  // the task's hazard record, cloned over the sections (and none) and two authors, a second apart,
  // its deadline over a year of days (one in twenty without one), for the list sorted by it
  const [record] = await rows<{ id: string }>(sql`select id from online_records where flow_task_id = ${modelId}`);
  if (!record) throw new Error('the hazard task made no record');
  for (let from = 1; from < RECORDS; from += batch) {
    const to = Math.min(RECORDS - 1, from + batch - 1);
    await database.db.execute(sql.raw(`insert into online_records (id, module_id, project_id, data, flow_task_id, flow_state, creator_user_id,
        contract_id, organize_id, draft, created_at, updated_at)
      select 'bench_rec_' || lpad(g::text, 12, '0'), module_id, project_id,
        case when g % 20 = 0 then data - 'rectifyDeadline'
          else jsonb_set(data, '{rectifyDeadline}', to_jsonb((data ->> 'rectifyDeadline')::bigint - (g % 365)::bigint * 86400000)) end,
        null, flow_state,
        case when g % 2 = 0 then creator_user_id else 'u_shigong' end,
        (array['ct_sg01', 'ct_sg02', 'ct_sg03', null])[1 + g % 4], organize_id, g % 50 = 0,
        created_at - (g || ' seconds')::interval, updated_at
      from online_records r, generate_series(${from}, ${to}) g where r.id = '${record.id}'`));
  }
  // what autovacuum (on PGlite, db/maintenance.ts) does after such a load, inserts alone being past
  // its threshold: statistics, and the visibility map that lets the page index answer alone
  await database.db.execute(sql.raw('vacuum (analyze)'));
  return { tokens: { anquan, shigong, jianli }, call, rows, seededIn: (Date.now() - started) / 1000 };
}
