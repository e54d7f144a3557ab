/** The exam's rules without a database: drawing a paper, checking an answer, marking, timing. */
import type { QuestionOption, QuestionType, TypeCounts } from '../../db/schema.js';

export const QUESTION_TYPES: readonly QuestionType[] = ['single', 'multiple', 'judge'];
export const TYPE_NAMES: Record<QuestionType, string> = { single: '单选题', multiple: '多选题', judge: '判断题' };

/** `n` ids taken at random from `pool` (Fisher–Yates on a copy), in the pool's order. */
export function draw(pool: readonly string[], n: number, random: () => number): string[] {
  const a = [...pool];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  const chosen = new Set(a.slice(0, n));
  return pool.filter((id) => chosen.has(id));
}

export const totalOf = (counts: TypeCounts, points: TypeCounts): number =>
  QUESTION_TYPES.reduce((sum, t) => sum + counts[t] * points[t], 0);

/** Why an answer cannot be kept for the question, or null: the keys exist, one for single and true/false. */
export function answerProblem(type: QuestionType, options: readonly QuestionOption[], given: readonly string[]): string | null {
  const keys = new Set(options.map((o) => o.key));
  if (given.some((k) => !keys.has(k))) return '所选选项不存在';
  if (new Set(given).size !== given.length) return '选项不能重复';
  if (type !== 'multiple' && given.length > 1) return `${TYPE_NAMES[type]}只能选择一个选项`;
  return null;
}

/** Sorted, as answers are stored. */
export const normalised = (keys: readonly string[]): string[] => [...keys].sort();

/** Right when exactly the right options are chosen (a multiple choice with one missing or one too many earns nothing). */
export function isCorrect(given: readonly string[] | null, answer: readonly string[]): boolean {
  if (!given || given.length === 0) return false;
  const a = normalised(given);
  const b = normalised(answer);
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

export interface Marked { seq: number; earned: number }

export function mark(items: ReadonlyArray<{ seq: number, points: number, given: string[] | null, answer: string[] }>, passScore: number) {
  const earned: Marked[] = items.map((i) => ({ seq: i.seq, earned: isCorrect(i.given, i.answer) ? i.points : 0 }));
  const score = earned.reduce((s, e) => s + e.earned, 0);
  return { earned, score, passed: score >= passScore };
}

/** The first open fixes the deadline: the time limit from then, and never after the exam closes. */
export const deadlineOf = (startedAt: Date, durationMinutes: number, examEnds: Date): Date =>
  new Date(Math.min(startedAt.getTime() + durationMinutes * 60_000, examEnds.getTime()));

export const remainingSeconds = (deadline: Date, now: Date): number =>
  Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));

export type ExamStatus = 'upcoming' | 'open' | 'closed';

export function statusOf(e: { startTime: Date, endTime: Date }, now: Date): ExamStatus {
  if (now < e.startTime) return 'upcoming';
  return now < e.endTime ? 'open' : 'closed';
}

/** Percentage with one decimal; 0 when nobody took it. */
export const rateOf = (passed: number, takers: number): number => (takers ? Math.round((passed / takers) * 1000) / 10 : 0);
