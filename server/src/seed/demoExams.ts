/**
 * Safety exams of the demo organisation (with SEED_DEMO_TASKS): papers drawn from the product's
 * bank and exams published by the sections' safety officers, taken by their people, all through the
 * exam services on a seeding clock moved to each step's time.
 *
 *   SG01 节前安全专项考试       closed: 张伟 passed, 陈刚 failed then passed on his second attempt, 徐斌 passed
 *   SG01 第二季度安全教育考试   open to 苏通路桥: 陈刚 passed, 徐斌 failed (one attempt left),
 *                               杨帆 (shiyan) in progress since a few minutes before the seeding,
 *                               张伟 (shigong) not started yet
 *   SG02 基坑与消防专项考试     open to 江南交通: 高峰 passed, 宋佳 failed
 *
 * 杨帆's attempt stays in progress until its time limit runs out (the server hands it in then).
 */
import type { Db } from '../db/index.js';
import type { Caller, ExamDeps } from '../domains/exam/access.js';
import * as attempts from '../domains/exam/attempts.js';
import * as repo from '../domains/exam/repo.js';
import * as service from '../domains/exam/service.js';
import type { PaperInput } from '../../../types/api/exam.js';
import { demoDayZero } from './demoTasks.js';
import { users } from './data/users.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A fixed sequence, so that every demo draws the same papers. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

function callerOf(account: string): Caller {
  const u = users.find((x) => x.account === account);
  if (!u) throw new Error(`demo exams: no account ${account}`);
  return { id: u.id, isAdmin: u.isAdministrator, roleIds: [...u.roleIds], projectId: u.projectIds[0] ?? null, contractId: u.contractIds[0] ?? null, allContracts: true };
}

interface Seeder { deps: ExamDeps, clock: { t: number }, day0: number }

/** China time "HH:MM" of `day` (0 = day 0). */
const at = (s: Seeder, day: number, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return s.day0 + day * DAY + h * HOUR + m * MINUTE;
};

/**
 * `account` sits the exam at `start`, answering every question rightly except those numbered in
 * `wrong` (a wrong option) and `blank` (left out), and hands it in `minutes` later; without
 * `minutes` it stays in progress.
 */
async function sit(s: Seeder, account: string, examId: string, start: number, plan: { wrong?: number[], blank?: number[], minutes?: number }) {
  s.clock.t = start;
  const user = callerOf(account);
  const attempt = await attempts.start(s.deps, user, examId);
  const items = await repo.itemsOf(s.deps.db, attempt.id);
  const answered = plan.minutes === undefined ? items.slice(0, 6) : items;
  for (const [i, item] of answered.entries()) {
    if (plan.blank?.includes(item.seq)) continue;
    s.clock.t = start + Math.round(((i + 1) / (answered.length + 1)) * (plan.minutes ?? 6) * MINUTE);
    const wrong = plan.wrong?.includes(item.seq);
    const given = wrong ? [item.options.find((o) => !item.answer.includes(o.key))!.key] : item.answer;
    await attempts.answer(s.deps, user, attempt.id, { seq: item.seq, answer: given });
  }
  if (plan.minutes === undefined) return;
  s.clock.t = start + plan.minutes * MINUTE;
  await attempts.submit(s.deps, user, attempt.id, {});
}

async function paper(s: Seeder, account: string, day: number, input: PaperInput): Promise<string> {
  s.clock.t = at(s, day, '08:30');
  return (await service.createPaper(s.deps, callerOf(account), input)).id;
}

async function publish(s: Seeder, account: string, day: number, input: Parameters<typeof service.publish>[2]): Promise<string> {
  s.clock.t = at(s, day, '08:40');
  return (await service.publish(s.deps, callerOf(account), input)).id;
}

export async function seedDemoExams(deps: { db: Db, now: () => Date }): Promise<{ exams: number }> {
  const now = deps.now().getTime();
  const clock = { t: now };
  const s: Seeder = { deps: { db: deps.db, now: () => new Date(clock.t), random: seeded(20260512) }, clock, day0: demoDayZero(now) };

  // SG01, before the holiday: closed
  const holidayPaper = await paper(s, 'anquan', -21, {
    name: '节前安全专项考试卷', topics: ['traffic', 'machinery', 'ppe'],
    counts: { single: 10, multiple: 4, judge: 6 }, points: { single: 5, multiple: 5, judge: 5 }, durationMinutes: 30, passScore: 60,
  });
  const holiday = await publish(s, 'anquan', -21, {
    title: '节前安全专项考试（SG01标）', paperId: holidayPaper, audienceType: 'users', audienceIds: ['u_shigong', 'u_zonggong1', 'u_sgy1'],
    startTime: at(s, -20, '08:00'), endTime: at(s, -13, '18:00'), maxAttempts: 2,
  });
  await sit(s, 'shigong', holiday, at(s, -19, '10:05'), { wrong: [3, 12], blank: [18], minutes: 21 });
  await sit(s, 'chengang', holiday, at(s, -19, '14:20'), { wrong: [1, 4, 6, 9, 11, 13, 15, 17], blank: [19, 20], minutes: 27 });
  await sit(s, 'chengang', holiday, at(s, -16, '09:10'), { wrong: [2, 7, 12, 16, 18], minutes: 24 });
  await sit(s, 'xubin', holiday, at(s, -18, '16:00'), { wrong: [5], minutes: 18 });

  // SG01, second quarter: open to the contractor's unit
  const quarterPaper = await paper(s, 'anquan', -3, {
    name: '2026年第二季度安全教育考试卷', topics: ['height', 'electric', 'lifting', 'excavation', 'fire', 'ppe', 'machinery', 'traffic'],
    counts: { single: 15, multiple: 5, judge: 10 }, points: { single: 3, multiple: 5, judge: 3 }, durationMinutes: 45, passScore: 80,
  });
  const quarter = await publish(s, 'anquan', -3, {
    title: '第二季度安全教育考试（SG01标）', paperId: quarterPaper, audienceType: 'unit', audienceIds: ['org_con1'],
    startTime: at(s, -3, '09:00'), endTime: at(s, 10, '18:00'), maxAttempts: 2,
  });
  await sit(s, 'chengang', quarter, at(s, -2, '10:15'), { wrong: [4, 21], minutes: 32 });
  await sit(s, 'xubin', quarter, at(s, -1, '15:30'), { wrong: [2, 6, 9, 13, 17, 19, 22, 26], blank: [30], minutes: 41 });
  await sit(s, 'shiyan', quarter, now - 8 * MINUTE, {});

  // SG02: its own officer, its own people
  const pitPaper = await paper(s, 'luoyong', -5, {
    name: '基坑与消防专项考试卷', topics: ['excavation', 'fire'],
    counts: { single: 8, multiple: 4, judge: 4 }, points: { single: 5, multiple: 10, judge: 5 }, durationMinutes: 30, passScore: 70,
  });
  const pit = await publish(s, 'luoyong', -5, {
    title: '基坑与消防专项考试（SG02标）', paperId: pitPaper, audienceType: 'unit', audienceIds: ['org_con2'],
    startTime: at(s, -5, '09:00'), endTime: at(s, 5, '18:00'),
  });
  await sit(s, 'gaofeng', pit, at(s, -4, '09:30'), { wrong: [3], minutes: 19 });
  await sit(s, 'songjia', pit, at(s, -4, '14:10'), { wrong: [1, 5, 9, 10, 14], minutes: 26 });
  return { exams: 3 };
}
