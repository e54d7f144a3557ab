/** SQL of the online safety exam: the bank, papers, exams, attempts and their answers. */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  contracts, examAttemptItems, examAttempts, examPapers, examQuestions, exams, roles, userContracts,
  userProjects, userRoles, users,
} from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';
import type { QuestionType } from '../../db/schema.js';

export type QuestionRow = typeof examQuestions.$inferSelect;
export type PaperRow = typeof examPapers.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
export type AttemptRow = typeof examAttempts.$inferSelect;
export type ItemRow = typeof examAttemptItems.$inferSelect;

/** Where rows are placed, for the visibility rule (visualdev/visibility.ts visibleIn). */
export const PAPER_PLACE = { projectId: examPapers.projectId, contractId: examPapers.contractId, organizeId: examPapers.organizeId, authorId: examPapers.creatorUserId };
export const EXAM_PLACE = { projectId: exams.projectId, contractId: exams.contractId, organizeId: exams.organizeId, authorId: exams.creatorUserId };
export const ATTEMPT_PLACE = { projectId: examAttempts.projectId, contractId: examAttempts.contractId, organizeId: examAttempts.organizeId, authorId: examAttempts.userId };

// --- the bank --------------------------------------------------------------------------------------

export type ProductQuestion = Pick<QuestionRow, 'id' | 'topic' | 'type' | 'stem' | 'options' | 'answer' | 'explanation' | 'version' | 'sortCode'>;

/** Adds the product's questions a database lacks and brings older versions of them up to date. */
export async function installProductQuestions(db: Db, rows: ProductQuestion[], now: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db.insert(examQuestions).values(rows.map((r) => ({ ...r, source: 'product', createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: examQuestions.id,
      set: {
        topic: sql`excluded.topic`, type: sql`excluded.type`, stem: sql`excluded.stem`, options: sql`excluded.options`,
        answer: sql`excluded.answer`, explanation: sql`excluded.explanation`, version: sql`excluded.version`,
        sortCode: sql`excluded.sort_code`, updatedAt: sql`excluded.updated_at`,
      },
      setWhere: and(eq(examQuestions.source, 'product'), sql`${examQuestions.version} < excluded.version`),
    }).returning({ id: examQuestions.id });
  return written.length;
}

/** Enabled questions per topic and type. */
export function questionCounts(db: Db) {
  return db.select({ topic: examQuestions.topic, type: examQuestions.type, n: sql<number>`count(*)::int` })
    .from(examQuestions).where(eq(examQuestions.enabled, true))
    .groupBy(examQuestions.topic, examQuestions.type);
}

/** Ids of the enabled questions of a type within the topics, in bank order. */
export async function questionIdsOf(db: Db, topics: string[], type: QuestionType): Promise<string[]> {
  const rows = await db.select({ id: examQuestions.id }).from(examQuestions)
    .where(and(eq(examQuestions.enabled, true), eq(examQuestions.type, type), inArray(examQuestions.topic, topics)))
    .orderBy(asc(examQuestions.sortCode), asc(examQuestions.id));
  return rows.map((r) => r.id);
}

export function questionsByIds(db: Db, ids: string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(examQuestions).where(inArray(examQuestions.id, ids));
}

// --- papers and exams ------------------------------------------------------------------------------

export async function insertPaper(db: Db, row: typeof examPapers.$inferInsert): Promise<PaperRow> {
  const [paper] = await db.insert(examPapers).values(row).returning();
  return paper;
}

export function listPapers(db: Db, visible: SQL): Promise<PaperRow[]> {
  return db.select().from(examPapers).where(visible).orderBy(desc(examPapers.createdAt), desc(examPapers.id));
}

export async function paperById(db: Db, id: string, visible?: SQL): Promise<PaperRow | null> {
  const [row] = await db.select().from(examPapers).where(and(eq(examPapers.id, id), visible)).limit(1);
  return row ?? null;
}

export function papersByIds(db: Db, ids: string[]): Promise<PaperRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(examPapers).where(inArray(examPapers.id, [...new Set(ids)]));
}

export async function insertExam(db: Db, row: typeof exams.$inferInsert): Promise<ExamRow> {
  const [exam] = await db.insert(exams).values(row).returning();
  return exam;
}

export async function examById(db: Db, id: string): Promise<ExamRow | null> {
  const [row] = await db.select().from(exams).where(eq(exams.id, id)).limit(1);
  return row ?? null;
}

export function examsByIds(db: Db, ids: string[]): Promise<ExamRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(exams).where(inArray(exams.id, [...new Set(ids)]));
}

export async function listExams(db: Db, q: { visible: SQL, keyword?: string, offset: number, limit: number }) {
  const where = and(q.visible, q.keyword ? sql`${exams.title} ilike ${containsPattern(q.keyword)}` : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(exams).where(where).orderBy(desc(exams.startTime), desc(exams.id)).offset(q.offset).limit(q.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(exams).where(where),
  ]);
  return { rows, total: Number(n) };
}

/**
 * Exams of the project addressed to the user: by id, by one of their enabled roles, or by the unit
 * they belong to or any unit above it (`unitIds`); within the exam's section when it has one.
 */
export function examsAddressedTo(db: Db, u: { id: string, projectId: string, unitIds: string[] }): Promise<ExamRow[]> {
  const holds = (ids: string[]) => sql`${exams.audienceIds} ?| array[${sql.join(ids.length ? ids.map((i) => sql`${i}`) : [sql`''`], sql`, `)}]::text[]`;
  return db.select().from(exams).where(and(
    eq(exams.projectId, u.projectId),
    or(isNull(exams.contractId), sql`exists (select 1 from ${userContracts} where ${userContracts.userId} = ${u.id} and ${userContracts.contractId} = ${exams.contractId})`),
    or(
      and(eq(exams.audienceType, 'users'), holds([u.id])),
      and(eq(exams.audienceType, 'role'), sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.enabled}
        where ${userRoles.userId} = ${u.id} and ${exams.audienceIds} ? ${userRoles.roleId})`),
      and(eq(exams.audienceType, 'unit'), holds(u.unitIds)),
    ),
  )).orderBy(desc(exams.endTime), desc(exams.id));
}

/** The people an exam addresses: enabled users of its project (and section), by kind. */
export function audienceOf(db: Db, e: { projectId: string | null, contractId: string | null, type: string, ids: string[], unitIds?: string[] }) {
  const matches = e.type === 'users' ? inArray(users.id, e.ids.length ? e.ids : [''])
    : e.type === 'role' ? sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.enabled}
        where ${userRoles.userId} = ${users.id} and ${inArray(userRoles.roleId, e.ids.length ? e.ids : [''])})`
      : inArray(users.organizeId, (e.unitIds ?? e.ids).length ? (e.unitIds ?? e.ids) : ['']);
  return peopleOf(db, e.projectId, e.contractId, matches);
}

/** Enabled users of the project (and of the section when given), with their unit. */
export function peopleOf(db: Db, projectId: string | null, contractId: string | null, also?: SQL) {
  return db.select({ id: users.id, realName: users.realName, account: users.account, organizeId: users.organizeId })
    .from(users)
    .innerJoin(userProjects, and(eq(userProjects.userId, users.id), projectId ? eq(userProjects.projectId, projectId) : sql`false`))
    .where(and(
      eq(users.enabled, true), isNull(users.cancelledAt),
      contractId ? sql`exists (select 1 from ${userContracts} where ${userContracts.userId} = ${users.id} and ${userContracts.contractId} = ${contractId})` : undefined,
      also,
    ))
    .orderBy(asc(users.sortCode), asc(users.id));
}

export function rolesOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select({ userId: userRoles.userId, roleId: roles.id, fullName: roles.fullName }).from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, true)))
    .where(inArray(userRoles.userId, userIds)).orderBy(asc(roles.sortCode));
}

export function enabledRoles(db: Db) {
  return db.select({ id: roles.id, fullName: roles.fullName, allMenus: roles.allMenus }).from(roles)
    .where(eq(roles.enabled, true)).orderBy(asc(roles.sortCode), asc(roles.id));
}

export async function contractOfProject(db: Db, contractId: string, projectId: string): Promise<boolean> {
  const rows = await db.select({ id: contracts.id }).from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.projectId, projectId), eq(contracts.enabled, true))).limit(1);
  return rows.length === 1;
}

export function contractNames(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: contracts.id, fullName: contracts.fullName, sectionName: contracts.sectionName }).from(contracts)
    .where(inArray(contracts.id, [...new Set(ids)]));
}

export function userNames(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, realName: users.realName, organizeId: users.organizeId }).from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

export async function organizeOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ organizeId: users.organizeId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.organizeId ?? null;
}

// --- attempts --------------------------------------------------------------------------------------

export async function insertAttempt(db: Db, attempt: typeof examAttempts.$inferInsert, items: Array<typeof examAttemptItems.$inferInsert>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(examAttempts).values(attempt);
    if (items.length) await tx.insert(examAttemptItems).values(items);
  });
}

export async function attemptById(db: Db, id: string, visible?: SQL): Promise<AttemptRow | null> {
  const [row] = await db.select().from(examAttempts).where(and(eq(examAttempts.id, id), visible)).limit(1);
  return row ?? null;
}

export function attemptsOf(db: Db, examId: string, userId: string): Promise<AttemptRow[]> {
  return db.select().from(examAttempts).where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId)))
    .orderBy(asc(examAttempts.attemptNo));
}

export function attemptsOfUser(db: Db, userId: string, examIds: string[]): Promise<AttemptRow[]> {
  if (examIds.length === 0) return Promise.resolve([]);
  return db.select().from(examAttempts).where(and(eq(examAttempts.userId, userId), inArray(examAttempts.examId, examIds)))
    .orderBy(asc(examAttempts.attemptNo));
}

export function itemsOf(db: Db, attemptId: string): Promise<ItemRow[]> {
  return db.select().from(examAttemptItems).where(eq(examAttemptItems.attemptId, attemptId)).orderBy(asc(examAttemptItems.seq));
}

/** Saves one answer of an attempt still in progress; false when it was submitted meanwhile. */
export async function saveAnswer(db: Db, attemptId: string, seq: number, given: string[], at: Date): Promise<boolean> {
  const rows = await db.update(examAttemptItems).set({ given, answeredAt: at })
    .where(and(
      eq(examAttemptItems.attemptId, attemptId), eq(examAttemptItems.seq, seq),
      sql`exists (select 1 from ${examAttempts} where ${examAttempts.id} = ${attemptId} and ${examAttempts.submittedAt} is null)`,
    )).returning({ seq: examAttemptItems.seq });
  return rows.length === 1;
}

/**
 * Closes an attempt with its marks, once: false when it was already submitted (a second tap, the
 * deadline reached by another request).
 */
export async function closeAttempt(db: Db, attemptId: string, result: {
  submittedAt: Date, autoSubmitted: boolean, score: number, passed: boolean, earned: Array<{ seq: number, earned: number }>,
}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const closed = await tx.update(examAttempts).set({
      submittedAt: result.submittedAt, autoSubmitted: result.autoSubmitted, score: result.score, passed: result.passed,
    }).where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submittedAt))).returning({ id: examAttempts.id });
    if (closed.length === 0) return false;
    for (const e of result.earned) {
      await tx.update(examAttemptItems).set({ earned: e.earned })
        .where(and(eq(examAttemptItems.attemptId, attemptId), eq(examAttemptItems.seq, e.seq)));
    }
    return true;
  });
}

export const ownWhere = (userId: string): SQL => eq(examAttempts.userId, userId);
export const projectWhere = (projectId: string | null): SQL => (projectId ? eq(examAttempts.projectId, projectId) : isNull(examAttempts.projectId));

/** Ids of attempts still open whose deadline has passed, within `where`. */
export async function expiredAttempts(db: Db, now: Date, where?: SQL): Promise<string[]> {
  const rows = await db.select({ id: examAttempts.id }).from(examAttempts)
    .where(and(isNull(examAttempts.submittedAt), lte(examAttempts.deadline, now), where));
  return rows.map((r) => r.id);
}

export interface RecordFilter {
  visible: SQL;
  examId?: string;
  keyword?: string;
  passed?: boolean;
  state?: 'ongoing' | 'submitted';
  offset: number;
  limit: number;
}

/** Attempts, newest first, with the taker's name and the exam's title. */
export async function listAttempts(db: Db, f: RecordFilter) {
  const where = and(
    f.visible,
    f.examId ? eq(examAttempts.examId, f.examId) : undefined,
    f.keyword ? or(sql`${users.realName} ilike ${containsPattern(f.keyword)}`, sql`${exams.title} ilike ${containsPattern(f.keyword)}`) : undefined,
    f.passed === undefined ? undefined : and(isNotNull(examAttempts.submittedAt), eq(examAttempts.passed, f.passed)),
    f.state === 'ongoing' ? isNull(examAttempts.submittedAt) : f.state === 'submitted' ? isNotNull(examAttempts.submittedAt) : undefined,
  );
  const base = () => db.select().from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .leftJoin(users, eq(users.id, examAttempts.userId));
  const [rows, [{ n }]] = await Promise.all([
    base().where(where).orderBy(desc(examAttempts.startedAt), desc(examAttempts.id)).offset(f.offset).limit(f.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId)).leftJoin(users, eq(users.id, examAttempts.userId)).where(where),
  ]);
  return { rows: rows.map((r) => ({ attempt: r.exam_attempts, exam: r.exams, userName: r.users?.realName ?? '' })), total: Number(n) };
}

/** Submitted attempts within `visible` (and of the exams given), for pass rates. */
export function finishedAttempts(db: Db, visible: SQL, examIds?: string[]) {
  return db.select({
    examId: examAttempts.examId, userId: examAttempts.userId, organizeId: examAttempts.organizeId,
    score: examAttempts.score, passed: examAttempts.passed,
  }).from(examAttempts)
    .where(and(visible, isNotNull(examAttempts.submittedAt), examIds ? inArray(examAttempts.examId, examIds.length ? examIds : ['']) : undefined));
}
