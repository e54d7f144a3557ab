/**
 * Bulk import of staff as a background job (Users/ImportJob): started at once with an id and a
 * key, written in batches, its state read by its importer only; the generated passwords answered
 * with the key until the importer's app acknowledges them (or a day after the end); a job whose runner died is marked interrupted with the
 * batches it wrote kept whole.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray, like } from 'drizzle-orm';
import { auditLog, idempotencyKeys, userImportJobs, users } from '../src/db/schema.js';
import { createFileService } from '../src/domains/file/service.js';
import { createImportJobs, PASSWORDS_KEEP_MS, STALE_MS, type ImportJobView } from '../src/domains/permission/importJobs.js';
import { createPeopleImport } from '../src/domains/permission/peopleImport.js';
import { md5Hex } from '../src/lib/ids.js';
import { hashPassword } from '../src/lib/password.js';
import { readSheet } from '../src/lib/xlsx.js';
import { buildTestApp, call, login, until } from './helpers.js';
import { adminWorld, importSheet, NOT_ADMIN, ok, uploadImport, type Account, type AdminWorld } from './admin-world.js';
import { assertNothingWritten } from './unchanged.js';

let w: AdminWorld;
before(async () => { w = await adminWorld(); });
after(async () => { await w.close(); });

const U = '/api/permission/Users';
const db = () => w.t.database.db;
const UNIT = '苏通路桥工程集团有限公司';
const row = (account: string, project = 'NJGK', extra: Partial<Record<string, string>> = {}): Record<string, string> =>
  ({ account, realName: `任务${account}`, organize: UNIT, role: '施工项目经理', project, ...extra });

async function upload(account: Account, rows: Array<Record<string, string>>, headers?: string[]) {
  const res = await uploadImport(w, account, await importSheet(rows, headers));
  assert.equal(res.code, 200, res.msg);
  return res.data!.fileName;
}

const readJob = (account: Account, id: string, key?: string, app = w.app) =>
  call<ImportJobView>(app, { method: 'GET', url: `${U}/ImportJob/${id}`, headers: { authorization: w.token(account), ...(key ? { 'x-import-key': key } : {}) } });

async function ended(account: Account, id: string): Promise<ImportJobView> {
  let job: ImportJobView | undefined;
  await until(async () => {
    job = await ok(readJob(account, id));
    return job.state !== 'queued' && job.state !== 'running';
  }, `job ${id} to end`, 60_000);
  return job!;
}

describe('people import job', () => {
  it('answers at once with an id and a key, writes the good rows, answers the passwords once to the importer and forgets them', async () => {
    const fileName = await upload('admin', [row('job1'), row('job2'), row('job3', 'NJGK', { mobilePhone: '1234' })]);
    const started = await ok(w.api('admin', 'POST', `${U}/ImportJob`, { fileName }));
    assert.equal(started.total, 2);
    assert.equal(started.fnum, 1);
    assert.match(started.key, /^[A-Za-z0-9_-]{43}$/);
    const [stored] = await db().select().from(userImportJobs).where(eq(userImportJobs.id, started.id));
    assert.ok(!JSON.stringify(stored).includes(started.key), 'the key is not kept by the server');

    const job = await ended('admin', started.id);
    assert.equal(job.state, 'finished');
    assert.deepEqual([job.total, job.done, job.snum, job.fnum], [2, 2, 2, 1]);
    assert.equal(job.failResult[0].account, 'job3');
    assert.match(job.failResult[0].errorsInfo, /手机号/);
    assert.equal(job.passwords, undefined, 'no passwords without the key');
    const made = await db().select().from(users).where(inArray(users.account, ['job1', 'job2', 'job3']));
    assert.deepEqual(made.map((u) => u.account).sort(), ['job1', 'job2']);
    assert.ok(made.every((u) => u.mustChangePassword));
    const audit = await db().select().from(auditLog).where(like(auditLog.detail, `导入任务 ${started.id}%`));
    assert.equal(audit.length, 1);

    // another administrator (of the project) reads neither the job nor its passwords; a wrong key reads nothing and burns nothing
    await w.refused('zongjian', 'GET', `${U}/ImportJob/${started.id}`, undefined, /导入任务不存在/);
    await assertNothingWritten(db(), async () => {
      const wrongKey = await readJob('admin', started.id, 'A'.repeat(43));
      assert.match(wrongKey.msg, /密钥不正确/);
    });

    const first = await ok(readJob('admin', started.id, started.key));
    assert.deepEqual(first.passwords!.map((p) => p.account).sort(), ['job1', 'job2']);
    const sheet = await readSheet(Buffer.from(first.passwordSheet!, 'base64'), 10);
    assert.deepEqual(sheet[0], ['账户', '姓名', '初始密码']);
    assert.deepEqual(sheet.slice(1).map((r) => r[2]).sort(), first.passwords!.map((p) => p.password).sort());
    const signedIn = await login(w.app, 'job1', md5Hex(first.passwords!.find((p) => p.account === 'job1')!.password));
    assert.equal(signedIn.code, 200, signedIn.msg);

    // an answer lost on a weak signal is asked for again: the passwords stay until the app says it has them
    const again = await ok(readJob('admin', started.id, started.key));
    assert.deepEqual(again.passwords, first.passwords);
    assert.equal(again.passwordsRead, false);
    await w.refused('zongjian', 'DELETE', `${U}/ImportJob/${started.id}/Passwords`, undefined, /导入任务不存在/);
    await ok(w.api('admin', 'DELETE', `${U}/ImportJob/${started.id}/Passwords`));
    const second = await ok(readJob('admin', started.id, started.key));
    assert.equal(second.passwords, undefined);
    assert.equal(second.passwordsRead, true);
    const [after] = await db().select().from(userImportJobs).where(eq(userImportJobs.id, started.id));
    assert.equal(after.passwordChunks, null, 'the sealed passwords are deleted once the app has them');
    await ok(w.api('admin', 'DELETE', `${U}/ImportJob/${started.id}/Passwords`)); // again: nothing to do
  });

  it('deletes passwords never acknowledged a day after the job ended; an Idempotency-Key is not honoured where the answer holds the key', async () => {
    const fileName = await upload('admin', [row('keep1')]);
    const res = await call<{ id: string; key: string }>(w.app, { method: 'POST', url: `${U}/ImportJob`, payload: { fileName },
      headers: { authorization: w.token('admin'), 'idempotency-key': 'import-job-key-test-0001' } });
    assert.equal(res.code, 200, res.msg);
    const stored = await db().select().from(idempotencyKeys);
    assert.ok(!JSON.stringify(stored).includes(res.data!.key), 'the answer with the key is not kept for replays');
    await ended('admin', res.data!.id);
    const [job] = await db().select().from(userImportJobs).where(eq(userImportJobs.id, res.data!.id));
    assert.ok(job.passwordChunks?.length);
    const imports = createPeopleImport(db(), createFileService({ db: db(), config: w.t.config, now: () => new Date(), store: w.app.fileStore }));
    const jobs = createImportJobs({ db: db(), imports, now: () => new Date(), log: w.app.log });
    await jobs.tidy(new Date(job.finishedAt!.getTime() + PASSWORDS_KEEP_MS - 60_000));
    assert.ok((await db().select().from(userImportJobs).where(eq(userImportJobs.id, job.id)))[0].passwordChunks?.length, 'kept within the day');
    await jobs.tidy(new Date(job.finishedAt!.getTime() + PASSWORDS_KEEP_MS + 60_000));
    const [later] = await db().select().from(userImportJobs).where(eq(userImportJobs.id, job.id));
    assert.equal(later.passwordChunks, null);
    assert.equal((await ok(readJob('admin', job.id, res.data!.key))).passwords, undefined);
  });

  it('refuses bad input, a non-administrator and a project administrator outside their project, writing nothing', async () => {
    const wrong = await upload('admin', [{ account: 'x', realName: 'y' }], ['名字', '电话']);
    await w.refused('admin', 'POST', `${U}/ImportJob`, { fileName: wrong }, /表头缺少「账户」列/);
    const allBad = await upload('admin', [row('admin')]);
    await w.refused('admin', 'POST', `${U}/ImportJob`, { fileName: allBad }, /没有可导入的行/);
    await w.refused('admin', 'POST', `${U}/ImportJob`, {}, /fileName/);
    const good = await upload('admin', [row('job9')]);
    await w.refused('jianli', 'POST', `${U}/ImportJob`, { fileName: good }, NOT_ADMIN);
    await w.refused('zongjian', 'POST', `${U}/ImportJob`, { fileName: good }, /文件不存在|不存在/);
    const outside = await upload('zongjian', [row('job10', 'LYRC')]);
    await w.refused('zongjian', 'POST', `${U}/ImportJob`, { fileName: outside }, /没有可导入的行/);
    const started = await ok(w.api('admin', 'POST', `${U}/ImportJob`, { fileName: good }));
    // once it has ended: its own batches, written in the background, are not the refusal's writes
    await ended('admin', started.id);
    await w.refused('jianli', 'GET', `${U}/ImportJob/${started.id}`, undefined, NOT_ADMIN);
  });

  it('POST Users/ImportData keeps to small imports: more than 200 good rows are refused, writing nothing', async () => {
    const many = Array.from({ length: 201 }, (_, i) => row(`many${i}`));
    await w.refused('admin', 'POST', `${U}/ImportData`, { list: many }, /一次导入超过 200 人/);
  });

  it('a job whose runner died is marked interrupted at the next start; its written batches stay whole, the rest is never written', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let hashed = 0;
    const imports = createPeopleImport(db(), createFileService({ db: db(), config: w.t.config, now: () => new Date(), store: w.app.fileStore }));
    const dying = createImportJobs({
      db: db(), imports, now: () => new Date(), log: w.app.log, batchSize: 2,
      hash: async (m) => { if (hashed++ >= 2) await gate; return hashPassword(m); },
    });
    const admin = { id: 'u_admin', isAdmin: true, account: 'admin', ip: '127.0.0.1' };
    const started = await dying.start(admin, { fileName: await upload('admin', [row('die1'), row('die2'), row('die3'), row('die4'), row('die5')]) });
    await until(async () => (await db().select().from(userImportJobs).where(eq(userImportJobs.id, started.id)))[0].done === 2, 'the first batch');

    // the process "dies" (its runner stops beating); a server starting later takes the job for dead
    const later = await buildTestApp(w.t, {}, () => new Date(Date.now() + STALE_MS + 5_000));
    try {
      await later.ready();
      const job = await ok(readJob('admin', started.id, undefined, later));
      assert.equal(job.state, 'interrupted');
      assert.match(job.reason, /中断/);
      assert.deepEqual([job.total, job.done, job.snum], [5, 2, 2]);

      release();
      await dying.stop(); // the old runner's next batch finds the job interrupted and writes nothing
      const made = await db().select().from(users).where(like(users.account, 'die%'));
      assert.deepEqual(made.map((u) => u.account).sort(), ['die1', 'die2']);
      const read = await ok(readJob('admin', started.id, started.key, later));
      assert.deepEqual(read.passwords!.map((p) => p.account).sort(), ['die1', 'die2']);
    } finally {
      release();
      await later.close();
    }
  });
});
