/**
 * Exam records: my attempts, the attempts a safety officer may see (考试记录 within its grant's
 * scope), and pass rates per exam, per unit and per team. A taker counts once per exam, by their
 * best finished attempt: passed if any attempt passed.
 */
import type { PassStats, RecordItem, Statistics, StatRow } from '../../../../types/api/exam.js';
import { recordScope, visibleIn } from '../visualdev/visibility.js';
import { RECORD_MODULE, ownScope, type Caller, type ExamDeps } from './access.js';
import { settleExpired } from './attempts.js';
import { loadOrg } from './people.js';
import * as repo from './repo.js';
import * as rules from './rules.js';

type Finished = { examId: string, userId: string, organizeId: string | null, score: number | null, passed: boolean | null };

/** Each taker's best result per exam. */
function bestPerTaker(rows: readonly Finished[]): Finished[] {
  const best = new Map<string, Finished>();
  for (const r of rows) {
    const key = `${r.examId}\u0000${r.userId}`;
    const seen = best.get(key);
    if (!seen || (r.passed && !seen.passed) || (Boolean(r.passed) === Boolean(seen.passed) && (r.score ?? 0) > (seen.score ?? 0))) best.set(key, r);
  }
  return [...best.values()];
}

export function passStats(rows: readonly Finished[]): PassStats {
  const takers = bestPerTaker(rows);
  const passed = takers.filter((t) => t.passed).length;
  const sum = takers.reduce((s, t) => s + (t.score ?? 0), 0);
  return {
    takers: takers.length, passed, passRate: rules.rateOf(passed, takers.length),
    averageScore: takers.length ? Math.round((sum / takers.length) * 10) / 10 : 0,
  };
}

export interface RecordQuery {
  mine?: boolean;
  examId?: string;
  keyword?: string;
  passed?: boolean;
  state?: 'ongoing' | 'submitted';
  currentPage: number;
  pageSize: number;
}

export async function records(deps: ExamDeps, user: Caller, q: RecordQuery) {
  const empty = { list: [] as RecordItem[], pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: 0 } };
  const scope = q.mine ? ownScope(user) : await recordScope(deps.db, user, RECORD_MODULE);
  if (!user.projectId) return empty;
  const visible = visibleIn(scope, repo.ATTEMPT_PLACE);
  await settleExpired(deps, visible);
  const [{ rows, total }, org] = await Promise.all([
    repo.listAttempts(deps.db, {
      visible, examId: q.examId, keyword: q.keyword?.trim() || undefined, passed: q.passed, state: q.state,
      offset: (q.currentPage - 1) * q.pageSize, limit: q.pageSize,
    }),
    loadOrg(deps.db),
  ]);
  const list = rows.map(({ attempt: a, exam, userName }): RecordItem => ({
    id: a.id, examId: a.examId, title: exam.title, userId: a.userId, userName,
    teamName: org.name(a.organizeId), unitName: org.unitOf(a.organizeId)?.name ?? '',
    attemptNo: a.attemptNo, state: a.submittedAt ? 'submitted' : 'ongoing',
    startedAt: a.startedAt.getTime(), submittedAt: a.submittedAt?.getTime() ?? null,
    usedSeconds: a.submittedAt ? Math.max(0, Math.round((a.submittedAt.getTime() - a.startedAt.getTime()) / 1000)) : null,
    autoSubmitted: a.autoSubmitted, score: a.score, totalScore: a.totalScore, passScore: a.passScore, passed: a.passed,
  }));
  return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
}

/** Pass rates of the records I may see, per exam, per unit (company) or per team (department). */
export async function statistics(deps: ExamDeps, user: Caller, q: { groupBy: Statistics['groupBy'], examId?: string }): Promise<Statistics> {
  const scope = await recordScope(deps.db, user, RECORD_MODULE);
  const visible = visibleIn(scope, repo.ATTEMPT_PLACE);
  await settleExpired(deps, visible);
  const rows = await repo.finishedAttempts(deps.db, visible, q.examId ? [q.examId] : undefined);
  const org = await loadOrg(deps.db);
  const examRows = q.groupBy === 'exam' ? await repo.examsByIds(deps.db, rows.map((r) => r.examId)) : [];
  const groupOf = (r: Finished): { id: string, name: string } => {
    if (q.groupBy === 'exam') return { id: r.examId, name: examRows.find((e) => e.id === r.examId)?.title ?? '' };
    if (q.groupBy === 'unit') return org.unitOf(r.organizeId) ?? { id: '', name: '未分配单位' };
    return r.organizeId ? { id: r.organizeId, name: org.index.path(r.organizeId) || org.name(r.organizeId) } : { id: '', name: '未分配部门' };
  };
  const groups = new Map<string, { name: string, rows: Finished[] }>();
  for (const r of rows) {
    const g = groupOf(r);
    const seen = groups.get(g.id) ?? { name: g.name, rows: [] };
    seen.rows.push(r);
    groups.set(g.id, seen);
  }
  const list: StatRow[] = [...groups.entries()].map(([id, g]) => ({ id, name: g.name, ...passStats(g.rows) }))
    .sort((a, b) => b.takers - a.takers || a.name.localeCompare(b.name, 'zh-CN'));
  return { groupBy: q.groupBy, total: passStats(rows), list };
}
