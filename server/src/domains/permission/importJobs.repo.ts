/** SQL of bulk import jobs (importJobs.ts). */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { userImportJobs, type ImportJobState } from '../../db/schema.js';

export type ImportJobRow = typeof userImportJobs.$inferSelect;

const LIVE: ImportJobState[] = ['queued', 'running'];

export async function insertJob(db: Db, row: typeof userImportJobs.$inferInsert): Promise<void> {
  await db.insert(userImportJobs).values(row);
}

export async function findJob(db: Db, id: string): Promise<ImportJobRow | null> {
  const [row] = await db.select().from(userImportJobs).where(eq(userImportJobs.id, id));
  return row ?? null;
}

/**
 * The runner's claim, made at the start of each batch's transaction: the job is still live and
 * still this runner's. False when it was marked interrupted meanwhile (then nothing is written).
 * Locks the row until the transaction ends.
 */
export async function claim(db: Db, id: string, runner: string, at: Date): Promise<boolean> {
  const rows = await db.update(userImportJobs).set({ state: 'running', heartbeatAt: at })
    .where(and(eq(userImportJobs.id, id), eq(userImportJobs.runner, runner), inArray(userImportJobs.state, LIVE)))
    .returning({ id: userImportJobs.id });
  return rows.length === 1;
}

/** A batch's outcome, added to the job in the batch's transaction. */
export async function addBatch(db: Db, id: string, b: { done: number; snum: number; failed: Array<Record<string, unknown>>; chunk: string | null }): Promise<void> {
  await db.update(userImportJobs).set({
    done: sql`${userImportJobs.done} + ${b.done}`,
    snum: sql`${userImportJobs.snum} + ${b.snum}`,
    fnum: sql`${userImportJobs.fnum} + ${b.failed.length}`,
    failResult: sql`${userImportJobs.failResult} || ${JSON.stringify(b.failed)}::jsonb`,
    passwordChunks: b.chunk === null ? undefined
      : sql`coalesce(${userImportJobs.passwordChunks}, '[]'::jsonb) || ${JSON.stringify([b.chunk])}::jsonb`,
  }).where(eq(userImportJobs.id, id));
}

/** What went out by SMS after a batch was written: the count, and the passwords that did not go (sealed). */
export async function addSmsOutcome(db: Db, id: string, sent: number, chunk: string | null): Promise<void> {
  await db.update(userImportJobs).set({
    smsSent: sql`${userImportJobs.smsSent} + ${sent}`,
    passwordChunks: chunk === null ? undefined
      : sql`coalesce(${userImportJobs.passwordChunks}, '[]'::jsonb) || ${JSON.stringify([chunk])}::jsonb`,
  }).where(eq(userImportJobs.id, id));
}

export async function beat(db: Db, id: string, runner: string, at: Date): Promise<void> {
  await db.update(userImportJobs).set({ heartbeatAt: at })
    .where(and(eq(userImportJobs.id, id), eq(userImportJobs.runner, runner), inArray(userImportJobs.state, LIVE)));
}

/** Ends a live job of this runner (finished, failed or interrupted). */
export async function end(db: Db, id: string, runner: string, state: ImportJobState, reason: string, at: Date): Promise<void> {
  await db.update(userImportJobs).set({ state, reason, finishedAt: at, heartbeatAt: at })
    .where(and(eq(userImportJobs.id, id), eq(userImportJobs.runner, runner), inArray(userImportJobs.state, LIVE)));
}

/** Live jobs whose runner has not beaten since `before`: their process is gone. */
export async function interruptStale(db: Db, before: Date, reason: string, at: Date): Promise<string[]> {
  const rows = await db.update(userImportJobs).set({ state: 'interrupted', reason, finishedAt: at })
    .where(and(inArray(userImportJobs.state, LIVE), or(isNull(userImportJobs.heartbeatAt), lt(userImportJobs.heartbeatAt, before))))
    .returning({ id: userImportJobs.id });
  return rows.map((r) => r.id);
}

/** The sealed passwords not yet forgotten. */
export async function sealedPasswords(db: Db, id: string): Promise<string[] | null> {
  const [row] = await db.select({ chunks: userImportJobs.passwordChunks }).from(userImportJobs)
    .where(and(eq(userImportJobs.id, id), isNull(userImportJobs.passwordsReadAt)));
  return row?.chunks ?? null;
}

/** Deletes the sealed passwords of the job; answers whether there were any. */
export async function forgetPasswords(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db.update(userImportJobs).set({ passwordChunks: null, passwordsReadAt: at })
    .where(and(eq(userImportJobs.id, id), isNull(userImportJobs.passwordsReadAt))).returning({ id: userImportJobs.id });
  return rows.length > 0;
}

/** Deletes the sealed passwords of the jobs that ended before `before` and were never acknowledged. */
export async function forgetOldPasswords(db: Db, before: Date, at: Date): Promise<string[]> {
  const rows = await db.update(userImportJobs).set({ passwordChunks: null, passwordsReadAt: at })
    .where(and(isNull(userImportJobs.passwordsReadAt), lt(userImportJobs.finishedAt, before)))
    .returning({ id: userImportJobs.id });
  return rows.map((r) => r.id);
}
