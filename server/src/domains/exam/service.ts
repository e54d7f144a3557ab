/**
 * Papers and exams: the bank's topics, a paper drawn by topic and count per type, an exam published
 * to a role, a unit or named people of a section within a window, the exams addressed to me.
 */
import { randomInt } from 'node:crypto';
import type {
  AudienceChoices, ExamInput, ExamView, MyExam, PaperInput, PaperView, TopicCount,
} from '../../../../types/api/exam.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { grantedScope, recordScope, visibleIn, type RecordScope } from '../visualdev/visibility.js';
import {
  EXAM_MODULE, MSG, RECORD_MODULE, projectOf, publisherScope, seesWholeProject, type Caller, type ExamDeps,
} from './access.js';
import { settleExpired } from './attempts.js';
import { bankTopics, topicName } from './bank/index.js';
import { loadOrg, type Org } from './people.js';
import { passStats } from './records.js';
import * as repo from './repo.js';
import * as rules from './rules.js';

const uniq = (ids: readonly string[]) => [...new Set(ids)];
const cryptoRandom = () => randomInt(0, 2 ** 31) / 2 ** 31;

// --- the bank and papers ---------------------------------------------------------------------------

export async function topics(deps: ExamDeps, user: Caller): Promise<TopicCount[]> {
  await publisherScope(deps.db, user);
  const counts = await repo.questionCounts(deps.db);
  const of = (code: string, type: string) => counts.find((c) => c.topic === code && c.type === type)?.n ?? 0;
  return bankTopics.map((t) => ({
    code: t.code, name: t.name,
    counts: { single: of(t.code, 'single'), multiple: of(t.code, 'multiple'), judge: of(t.code, 'judge') },
  }));
}

export function paperView(p: repo.PaperRow): PaperView {
  return {
    id: p.id, name: p.name, topics: p.topics.map((code) => ({ code, name: topicName(code) })),
    counts: p.counts, points: p.points, questionCount: p.questionIds.length, totalScore: p.totalScore,
    passScore: p.passScore, durationMinutes: p.durationMinutes, createTime: p.createdAt.getTime(),
  };
}

/** Draws the paper's questions once, each type from the chosen topics; checks what the bank can give. */
export async function createPaper(deps: ExamDeps, user: Caller, input: PaperInput): Promise<PaperView> {
  const projectId = projectOf(user);
  await publisherScope(deps.db, user);
  const name = input.name.trim();
  if (!name) throw badRequest('请填写试卷名称');
  const chosen = uniq(input.topics);
  if (chosen.length === 0) throw badRequest('请至少选择一个题目类别');
  const unknown = chosen.find((c) => !bankTopics.some((t) => t.code === c));
  if (unknown) throw badRequest(`题目类别“${unknown}”不存在`);
  const counts = { ...input.counts };
  const points = { ...input.points };
  if (rules.QUESTION_TYPES.every((t) => counts[t] === 0)) throw badRequest('试卷至少需要一道题');
  const drawn: string[] = [];
  for (const t of rules.QUESTION_TYPES) {
    if (counts[t] === 0) continue;
    if (points[t] < 1) throw badRequest(`${rules.TYPE_NAMES[t]}每题分值至少 1 分`);
    const pool = await repo.questionIdsOf(deps.db, chosen, t);
    if (pool.length < counts[t]) throw badRequest(`所选类别的${rules.TYPE_NAMES[t]}只有 ${pool.length} 道，不足 ${counts[t]} 道`);
    drawn.push(...rules.draw(pool, counts[t], deps.random ?? cryptoRandom));
  }
  const total = rules.totalOf(counts, points);
  if (input.passScore > total) throw badRequest(`及格分不能高于总分 ${total} 分`);
  const paper = await repo.insertPaper(deps.db, {
    id: newId(), projectId, contractId: user.contractId, organizeId: await repo.organizeOf(deps.db, user.id),
    creatorUserId: user.id, name, topics: chosen, counts, points, questionIds: drawn, totalScore: total,
    passScore: input.passScore, durationMinutes: input.durationMinutes, createdAt: deps.now(),
  });
  return paperView(paper);
}

export async function papers(deps: ExamDeps, user: Caller): Promise<PaperView[]> {
  const scope = await recordScope(deps.db, user, EXAM_MODULE);
  return (await repo.listPapers(deps.db, visibleIn(scope, repo.PAPER_PLACE))).map(paperView);
}

// --- publishing --------------------------------------------------------------------------------------

/**
 * The section an exam of `scope` addresses: the one asked ('' or null: the whole project, for
 * project-wide staff), else the caller's current one; someone bound to sections publishes within them.
 */
async function sectionOf(deps: ExamDeps, user: Caller, scope: RecordScope, asked: string | null | undefined): Promise<string | null> {
  const projectId = projectOf(user);
  const wanted = asked === undefined ? user.contractId : asked || null;
  const whole = seesWholeProject(scope);
  if (wanted === null) {
    if (!whole) throw badRequest('请选择合同段');
    return null;
  }
  if (!(await repo.contractOfProject(deps.db, wanted, projectId))) throw badRequest('合同段不存在或不属于当前项目');
  if (!whole && !(scope.sections ?? []).includes(wanted)) throw badRequest('您无权向该合同段发布考试');
  return wanted;
}

/** The unit ids an audience of units covers: each with every unit under it. */
const unitsUnder = (org: Org, ids: readonly string[]) => uniq(ids.flatMap((id) => org.index.subtree(id)));

async function audienceMembers(deps: ExamDeps, org: Org, e: Pick<repo.ExamRow, 'projectId' | 'contractId' | 'audienceType' | 'audienceIds'>) {
  return repo.audienceOf(deps.db, {
    projectId: e.projectId, contractId: e.contractId, type: e.audienceType, ids: e.audienceIds,
    unitIds: e.audienceType === 'unit' ? unitsUnder(org, e.audienceIds) : undefined,
  });
}

/** Each chosen role, unit or person must exist, and a person must belong to the project (and section). */
async function checkAudience(deps: ExamDeps, org: Org, projectId: string, contractId: string | null, type: repo.ExamRow['audienceType'], ids: string[]) {
  if (ids.length === 0) throw badRequest('请选择参考人员');
  if (type === 'role') {
    const known = new Set((await repo.enabledRoles(deps.db)).map((r) => r.id));
    if (ids.some((id) => !known.has(id))) throw badRequest('所选角色不存在或已停用');
  } else if (type === 'unit') {
    if (ids.some((id) => !org.index.byId.has(id))) throw badRequest('所选单位或部门不存在');
  } else {
    const people = new Set((await repo.peopleOf(deps.db, projectId, contractId)).map((p) => p.id));
    if (ids.some((id) => !people.has(id))) throw badRequest(contractId ? '所选人员不属于该合同段' : '所选人员不属于当前项目');
  }
  const members = await audienceMembers(deps, org, { projectId, contractId, audienceType: type, audienceIds: ids });
  if (members.length === 0) throw badRequest('所选范围内没有参考人员');
}

export async function publish(deps: ExamDeps, user: Caller, input: ExamInput): Promise<ExamView> {
  const projectId = projectOf(user);
  const scope = await publisherScope(deps.db, user);
  const title = input.title.trim();
  if (!title) throw badRequest('请填写考试名称');
  const paper = await repo.paperById(deps.db, input.paperId, visibleIn(scope, repo.PAPER_PLACE));
  if (!paper) throw badRequest(MSG.paperMissing);
  if (input.endTime <= input.startTime) throw badRequest('结束时间必须晚于开始时间');
  if (input.endTime <= deps.now().getTime()) throw badRequest('结束时间不能早于当前时间');
  const contractId = await sectionOf(deps, user, scope, input.contractId);
  const ids = uniq(input.audienceIds);
  const org = await loadOrg(deps.db);
  await checkAudience(deps, org, projectId, contractId, input.audienceType, ids);
  const exam = await repo.insertExam(deps.db, {
    id: newId(), projectId, contractId, organizeId: await repo.organizeOf(deps.db, user.id), creatorUserId: user.id,
    paperId: paper.id, title, audienceType: input.audienceType, audienceIds: ids,
    startTime: new Date(input.startTime), endTime: new Date(input.endTime), maxAttempts: input.maxAttempts ?? 1,
    createdAt: deps.now(),
  });
  const [view] = await examViews(deps, user, [exam], org);
  return view;
}

/** Who an exam of the section (default: my current one) may address, for the publishing form. */
export async function audienceChoices(deps: ExamDeps, user: Caller, asked: string | null | undefined): Promise<AudienceChoices> {
  const projectId = projectOf(user);
  const scope = await publisherScope(deps.db, user);
  const contractId = await sectionOf(deps, user, scope, asked);
  const [people, org] = await Promise.all([repo.peopleOf(deps.db, projectId, contractId), loadOrg(deps.db)]);
  const roleRows = await repo.rolesOfUsers(deps.db, people.map((p) => p.id));
  const roles = new Map<string, { id: string, fullName: string, count: number }>();
  for (const r of roleRows) {
    const seen = roles.get(r.roleId) ?? { id: r.roleId, fullName: r.fullName, count: 0 };
    seen.count += 1;
    roles.set(r.roleId, seen);
  }
  const perUnit = new Map<string, number>();
  for (const p of people) for (const id of org.ancestors(p.organizeId)) perUnit.set(id, (perUnit.get(id) ?? 0) + 1);
  return {
    contractId,
    roles: [...roles.values()],
    // each unit followed by those under it
    units: org.index.roots().flatMap((root) => org.index.subtree(root.id)).filter((id) => perUnit.has(id)).map((id) => {
      const o = org.index.byId.get(id)!;
      return { id, fullName: o.fullName, parentId: o.parentId, count: perUnit.get(id)! };
    }),
    users: people.map((p) => ({ id: p.id, realName: p.realName, organizeName: org.name(p.organizeId) })),
  };
}

// --- exams as their publishers see them --------------------------------------------------------------

async function examViews(deps: ExamDeps, user: Caller, rows: repo.ExamRow[], org?: Org): Promise<ExamView[]> {
  if (rows.length === 0) return [];
  const tree = org ?? await loadOrg(deps.db);
  const now = deps.now();
  const recordsScope = await grantedScope(deps.db, user, RECORD_MODULE);
  const [paperRows, contractRows, creators, finished, roleRows] = await Promise.all([
    repo.papersByIds(deps.db, rows.map((e) => e.paperId)),
    repo.contractNames(deps.db, rows.flatMap((e) => (e.contractId ? [e.contractId] : []))),
    repo.userNames(deps.db, rows.flatMap((e) => [e.creatorUserId, ...(e.audienceType === 'users' ? e.audienceIds : [])])),
    recordsScope ? repo.finishedAttempts(deps.db, visibleIn(recordsScope, repo.ATTEMPT_PLACE), rows.map((e) => e.id)) : Promise.resolve([]),
    repo.enabledRoles(deps.db),
  ]);
  const nameOf = (e: repo.ExamRow) => (id: string) =>
    e.audienceType === 'role' ? roleRows.find((r) => r.id === id)?.fullName ?? ''
      : e.audienceType === 'unit' ? tree.name(id) : creators.find((u) => u.id === id)?.realName ?? '';
  const out: ExamView[] = [];
  for (const e of rows) {
    const paper = paperRows.find((p) => p.id === e.paperId);
    const contract = contractRows.find((c) => c.id === e.contractId);
    out.push({
      id: e.id, title: e.title, paperId: e.paperId, paperName: paper?.name ?? '',
      questionCount: paper?.questionIds.length ?? 0, totalScore: paper?.totalScore ?? 0, passScore: paper?.passScore ?? 0,
      durationMinutes: paper?.durationMinutes ?? 0, startTime: e.startTime.getTime(), endTime: e.endTime.getTime(),
      maxAttempts: e.maxAttempts, status: rules.statusOf(e, now), contractId: e.contractId,
      contractName: contract ? contract.sectionName || contract.fullName : '全项目',
      audienceType: e.audienceType, audienceIds: e.audienceIds, audienceNames: e.audienceIds.map(nameOf(e)).filter(Boolean),
      assigned: (await audienceMembers(deps, tree, e)).length,
      creatorName: creators.find((u) => u.id === e.creatorUserId)?.realName ?? '',
      createTime: e.createdAt.getTime(),
      stats: recordsScope ? passStats(finished.filter((a) => a.examId === e.id)) : null,
    });
  }
  return out;
}

export async function listExams(deps: ExamDeps, user: Caller, q: { currentPage: number, pageSize: number, keyword?: string }) {
  const scope = await recordScope(deps.db, user, EXAM_MODULE);
  await settleExpired(deps, repo.projectWhere(user.projectId));
  const { rows, total } = await repo.listExams(deps.db, {
    visible: visibleIn(scope, repo.EXAM_PLACE), keyword: q.keyword?.trim() || undefined,
    offset: (q.currentPage - 1) * q.pageSize, limit: q.pageSize,
  });
  return { list: await examViews(deps, user, rows), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
}

// --- the exams addressed to me -------------------------------------------------------------------------

const STATUS_ORDER: Record<rules.ExamStatus, number> = { open: 0, upcoming: 1, closed: 2 };

export async function myExams(deps: ExamDeps, user: Caller): Promise<MyExam[]> {
  if (!user.projectId) return [];
  await settleExpired(deps, repo.ownWhere(user.id));
  const [org, organizeId] = await Promise.all([loadOrg(deps.db), repo.organizeOf(deps.db, user.id)]);
  const rows = await repo.examsAddressedTo(deps.db, { id: user.id, projectId: user.projectId, unitIds: org.ancestors(organizeId) });
  const [paperRows, attempts] = await Promise.all([
    repo.papersByIds(deps.db, rows.map((e) => e.paperId)),
    repo.attemptsOfUser(deps.db, user.id, rows.map((e) => e.id)),
  ]);
  const now = deps.now();
  const list = rows.map((e): MyExam => {
    const paper = paperRows.find((p) => p.id === e.paperId);
    const mine = attempts.filter((a) => a.examId === e.id);
    const done = mine.filter((a) => a.submittedAt);
    const ongoing = mine.find((a) => !a.submittedAt);
    const passed = done.some((a) => a.passed);
    const status = rules.statusOf(e, now);
    return {
      id: e.id, title: e.title, paperName: paper?.name ?? '', questionCount: paper?.questionIds.length ?? 0,
      totalScore: paper?.totalScore ?? 0, passScore: paper?.passScore ?? 0, durationMinutes: paper?.durationMinutes ?? 0,
      startTime: e.startTime.getTime(), endTime: e.endTime.getTime(), maxAttempts: e.maxAttempts, status,
      attemptsUsed: mine.length,
      bestScore: done.length ? Math.max(...done.map((a) => a.score ?? 0)) : null,
      passed,
      ongoing: ongoing ? { id: ongoing.id, deadline: ongoing.deadline.getTime() } : null,
      canStart: status === 'open' && !ongoing && !passed && mine.length < e.maxAttempts,
    };
  });
  return list.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.endTime - b.endTime);
}
