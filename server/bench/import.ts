/**
 * Bulk import of staff at its limit: a sheet of 5,000 people (MAX_IMPORT_ROWS) uploaded, previewed
 * and imported through the background job (Users/ImportJob) as a system administrator, on a fresh
 * demo database (PGlite), polling the job as the screen does. Prints the time of each step and the
 * rows per second; asserts nothing but that every row was imported and its password answered.
 *
 *   npm --workspace server run bench:import        BENCH_ROWS=1000 for a shorter run
 */
import { performance } from 'node:perf_hooks';
import { writeSheet } from '../src/lib/xlsx.js';
import { buildTestApp, call, multipart, seededDb, tokenOf } from '../test/helpers.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const U = '/api/permission/Users';

async function main() {
  const t = await seededDb();
  const app = await buildTestApp(t);
  const token = await tokenOf(app, 'admin');
  const keys = ['account', 'realName', 'mobilePhone', 'organize', 'role', 'project', 'contract'];
  const headers = ['账户*', '姓名*', '手机号码', '所属组织*', '角色', '项目', '合同段'];
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    account: `bench${i}`, realName: `压测人员${i}`, mobilePhone: `177${String(i).padStart(8, '0')}`, organize: '苏通路桥工程集团有限公司',
    role: '施工项目经理', project: 'NJGK', contract: `NJGK-SG0${(i % 3) + 1}`,
  }));
  const bytes = await writeSheet('人员', keys.map((key, i) => ({ key, header: headers[i] })), rows);
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    const out = await run();
    console.log(`${name.padEnd(10)} ${((performance.now() - at) / 1000).toFixed(2)} s`);
    return out;
  };
  console.log(`${ROWS} rows, sheet ${(bytes.length / 1024).toFixed(0)} KB`);
  const body = multipart([{ name: 'file', filename: 'bench.xlsx', data: bytes }]);
  const up = await step('upload', () => call<{ fileName: string }>(app, { method: 'POST', url: `${U}/Uploader`, payload: body.payload, headers: { ...body.headers, authorization: token } }));
  const fileName = up.data!.fileName;
  const preview = await step('preview', () => call<{ snum: number; fnum: number }>(app, { method: 'GET', url: `${U}/ImportPreview?fileName=${fileName}`, headers: { authorization: token } }));
  type Job = { state: string; done: number; total: number; snum: number; fnum: number; reason: string; passwords?: unknown[] };
  const importStart = performance.now();
  const result = await step('import', async () => {
    const started = await call<{ id: string; key: string }>(app, { method: 'POST', url: `${U}/ImportJob`, payload: { fileName }, headers: { authorization: token } });
    if (started.code !== 200) throw new Error(started.msg);
    let shown = -1;
    for (;;) {
      const job = (await call<Job>(app, { method: 'GET', url: `${U}/ImportJob/${started.data!.id}`, headers: { authorization: token, 'x-import-key': started.data!.key } })).data!;
      if (job.state !== 'queued' && job.state !== 'running') return job;
      if (job.done !== shown && job.done % 1000 === 0) console.log(`  ${job.done}/${job.total}`);
      shown = job.done;
      await new Promise((resolve) => setTimeout(resolve, 1000)); // the screen's polling pace
    }
  });
  const seconds = (performance.now() - importStart) / 1000;
  console.log(`preview: ${preview.data?.snum} good, ${preview.data?.fnum} bad; job ${result.state}: imported ${result.snum}, refused ${result.fnum} ${result.reason}`);
  console.log(`${(result.snum / seconds).toFixed(1)} rows/s; ${result.passwords?.length ?? 0} passwords answered`);
  await app.close();
  await t.close();
  if (result.snum !== ROWS || result.passwords?.length !== ROWS) process.exitCode = 1;
}

await main();
