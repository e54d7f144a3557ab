/**
 * Taking an exam: the first open fixes the deadline (the server's clock); answers are kept as they
 * are given; the taker submits, or the attempt is submitted as it stands once its deadline has
 * passed, by whichever request meets it first (nothing runs on a timer: every read settles what
 * is due before answering). Marks are the server's: the right answers leave it only in a submitted
 * attempt.
 */
import type { SQL } from 'drizzle-orm';
import type { AnswerSaved, AttemptOngoing, AttemptResult, AttemptView } from '../../../../types/api/exam.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { isUniqueViolation } from '../oauth/socials.repo.js';
import { grantedScope, refuseNotGranted, visibleIn } from '../visualdev/visibility.js';
import { MSG, RECORD_MODULE, type Caller, type ExamDeps } from './access.js';
import * as repo from './repo.js';
import * as rules from './rules.js';
import { loadOrg } from './people.js';

/** Marks and closes an open attempt, once; `at` is when it counts as handed in. */
async function close(deps: ExamDeps, attempt: repo.AttemptRow, at: Date, auto: boolean): Promise<void> {
  const items = await repo.itemsOf(deps.db, attempt.id);
  const marked = rules.mark(items, attempt.passScore);
  await repo.closeAttempt(deps.db, attempt.id, { submittedAt: at, autoSubmitted: auto, ...marked });
}

/** Submits, as they stand, the open attempts within `where` whose deadline has passed. */
export async function settleExpired(deps: ExamDeps, where?: SQL): Promise<number> {
  const ids = await repo.expiredAttempts(deps.db, deps.now(), where);
  for (const id of ids) {
    const attempt = await repo.attemptById(deps.db, id);
    if (attempt && !attempt.submittedAt) await close(deps, attempt, attempt.deadline, true);
  }
  return ids.length;
}

/** The attempt as it is now: submitted first if its deadline has passed. */
async function current(deps: ExamDeps, attempt: repo.AttemptRow): Promise<repo.AttemptRow> {
  if (attempt.submittedAt || attempt.deadline > deps.now()) return attempt;
  await close(deps, attempt, attempt.deadline, true);
  return (await repo.attemptById(deps.db, attempt.id))!;
}

// --- what the app is shown ---------------------------------------------------------------------------

async function view(deps: ExamDeps, attempt: repo.AttemptRow, forTaker: boolean): Promise<AttemptView> {
  const [exam, items, names] = await Promise.all([
    repo.examById(deps.db, attempt.examId), repo.itemsOf(deps.db, attempt.id), repo.userNames(deps.db, [attempt.userId]),
  ]);
  const paper = exam ? await repo.paperById(deps.db, exam.paperId) : null;
  const base = {
    id: attempt.id, examId: attempt.examId, title: exam?.title ?? '', attemptNo: attempt.attemptNo,
    userId: attempt.userId, userName: names[0]?.realName ?? '',
    startedAt: attempt.startedAt.getTime(), deadline: attempt.deadline.getTime(),
    totalScore: attempt.totalScore, passScore: attempt.passScore, durationMinutes: paper?.durationMinutes ?? 0,
    questionCount: items.length,
  };
  if (!attempt.submittedAt) {
    const now = deps.now();
    const ongoing: AttemptOngoing = {
      ...base, state: 'ongoing', serverTime: now.getTime(), remainingSeconds: rules.remainingSeconds(attempt.deadline, now),
      // the right answer and the explanation stay on the server until the attempt is submitted
      questions: forTaker ? items.map((i) => ({ seq: i.seq, type: i.type, stem: i.stem, options: i.options, points: i.points, given: i.given })) : [],
    };
    return ongoing;
  }
  const questions = items.map((i) => ({
    seq: i.seq, type: i.type, stem: i.stem, options: i.options, points: i.points, given: i.given,
    answer: i.answer, correct: rules.isCorrect(i.given, i.answer), earned: i.earned ?? 0, explanation: i.explanation,
  }));
  const answered = questions.filter((q) => q.given && q.given.length > 0);
  const result: AttemptResult = {
    ...base, state: 'submitted', submittedAt: attempt.submittedAt.getTime(),
    usedSeconds: Math.max(0, Math.round((attempt.submittedAt.getTime() - attempt.startedAt.getTime()) / 1000)),
    autoSubmitted: attempt.autoSubmitted, score: attempt.score ?? 0, passed: attempt.passed ?? false,
    correctCount: questions.filter((q) => q.correct).length,
    wrongCount: answered.filter((q) => !q.correct).length,
    unansweredCount: questions.length - answered.length,
    questions,
  };
  return result;
}

// --- starting, answering, submitting -----------------------------------------------------------------

/** An exam addressed to the caller (or refused), for starting it. */
export async function addressedExam(deps: ExamDeps, user: Caller, examId: string): Promise<repo.ExamRow> {
  const exam = await repo.examById(deps.db, examId);
  if (!exam || !user.projectId || exam.projectId !== user.projectId) throw badRequest(MSG.examMissing);
  const org = await loadOrg(deps.db);
  const mine = await repo.examsAddressedTo(deps.db, {
    id: user.id, projectId: user.projectId, unitIds: org.ancestors(await repo.organizeOf(deps.db, user.id)),
  });
  if (!mine.some((e) => e.id === exam.id)) throw badRequest(MSG.notAddressed);
  return exam;
}

/**
 * Starts my attempt at an exam addressed to me, or resumes the one in progress: the questions of
 * its paper as they are now, a deadline from this first open.
 */
export async function start(deps: ExamDeps, user: Caller, examId: string): Promise<AttemptView> {
  const exam = await addressedExam(deps, user, examId);
  await settleExpired(deps, repo.ownWhere(user.id));
  const mine = await repo.attemptsOf(deps.db, exam.id, user.id);
  const ongoing = mine.find((a) => !a.submittedAt);
  if (ongoing) return view(deps, ongoing, true);
  const now = deps.now();
  const status = rules.statusOf(exam, now);
  if (status === 'upcoming') throw badRequest(MSG.notOpen);
  if (status === 'closed') throw badRequest(MSG.closed);
  if (mine.some((a) => a.passed)) throw badRequest(MSG.alreadyPassed);
  if (mine.length >= exam.maxAttempts) throw badRequest(MSG.noAttemptsLeft);
  const paper = await repo.paperById(deps.db, exam.paperId);
  if (!paper) throw badRequest(MSG.paperMissing);
  const found = await repo.questionsByIds(deps.db, paper.questionIds);
  const questions = paper.questionIds.flatMap((id) => found.filter((q) => q.id === id));
  const id = newId();
  const items = questions.map((q, i) => ({
    attemptId: id, seq: i + 1, questionId: q.id, type: q.type, stem: q.stem, options: q.options, answer: q.answer,
    explanation: q.explanation, points: paper.points[q.type],
  }));
  const attempt = {
    id, examId: exam.id, userId: user.id, attemptNo: mine.length + 1,
    projectId: exam.projectId, contractId: exam.contractId ?? user.contractId, organizeId: await repo.organizeOf(deps.db, user.id),
    startedAt: now, deadline: rules.deadlineOf(now, paper.durationMinutes, exam.endTime),
    totalScore: items.reduce((s, i) => s + i.points, 0), passScore: paper.passScore,
  };
  try {
    await repo.insertAttempt(deps.db, attempt, items);
  } catch (err) {
    // a second tap that raced the first: resume what the first started
    if (!isUniqueViolation(err)) throw err;
    const raced = (await repo.attemptsOf(deps.db, exam.id, user.id)).find((a) => !a.submittedAt);
    if (!raced) throw err;
    return view(deps, raced, true);
  }
  return view(deps, (await repo.attemptById(deps.db, id))!, true);
}

/** My attempt (in progress or not), or one I may see as a record (the result only). */
export async function attemptFor(deps: ExamDeps, user: Caller, id: string): Promise<AttemptView> {
  const found = await repo.attemptById(deps.db, id);
  if (!found) throw badRequest(MSG.attemptMissing);
  if (found.userId !== user.id) {
    const scope = await grantedScope(deps.db, user, RECORD_MODULE);
    if (!scope) throw refuseNotGranted();
    if (!(await repo.attemptById(deps.db, id, visibleIn(scope, repo.ATTEMPT_PLACE)))) throw badRequest(MSG.attemptMissing);
  }
  return view(deps, await current(deps, found), found.userId === user.id);
}

/** My own attempt, for answering or submitting; anyone else's is refused. */
async function ownAttempt(deps: ExamDeps, user: Caller, id: string): Promise<repo.AttemptRow> {
  const found = await repo.attemptById(deps.db, id);
  if (!found) throw badRequest(MSG.attemptMissing);
  if (found.userId !== user.id) throw badRequest(MSG.notYours);
  return found;
}

export async function answer(deps: ExamDeps, user: Caller, id: string, input: { seq: number, answer: string[] }): Promise<AnswerSaved> {
  const found = await ownAttempt(deps, user, id);
  if (found.submittedAt) throw badRequest(MSG.submitted);
  if ((await current(deps, found)).submittedAt) throw badRequest(MSG.timeUp);
  const item = (await repo.itemsOf(deps.db, id)).find((i) => i.seq === input.seq);
  if (!item) throw badRequest(MSG.noQuestion);
  const problem = rules.answerProblem(item.type, item.options, input.answer);
  if (problem) throw badRequest(problem);
  const given = rules.normalised(input.answer);
  const now = deps.now();
  if (!(await repo.saveAnswer(deps.db, id, input.seq, given, now))) throw badRequest(MSG.submitted);
  return { seq: input.seq, given, remainingSeconds: rules.remainingSeconds(found.deadline, now) };
}

/**
 * Hands my attempt in and answers its result. Submitting one already handed in (a second tap, an
 * answer lost on the way) answers the same result.
 */
export async function submit(deps: ExamDeps, user: Caller, id: string, input: { timeUp?: boolean }): Promise<AttemptView> {
  const found = await ownAttempt(deps, user, id);
  if (!found.submittedAt) {
    const now = deps.now();
    const late = now >= found.deadline;
    await close(deps, found, late ? found.deadline : now, late || input.timeUp === true);
  }
  return view(deps, (await repo.attemptById(deps.db, id))!, true);
}
