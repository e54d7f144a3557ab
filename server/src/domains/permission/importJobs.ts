/**
 * Bulk import of staff as a background job (API.md 9, Users/ImportJob). Importing thousands of
 * people takes minutes, nearly all of it argon2 hashing of their generated passwords; so the
 * import answers at once with a job, the process that took it writes the good rows in batches
 * (each batch, its audit entry and its part of the job's progress in one transaction: a crash
 * loses no acknowledged row and never half a batch), and the importer polls the job's state,
 * which lives in the database so any instance answers it.
 *
 * A runner beats while it works; a live job whose runner has not beaten for STALE_MS died with
 * its process, and is marked interrupted (at start-up, on the timer and when read). The rows it
 * wrote stay.
 *
 * The generated passwords are for the importer's eyes only, once. Each batch's passwords are
 * sealed (AES-256-GCM, the job id as associated data) under a random key answered to the importer
 * when the job starts and never kept by the server: the database alone (a backup, a replica)
 * cannot give them, and they outlive the runner's process, so an interrupted job still shows the
 * passwords of the people it wrote. Each read of the ended job by its importer with that key
 * answers them, until the importer's app says it has them (DELETE .../Passwords, sent once it has
 * shown them) or PASSWORDS_KEEP_MS after the end: an answer lost on a weak signal is asked for
 * again, not lost, and they are still shown only once.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportJob } from '../../../../types/api/admin.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { writeSheet, type SheetColumn } from '../../lib/xlsx.js';
import { adminScopeOf } from './adminScope.js';
import type { CheckedRow } from './importRules.js';
import type { SmsSender } from '../oauth/sms.js';
import { SmsGatewayError } from '../oauth/smsAliyun.js';
import * as repo from './importJobs.repo.js';
import { makeSecrets, type BatchOutcome, type createPeopleImport, type RowView } from './peopleImport.js';
import type { Caller } from './roles.js';

/** A runner beats this often while it works... */
export const BEAT_MS = 10_000;
/** ...and a live job not beaten for this long is taken for dead. */
export const STALE_MS = 60_000;
export const BATCH_SIZE = 100;
/** Sealed passwords the importer never acknowledged are deleted this long after the job ended. */
export const PASSWORDS_KEEP_MS = 24 * 3_600_000;
/** The timer job (plugins/timers.ts) that marks dead jobs interrupted. */
export const IMPORT_JOBS_TIMER = 'people-import-jobs';

export const MSG = {
  noJob: '导入任务不存在',
  noGoodRows: '没有可导入的行,请先修改表格中有问题的行',
  badKey: '导入任务的密钥不正确,无法查看初始密码',
  interrupted: '服务重启或停止,导入中断;已导入的人员保留,未导入的行请重新导入',
  failed: '导入出错,已导入的人员保留,请稍后重新导入未导入的行',
  noSms: '未配置短信网关或初始密码短信模板,无法短信发送初始密码',
  noMobile: '未填手机号码,未发短信',
  smsFailed: (why: string) => `短信未发出:${why}`,
} as const;

/** The job as GET Users/ImportJob answers it: the app's own type (types/api/admin.ts). */
export type ImportJobView = ImportJob;

const PASSWORD_COLUMNS: SheetColumn[] = [{ key: 'account', header: '账户' }, { key: 'realName', header: '姓名' }, { key: 'password', header: '初始密码' }];

/** Passwords to show; `note` says why one is shown when the job sent SMS (no number, or not sent). */
type Sealed = Array<{ account: string; realName: string; password: string; note?: string }>;

const KEY_BYTES = 32;

function seal(key: Buffer, jobId: string, list: Sealed): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(jobId));
  const body = Buffer.concat([cipher.update(JSON.stringify(list), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The chunk's passwords, or null when the key is not the job's. */
function open(key: Buffer, jobId: string, chunk: string): Sealed | null {
  const bytes = Buffer.from(chunk, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(jobId));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as Sealed;
  } catch {
    return null;
  }
}

const keyOf = (text: string | undefined): Buffer | null => {
  if (!text || !/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  return Buffer.from(text, 'base64url');
};

export interface ImportJobDeps {
  db: Db;
  imports: ReturnType<typeof createPeopleImport>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** argon2 by default; tests hold it to stop a job midway */
  hash?: (md5: string) => Promise<string>;
  batchSize?: number;
  /** where initial passwords go by SMS; null when no gateway (or no template) is configured */
  sms?: SmsSender | null;
}

const SMS_AT_ONCE = 4;

export function createImportJobs({ db, imports, now, log, hash, batchSize = BATCH_SIZE, sms = null }: ImportJobDeps) {
  /**
   * After a batch is written: each password to its person's mobile, SMS_AT_ONCE at a time. Those
   * sent are never shown; those that did not go are sealed with why, to be shown to the importer.
   */
  async function sendBatch(id: string, key: Buffer, written: BatchOutcome['written']) {
    const unsent: Sealed = [];
    let sent = 0;
    let next = 0;
    const worker = async () => {
      while (next < written.length) {
        const w = written[next++];
        if (!w.mobilePhone) continue; // sealed with the batch
        try {
          await sms!.send({ mobile: w.mobilePhone, code: w.password, purpose: 'initialPassword', ttlMinutes: 0, account: w.account }, log);
          sent += 1;
        } catch (err) {
          unsent.push({ account: w.account, realName: w.realName, password: w.password, note: MSG.smsFailed(err instanceof SmsGatewayError ? err.message : '短信发送出错') });
        }
      }
    };
    await Promise.all(Array.from({ length: SMS_AT_ONCE }, worker));
    await repo.addSmsOutcome(db, id, sent, unsent.length ? seal(key, id, unsent) : null);
  }

  /** This process, as the runner of the jobs it took. */
  const runner = newId();
  const running = new Map<string, Promise<void>>();
  let stopping = false;

  async function run(caller: Caller, id: string, key: Buffer, good: readonly CheckedRow[], bySms: boolean) {
    const beat = setInterval(() => {
      repo.beat(db, id, runner, now()).catch((err: unknown) => log.error({ err, job: id }, 'import job heartbeat failed'));
    }, BEAT_MS);
    beat.unref();
    try {
      const secretsOf = (from: number) => {
        const p = makeSecrets(Math.min(batchSize, good.length - from), hash);
        p.catch(() => undefined); // awaited (and its failure met) by the batch it is for
        return p;
      };
      let secrets = secretsOf(0);
      for (let from = 0, n = 1; from < good.length; from += batchSize, n += 1) {
        if (stopping) {
          await repo.end(db, id, runner, 'interrupted', MSG.interrupted, now());
          return;
        }
        const batch = good.slice(from, from + batchSize);
        const these = secrets;
        await these; // hashed before the next batch's hashing starts: the thread pool stays busy while this one is written
        if (from + batchSize < good.length) secrets = secretsOf(from + batchSize);
        const outcome = await imports.writeBatch(caller, batch, now(), {
          secrets: these,
          detail: (written) => `导入任务 ${id} 第 ${n} 批:导入 ${written} 人${batch.length > written ? `,${batch.length - written} 行未导入` : ''}`,
          within: async (tx, o: BatchOutcome) => {
            if (!(await repo.claim(tx, id, runner, now()))) return false;
            const sealed: Sealed = o.written.filter((w) => !bySms || !w.mobilePhone)
              .map((w) => ({ account: w.account, realName: w.realName, password: w.password, ...(bySms ? { note: MSG.noMobile } : {}) }));
            await repo.addBatch(tx, id, { done: batch.length, snum: o.written.length, failed: o.failed, chunk: sealed.length ? seal(key, id, sealed) : null });
            return true;
          },
        });
        if (!outcome) return; // marked interrupted meanwhile: another instance took it for dead
        if (bySms) await sendBatch(id, key, outcome.written);
      }
      await repo.end(db, id, runner, 'finished', '', now());
    } catch (err) {
      log.error({ err, job: id }, 'import job failed');
      await repo.end(db, id, runner, 'failed', MSG.failed, now()).catch((e: unknown) => log.error({ err: e, job: id }, 'import job could not be marked failed'));
    } finally {
      clearInterval(beat);
    }
  }

  const interruptStale = (at = now()) => repo.interruptStale(db, new Date(at.getTime() - STALE_MS), MSG.interrupted, at);

  return {
    interruptStale,

    /** The timer's work: dead jobs marked interrupted, and passwords kept past PASSWORDS_KEEP_MS deleted. */
    async tidy(at = now()) {
      await interruptStale(at);
      await repo.forgetOldPasswords(db, new Date(at.getTime() - PASSWORDS_KEEP_MS), at);
    },

    /**
     * DELETE Users/ImportJob/{id}/Passwords: the importer's app has the passwords (it sends this
     * once it has shown them); they are deleted. Again, or with none left: nothing to do.
     */
    async forget(caller: Caller, id: string) {
      await adminScopeOf(db, caller);
      const job = await repo.findJob(db, id);
      if (!job || job.creatorUserId !== caller.id) throw badRequest(MSG.noJob);
      await repo.forgetPasswords(db, id, now());
    },

    /**
     * POST Users/ImportJob {fileName}: checks the sheet as the preview does (refusing, writing
     * nothing, what the importer may not do), records the job with its bad rows, answers its id
     * and its key, and writes the good rows after answering.
     */
    async start(caller: Caller, b: { fileName?: string; sms?: boolean }) {
      const { good, bad } = await imports.prepare(caller, b);
      if (b.sms && !sms) throw badRequest(MSG.noSms);
      if (good.length === 0) throw badRequest(MSG.noGoodRows);
      const id = newId();
      const key = randomBytes(KEY_BYTES);
      const at = now();
      await repo.insertJob(db, { id, creatorUserId: caller.id, state: 'queued', total: good.length, fnum: bad.length, failResult: bad, sms: !!b.sms, runner, heartbeatAt: at, createdAt: at });
      const job = run(caller, id, key, good, !!b.sms).finally(() => running.delete(id));
      running.set(id, job);
      return { id, key: key.toString('base64url'), state: 'queued' as const, total: good.length, done: 0, fnum: bad.length, sms: !!b.sms };
    },

    /**
     * GET Users/ImportJob/{id}: the job's state, for its importer only. Once it has ended, with
     * the key (header X-Import-Key), the passwords of the people it wrote, until forgotten.
     */
    async read(caller: Caller, id: string, keyText: string | undefined): Promise<ImportJobView> {
      await adminScopeOf(db, caller);
      let job = await repo.findJob(db, id);
      if (!job || job.creatorUserId !== caller.id) throw badRequest(MSG.noJob);
      const at = now();
      if ((job.state === 'queued' || job.state === 'running') && (!job.heartbeatAt || at.getTime() - job.heartbeatAt.getTime() > STALE_MS)) {
        await interruptStale(at);
        job = (await repo.findJob(db, id))!;
      }
      const ended = job.state !== 'queued' && job.state !== 'running';
      const out: ImportJobView = {
        id: job.id, state: job.state, total: job.total, done: job.done, snum: job.snum, fnum: job.fnum, reason: job.reason, sms: job.sms, smsSent: job.smsSent,
        createdAt: job.createdAt.getTime(), finishedAt: job.finishedAt?.getTime() ?? null,
        failResult: ended ? job.failResult as RowView[] : [], passwordsRead: job.passwordsReadAt !== null,
      };
      if (!ended || out.passwordsRead || keyText === undefined) return out;
      const key = keyOf(keyText);
      if (!key) throw badRequest(MSG.badKey);
      const chunks = await repo.sealedPasswords(db, id);
      if (chunks === null) return out; // forgotten meanwhile, or nothing was written
      const lists = chunks.map((c) => open(key, id, c));
      if (lists.some((l) => l === null)) throw badRequest(MSG.badKey);
      const passwords = lists.flatMap((l) => l!);
      out.passwords = passwords;
      out.passwordSheet = (await writeSheet('初始密码', PASSWORD_COLUMNS, passwords)).toString('base64');
      return out;
    },

    /** Whether initial passwords may go by SMS (the screen offers 短信发送初始密码). */
    smsAvailable: sms !== null,

    /** Stops taking batches and waits for the one being written (server close). */
    async stop() {
      stopping = true;
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type ImportJobs = ReturnType<typeof createImportJobs>;
