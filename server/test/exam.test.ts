/**
 * The online safety exam (issue 11, part 3) through the real app: the product's bank, papers drawn
 * from it, an exam published by SG01's safety officer to the contractor's unit, taken one answer at
 * a time, resumed with its remaining time, marked on the server against hand-computed marks, handed
 * in by the taker or at the deadline by a clock the test moves, and records and pass rates seen
 * within the grants of 安全在线考试 and 考试记录.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { examAttemptItems, examAttempts, examQuestions } from '../src/db/schema.js';
import { installQuestionBank, productQuestions } from '../src/domains/exam/bank/install.js';
import { bankTopics } from '../src/domains/exam/bank/index.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

const E = '/api/Exam';
const MIN = 60_000;
const START = Date.UTC(2026, 4, 12, 1, 0, 0); // 09:00 China time
const clock = testClock(START);
let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A refused call: its code 400, its message, and not a row changed. */
async function refused(account: string, method: string, url: string, payload: unknown, msg: string | RegExp) {
  await assertNothingWritten(t.database.db, async () => {
    const res = await send(account, method, url, payload);
    assert.equal(res.code, 400, `${account} ${method} ${url}: ${res.code} ${res.msg}`);
    if (typeof msg === 'string') assert.equal(res.msg, msg);
    else assert.match(res.msg, msg);
  });
}

const PAPER = {
  name: '高处作业与临时用电专项考试卷', topics: ['height', 'electric'],
  counts: { single: 4, multiple: 2, judge: 2 }, points: { single: 2, multiple: 4, judge: 1 },
  durationMinutes: 30, passScore: 12,
};
// 4 × 2 + 2 × 4 + 2 × 1
const TOTAL = 18;

const ok = async (account: string, method: string, url: string, payload?: unknown) => {
  const res = await send(account, method, url, payload);
  assert.equal(res.code, 200, `${account} ${method} ${url}: ${res.msg}`);
  return res.data;
};

/** The right keys of an attempt's questions, read from the database (the app never gets them before submitting). */
async function rightAnswers(attemptId: string): Promise<Map<number, string[]>> {
  const rows = await t.database.db.select({ seq: examAttemptItems.seq, answer: examAttemptItems.answer }).from(examAttemptItems)
    .where(eq(examAttemptItems.attemptId, attemptId));
  return new Map(rows.map((r) => [r.seq, r.answer]));
}

/** A wrong single key among the question's options. */
const wrongOne = (options: Array<{ key: string }>, right: string[]) => [options.find((o) => !right.includes(o.key))!.key];

let paperId = '';
let examId = '';

before(async () => {
  t = await seededDb({ now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ['admin', 'anquan', 'shigong', 'chengang', 'xubin', 'shiyan', 'luoyong', 'gaofeng', 'zongjian', 'yezhu']) {
    tokens[account] = await tokenOf(app, account);
    await ok(account, 'GET', `${E}/Access`); // the work context is settled on the first call
  }
});
after(async () => {
  await app.close();
  await t.close();
});

describe('the question bank (product data)', () => {
  it('holds at least 60 sound questions, every topic with every type', () => {
    const all = productQuestions();
    assert.ok(all.length >= 60, `${all.length} questions`);
    assert.equal(new Set(all.map((q) => q.id)).size, all.length);
    for (const q of all) {
      const keys = q.options.map((o) => o.key);
      assert.ok(q.answer.every((k) => keys.includes(k)), `${q.id}: answer among the options`);
      assert.equal(new Set(q.options.map((o) => o.text)).size, q.options.length, `${q.id}: distinct options`);
      if (q.type === 'multiple') assert.ok(q.answer.length >= 2, `${q.id}: a multiple choice has two right options or more`);
      else assert.equal(q.answer.length, 1, `${q.id}: one right option`);
      if (q.type === 'judge') assert.deepEqual(q.options.map((o) => o.text), ['正确', '错误']);
      else assert.ok(q.options.length >= 4, `${q.id}: four options or more`);
      assert.ok(q.stem.length >= 8 && q.explanation.length >= 10, `${q.id}: a stem and an explanation`);
    }
    for (const topic of bankTopics) {
      for (const type of ['single', 'multiple', 'judge']) {
        assert.ok(topic.questions.some((q) => q.type === type), `${topic.name} has ${type}`);
      }
    }
  });

  it('is in every database, and a later start writes nothing unless a question\'s version rose', async () => {
    const db = t.database.db;
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(examQuestions);
    assert.equal(n, productQuestions().length);
    assert.equal(await installQuestionBank(db), 0);
    await db.update(examQuestions).set({ stem: '旧题干', version: 0 }).where(eq(examQuestions.id, 'height_01'));
    assert.equal(await installQuestionBank(db), 1);
    const [row] = await db.select().from(examQuestions).where(eq(examQuestions.id, 'height_01'));
    assert.match(row.stem, /GB\/T 3608/);
  });
});

describe('access', () => {
  it('answers what each may do', async () => {
    assert.deepEqual(await ok('anquan', 'GET', `${E}/Access`), { publish: true, manage: true, records: 'scoped' });
    assert.deepEqual(await ok('shiyan', 'GET', `${E}/Access`), { publish: false, manage: true, records: 'self' });
    assert.deepEqual(await ok('yezhu', 'GET', `${E}/Access`), { publish: false, manage: false, records: 'none' });
  });

  it('shows the bank\'s topics to a publisher only', async () => {
    const { list } = await ok('anquan', 'GET', `${E}/Topics`);
    assert.equal(list.length, bankTopics.length);
    assert.deepEqual(list.find((x: { code: string }) => x.code === 'height').counts, { single: 5, multiple: 2, judge: 2 });
    await refused('shigong', 'GET', `${E}/Topics`, undefined, '您没有发布考试的权限，请联系管理员');
    await refused('yezhu', 'GET', `${E}/Topics`, undefined, NOT_GRANTED);
  });
});

describe('papers', () => {
  it('draws the questions once, by topic and count per type', async () => {
    const paper = await ok('anquan', 'POST', `${E}/Paper`, PAPER);
    assert.equal(paper.questionCount, 8);
    assert.equal(paper.totalScore, TOTAL);
    assert.deepEqual(paper.topics.map((x: { name: string }) => x.name), ['高处作业', '临时用电']);
    paperId = paper.id;
    const drawn = await t.database.db.select({ topic: examQuestions.topic, type: examQuestions.type }).from(examQuestions)
      .where(sql`${examQuestions.id} in (select jsonb_array_elements_text(question_ids) from exam_papers where id = ${paperId})`);
    assert.equal(drawn.length, 8);
    assert.ok(drawn.every((q) => ['height', 'electric'].includes(q.topic)));
    assert.deepEqual(['single', 'multiple', 'judge'].map((type) => drawn.filter((q) => q.type === type).length), [4, 2, 2]);
    const { list } = await ok('anquan', 'GET', `${E}/Paper`);
    assert.deepEqual(list.map((p: { id: string }) => p.id), [paperId]);
  });

  it('refuses a paper the bank cannot give or that does not add up, writing nothing', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ passScore: 19 }, '及格分不能高于总分 18 分'],
      [{ topics: ['height'], counts: { single: 20, multiple: 0, judge: 0 } }, '所选类别的单选题只有 5 道，不足 20 道'],
      [{ topics: ['height', 'tunnel'] }, '题目类别“tunnel”不存在'],
      [{ counts: { single: 0, multiple: 0, judge: 0 } }, '试卷至少需要一道题'],
      [{ points: { single: 0, multiple: 4, judge: 1 } }, '单选题每题分值至少 1 分'],
      [{ name: '   ' }, '请填写试卷名称'],
      [{ name: '' }, 'name 不能为空'],
      [{ durationMinutes: 0 }, 'durationMinutes 不能小于 1'],
      [{ topics: [] }, 'topics 至少需要 1 项'],
    ];
    for (const [change, msg] of bad) await refused('anquan', 'POST', `${E}/Paper`, { ...PAPER, ...change }, msg);
  });

  it('is made only by someone granted 新增 of the exam', async () => {
    await refused('shigong', 'POST', `${E}/Paper`, PAPER, '您没有发布考试的权限，请联系管理员');
    await refused('yezhu', 'POST', `${E}/Paper`, PAPER, NOT_GRANTED);
  });
});

describe('publishing', () => {
  const exam = () => ({
    title: '2026年5月 SG01标高处作业与临时用电安全考试', paperId, audienceType: 'unit', audienceIds: ['org_con1'],
    startTime: START - 60 * MIN, endTime: START + 7 * 24 * 60 * MIN, maxAttempts: 2,
  });

  it('publishes to a unit of the officer\'s section, counting who it addresses', async () => {
    const view = await ok('anquan', 'POST', `${E}/Exam`, exam());
    examId = view.id;
    assert.equal(view.status, 'open');
    assert.equal(view.contractId, 'ct_sg01');
    assert.deepEqual(view.audienceNames, ['苏通路桥工程集团有限公司']);
    // 张伟, 陈刚, 徐斌, 黄磊 and 杨帆: the unit's people in SG01
    assert.equal(view.assigned, 5);
    assert.deepEqual(view.stats, { takers: 0, passed: 0, passRate: 0, averageScore: 0 });
  });

  it('offers the roles, units (each before those under it) and people of the officer\'s section', async () => {
    const choices = await ok('anquan', 'GET', `${E}/Audience`);
    assert.equal(choices.contractId, 'ct_sg01');
    const people = choices.users.map((u: { realName: string }) => u.realName);
    assert.ok(people.includes('张伟') && people.includes('徐斌') && !people.includes('高峰'));
    const units = choices.units.map((u: { id: string }) => u.id);
    assert.ok(units.indexOf('org_con1') < units.indexOf('dept_con1_xmb') && units.indexOf('dept_con1_xmb') < units.indexOf('dept_con1_gc'));
    assert.ok(!units.includes('org_con2'));
    // 张伟, 陈刚 and 徐斌
    assert.equal(choices.roles.find((r: { id: string }) => r.id === 'role_shigong').count, 3);
    await refused('anquan', 'GET', `${E}/Audience?contractId=ct_sg02`, undefined, '您无权向该合同段发布考试');
    await refused('shigong', 'GET', `${E}/Audience`, undefined, '您没有发布考试的权限，请联系管理员');
  });

  it('refuses what cannot be published, writing nothing', async () => {
    const { id: otherPaper } = await ok('luoyong', 'POST', `${E}/Paper`, { ...PAPER, name: '二标试卷' });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ endTime: START - 60 * MIN }, '结束时间必须晚于开始时间'],
      [{ startTime: START - 120 * MIN, endTime: START - 1 }, '结束时间不能早于当前时间'],
      [{ audienceIds: [] }, '请选择参考人员'],
      [{ audienceType: 'users', audienceIds: ['u_pm2'] }, '所选人员不属于该合同段'],
      [{ audienceType: 'role', audienceIds: ['role_nobody'] }, '所选角色不存在或已停用'],
      [{ audienceIds: ['org_con2'] }, '所选范围内没有参考人员'],
      [{ contractId: 'ct_sg02' }, '您无权向该合同段发布考试'],
      [{ contractId: '' }, '请选择合同段'],
      [{ paperId: otherPaper }, '试卷不存在或您无权使用'],
      [{ title: ' ' }, '请填写考试名称'],
      [{ audienceType: 'team' }, 'audienceType 取值无效'],
      [{ maxAttempts: 9 }, 'maxAttempts 不能大于 5'],
    ];
    for (const [change, msg] of bad) await refused('anquan', 'POST', `${E}/Exam`, { ...exam(), ...change }, msg);
    await refused('shigong', 'POST', `${E}/Exam`, exam(), '您没有发布考试的权限，请联系管理员');
    await refused('yezhu', 'POST', `${E}/Exam`, exam(), NOT_GRANTED);
  });

  it('lists published exams within the grant\'s sections', async () => {
    const titles = async (account: string) => (await ok(account, 'GET', `${E}/Exam`)).list.map((e: { id: string }) => e.id);
    assert.deepEqual(await titles('anquan'), [examId]);
    assert.deepEqual(await titles('shigong'), [examId]);
    assert.deepEqual(await titles('zongjian'), [examId]);
    assert.deepEqual(await titles('luoyong'), []);
    await refused('yezhu', 'GET', `${E}/Exam`, undefined, NOT_GRANTED);
  });

  it('addresses the unit\'s people of the section, nobody else', async () => {
    const mine = async (account: string) => (await ok(account, 'GET', `${E}/MyExams`)).list.map((e: { id: string }) => e.id);
    for (const account of ['shigong', 'chengang', 'xubin', 'shiyan', 'anquan']) assert.deepEqual(await mine(account), [examId], account);
    for (const account of ['gaofeng', 'luoyong', 'zongjian', 'yezhu']) assert.deepEqual(await mine(account), [], account);
  });
});

describe('taking the exam', () => {
  let first = '';

  it('refuses someone it does not address, writing nothing', async () => {
    await refused('gaofeng', 'POST', `${E}/Exam/${examId}/Start`, {}, '您不在该考试的参考人员范围内');
    await refused('shigong', 'POST', `${E}/Exam/nope/Start`, {}, '考试不存在或您无权查看');
  });

  it('starts with the paper\'s questions and the full time, and no right answer leaves the server', async () => {
    const res = await send('shigong', 'POST', `${E}/Exam/${examId}/Start`, {});
    assert.equal(res.code, 200, res.msg);
    const view = res.data;
    first = view.id;
    assert.equal(view.state, 'ongoing');
    assert.equal(view.remainingSeconds, 30 * 60);
    assert.equal(view.deadline, START + 30 * MIN);
    assert.deepEqual(view.questions.map((q: { type: string }) => q.type), ['single', 'single', 'single', 'single', 'multiple', 'multiple', 'judge', 'judge']);
    for (const q of view.questions) {
      assert.deepEqual(Object.keys(q).sort(), ['given', 'options', 'points', 'seq', 'stem', 'type']);
    }
    const explanations = await t.database.db.select({ e: examAttemptItems.explanation }).from(examAttemptItems).where(eq(examAttemptItems.attemptId, first));
    const body = JSON.stringify(res);
    assert.ok(explanations.every(({ e }) => !body.includes(e)), 'no explanation is sent');
  });

  it('resumes after the app is killed, with the time left by the server\'s clock', async () => {
    clock.advance(5 * MIN);
    const view = await ok('shigong', 'GET', `${E}/Attempt/${first}`);
    assert.equal(view.remainingSeconds, 25 * 60);
    const again = await ok('shigong', 'POST', `${E}/Exam/${examId}/Start`, {});
    assert.equal(again.id, first, 'opening the exam again resumes the attempt');
    assert.equal(again.remainingSeconds, 25 * 60);
    const rows = await t.database.db.select().from(examAttempts).where(eq(examAttempts.userId, 'u_shigong'));
    assert.equal(rows.length, 1);
  });

  it('keeps each answer as it is given, and shows it on resuming', async () => {
    const right = await rightAnswers(first);
    const view = await ok('shigong', 'GET', `${E}/Attempt/${first}`);
    const q = (seq: number) => view.questions.find((x: { seq: number }) => x.seq === seq);
    // singles: 1 and 2 right, 3 wrong, 4 left blank; multiples: 5 right, 6 one option short; true/false: 7 right, 8 wrong
    const given: Array<[number, string[]]> = [
      [1, right.get(1)!], [2, right.get(2)!], [3, wrongOne(q(3).options, right.get(3)!)],
      [5, [...right.get(5)!].reverse()], [6, right.get(6)!.slice(1)], [7, right.get(7)!], [8, wrongOne(q(8).options, right.get(8)!)],
    ];
    for (const [seq, answer] of given) {
      const saved = await ok('shigong', 'PUT', `${E}/Attempt/${first}/Answer`, { seq, answer });
      assert.deepEqual(saved.given, [...answer].sort());
      assert.equal(saved.remainingSeconds, 25 * 60);
    }
    const back = await ok('shigong', 'GET', `${E}/Attempt/${first}`);
    assert.deepEqual(back.questions.map((x: { given: string[] | null }) => x.given),
      [1, 2, 3, 4, 5, 6, 7, 8].map((seq) => { const g = given.find(([s]) => s === seq); return g ? [...g[1]].sort() : null; }));
  });

  it('refuses an answer that does not fit its question, writing nothing', async () => {
    const view = await ok('shigong', 'GET', `${E}/Attempt/${first}`);
    const single = view.questions[0].options.map((o: { key: string }) => o.key);
    const url = `${E}/Attempt/${first}/Answer`;
    await refused('shigong', 'PUT', url, { seq: 99, answer: ['A'] }, '题目不存在');
    await refused('shigong', 'PUT', url, { seq: 1, answer: ['Z'] }, '所选选项不存在');
    await refused('shigong', 'PUT', url, { seq: 1, answer: single.slice(0, 2) }, '单选题只能选择一个选项');
    await refused('shigong', 'PUT', url, { seq: 7, answer: ['A', 'B'] }, '判断题只能选择一个选项');
    await refused('shigong', 'PUT', url, { seq: 5, answer: ['A', 'A'] }, '选项不能重复');
    await refused('shigong', 'PUT', url, { seq: 0, answer: ['A'] }, 'seq 不能小于 1');
    await refused('shigong', 'PUT', url, { answer: ['A'] }, 'seq 不能为空');
  });

  it('refuses someone else\'s attempt, writing nothing', async () => {
    await refused('chengang', 'PUT', `${E}/Attempt/${first}/Answer`, { seq: 4, answer: ['A'] }, '只能作答本人的考试');
    await refused('chengang', 'POST', `${E}/Attempt/${first}/Submit`, {}, '只能作答本人的考试');
    await refused('shiyan', 'GET', `${E}/Attempt/${first}`, undefined, '考试记录不存在或您无权查看');
    await refused('gaofeng', 'GET', `${E}/Attempt/${first}`, undefined, '考试记录不存在或您无权查看');
    await refused('yezhu', 'GET', `${E}/Attempt/${first}`, undefined, NOT_GRANTED);
    // the safety officer sees that it is in progress, not its questions
    const seen = await ok('anquan', 'GET', `${E}/Attempt/${first}`);
    assert.equal(seen.state, 'ongoing');
    assert.deepEqual(seen.questions, []);
  });

  it('marks it on the server when handed in: right options only, hand-computed', async () => {
    clock.advance(3 * MIN);
    const result = await ok('shigong', 'POST', `${E}/Attempt/${first}/Submit`, {});
    assert.equal(result.state, 'submitted');
    assert.deepEqual(result.questions.map((q: { earned: number }) => q.earned), [2, 2, 0, 0, 4, 0, 1, 0]);
    assert.equal(result.score, 9);
    assert.equal(result.totalScore, TOTAL);
    assert.equal(result.passed, false);
    assert.equal(result.autoSubmitted, false);
    assert.equal(result.usedSeconds, 8 * 60);
    assert.deepEqual([result.correctCount, result.wrongCount, result.unansweredCount], [4, 3, 1]);
    const right = await rightAnswers(first);
    for (const q of result.questions) {
      assert.deepEqual(q.answer, right.get(q.seq));
      assert.ok(q.explanation.length > 0);
    }
  });

  it('answers the same result to a second hand-in and keeps the answers as they were', async () => {
    const again = await assertNothingWritten(t.database.db, () => ok('shigong', 'POST', `${E}/Attempt/${first}/Submit`, {}));
    assert.equal(again.score, 9);
    await refused('shigong', 'PUT', `${E}/Attempt/${first}/Answer`, { seq: 4, answer: ['A'] }, '答卷已提交，不能再修改答案');
  });

  it('allows another attempt up to the exam\'s limit, none after a pass', async () => {
    const second = await ok('shigong', 'POST', `${E}/Exam/${examId}/Start`, {});
    assert.equal(second.attemptNo, 2);
    const right = await rightAnswers(second.id);
    for (const [seq, answer] of right) await ok('shigong', 'PUT', `${E}/Attempt/${second.id}/Answer`, { seq, answer });
    const result = await ok('shigong', 'POST', `${E}/Attempt/${second.id}/Submit`, {});
    assert.deepEqual([result.score, result.passed], [TOTAL, true]);
    await refused('shigong', 'POST', `${E}/Exam/${examId}/Start`, {}, '您已通过该考试，无需再考');
    const [mine] = (await ok('shigong', 'GET', `${E}/MyExams`)).list;
    assert.deepEqual([mine.attemptsUsed, mine.bestScore, mine.passed, mine.canStart, mine.ongoing], [2, TOTAL, true, false, null]);
  });
});

describe('the deadline', () => {
  it('hands the attempt in as it stands once the time is up, on the server\'s clock', async () => {
    const started = clock.now().getTime();
    const attempt = await ok('chengang', 'POST', `${E}/Exam/${examId}/Start`, {});
    const right = await rightAnswers(attempt.id);
    await ok('chengang', 'PUT', `${E}/Attempt/${attempt.id}/Answer`, { seq: 1, answer: right.get(1) });
    await ok('chengang', 'PUT', `${E}/Attempt/${attempt.id}/Answer`, { seq: 7, answer: right.get(7) });
    clock.advance(29 * MIN + 59_000);
    assert.equal((await ok('chengang', 'GET', `${E}/Attempt/${attempt.id}`)).remainingSeconds, 1);
    clock.advance(2_000);
    const late = await send('chengang', 'PUT', `${E}/Attempt/${attempt.id}/Answer`, { seq: 2, answer: right.get(2) });
    assert.deepEqual([late.code, late.msg], [400, '考试时间已到，答卷已自动提交']);
    const result = await ok('chengang', 'GET', `${E}/Attempt/${attempt.id}`);
    assert.equal(result.state, 'submitted');
    assert.equal(result.autoSubmitted, true);
    assert.equal(result.submittedAt, started + 30 * MIN, 'handed in at the deadline, not when noticed');
    assert.equal(result.usedSeconds, 30 * 60);
    // 1 single (2) + 1 true/false (1); the answer sent after the deadline is not kept
    assert.equal(result.score, 3);
    assert.equal(result.questions[1].given, null);
  });

  it('is settled by whoever looks first: the officer\'s list hands in an attempt left open', async () => {
    const attempt = await ok('xubin', 'POST', `${E}/Exam/${examId}/Start`, {});
    const right = await rightAnswers(attempt.id);
    for (const seq of [1, 2, 3, 4, 5, 6]) await ok('xubin', 'PUT', `${E}/Attempt/${attempt.id}/Answer`, { seq, answer: right.get(seq) });
    clock.advance(31 * MIN);
    const { list } = await ok('anquan', 'GET', `${E}/Record?examId=${examId}&keyword=徐斌`);
    assert.equal(list.length, 1);
    assert.deepEqual([list[0].state, list[0].autoSubmitted, list[0].score, list[0].passed], ['submitted', true, 16, true]);
  });

  it('never runs past the exam\'s end', async () => {
    const paper = await ok('anquan', 'POST', `${E}/Paper`, { ...PAPER, name: '收尾试卷' });
    const now = clock.now().getTime();
    const closing = await ok('anquan', 'POST', `${E}/Exam`, {
      title: '即将截止的补考', paperId: paper.id, audienceType: 'users', audienceIds: ['u_shiyan'], startTime: now - MIN, endTime: now + 10 * MIN,
    });
    const attempt = await ok('shiyan', 'POST', `${E}/Exam/${closing.id}/Start`, {});
    assert.equal(attempt.remainingSeconds, 10 * 60);
    clock.advance(11 * MIN);
    const result = await ok('shiyan', 'GET', `${E}/Attempt/${attempt.id}`);
    assert.deepEqual([result.state, result.autoSubmitted, result.score, result.submittedAt], ['submitted', true, 0, now + 10 * MIN]);
    await refused('shiyan', 'POST', `${E}/Exam/${closing.id}/Start`, {}, '考试已结束');
  });
});

describe('records and pass rates', () => {
  const names = (list: Array<{ userName: string }>) => list.map((r) => r.userName).sort();

  it('shows the officer the records of their section, and each taker their own', async () => {
    const of = async (account: string, query = '') => (await ok(account, 'GET', `${E}/Record?pageSize=50${query}`)).list;
    assert.deepEqual(names(await of('anquan', `&examId=${examId}`)), ['张伟', '张伟', '徐斌', '陈刚']);
    assert.deepEqual(names(await of('zongjian', `&examId=${examId}`)), ['张伟', '张伟', '徐斌', '陈刚']);
    assert.deepEqual(names(await of('luoyong')), []);
    assert.deepEqual(names(await of('shigong', '&mine=1')), ['张伟', '张伟']);
    assert.deepEqual(names(await of('xubin', '&mine=1')), ['徐斌']);
    assert.deepEqual(names(await of('shiyan')), ['杨帆'], 'a grant of her own records only');
    assert.deepEqual(names(await of('yezhu', '&mine=1')), []);
    await refused('yezhu', 'GET', `${E}/Record`, undefined, NOT_GRANTED);
    const passed = await of('anquan', `&examId=${examId}&passed=1`);
    assert.deepEqual(passed.map((r: { score: number }) => r.score).sort(), [16, 18]);
  });

  it('gives the pass rate per exam, per unit and per team, each taker once by their best attempt', async () => {
    // 张伟 passed (18, after 9), 陈刚 failed (3), 徐斌 passed (16)
    const byExam = await ok('anquan', 'GET', `${E}/Statistics?groupBy=exam&examId=${examId}`);
    assert.deepEqual(byExam.list, [{ id: examId, name: '2026年5月 SG01标高处作业与临时用电安全考试', takers: 3, passed: 2, passRate: 66.7, averageScore: 12.3 }]);
    const byUnit = await ok('anquan', 'GET', `${E}/Statistics?groupBy=unit&examId=${examId}`);
    assert.deepEqual(byUnit.list.map((r: { name: string, takers: number, passRate: number }) => [r.name, r.takers, r.passRate]), [['苏通路桥工程集团有限公司', 3, 66.7]]);
    const byTeam = await ok('anquan', 'GET', `${E}/Statistics?groupBy=team&examId=${examId}`);
    assert.deepEqual(byTeam.list.map((r: { name: string, takers: number, passed: number }) => [r.name, r.takers, r.passed]), [
      ['苏通路桥工程集团有限公司/宁句改扩建SG01标项目经理部', 2, 1],
      ['苏通路桥工程集团有限公司/宁句改扩建SG01标项目经理部/工程部', 1, 1],
    ]);
    const published = (await ok('anquan', 'GET', `${E}/Exam`)).list.find((e: { id: string }) => e.id === examId);
    assert.deepEqual(published.stats, { takers: 3, passed: 2, passRate: 66.7, averageScore: 12.3 });
    assert.deepEqual((await ok('luoyong', 'GET', `${E}/Statistics?groupBy=exam`)).list, []);
    await refused('yezhu', 'GET', `${E}/Statistics?groupBy=exam`, undefined, NOT_GRANTED);
    await refused('anquan', 'GET', `${E}/Statistics?groupBy=crew`, undefined, 'groupBy 取值无效');
  });
});
