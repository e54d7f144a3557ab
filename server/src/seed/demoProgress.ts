/**
 * The demo's progress (with SEED_DEMO_TASKS, beside seed/demoTasks.ts): each section's contractor
 * fills what is completed of its bill (seed/data/boq.ts) through the progress service, as the app
 * does: the quantities completed before the last weeks in one fill, then day by day, the last ones
 * today. Earthworks and piles are done, piers and beams well along, the asphalt layers and the
 * traffic facilities barely started; the second section is behind the first, the third further.
 */
import { fillAll, type FillInput } from '../domains/progress/service.js';
import { weekStartOf } from '../domains/progress/week.js';
import { create } from '../domains/visualdev/service.js';
import { chinaDay, DAY } from '../domains/progress/rules.js';
import { boqItems, CONTRACT_1, CONTRACT_2, CONTRACT_3 } from './data/index.js';
import { sessionOf } from './demoTasks.js';
import type { Db } from '../db/index.js';

/** How far each item is, by the start of its code (first match). */
const DONE: Array<[prefix: string, share: number]> = [
  ['203-', 1], ['204-1-a', 0.96], ['205-', 1], ['204-1-h', 0.9], ['207-', 0.72], ['208-', 0.66], ['209-', 0.8],
  ['304-3-a-1', 0.88], ['304-3-b-1', 0.62], ['309-1-a-1', 0.3], ['304-3-a-2', 0.52], ['304-3-b-2', 0.24], ['313-', 0.18],
  ['405-1-c', 1], ['410-2-a', 0.92], ['410-2-b', 0.7], ['410-2-c', 0.46], ['411-5-a', 0.38], ['411-8-a', 0.16],
  ['405-1-b', 1], ['411-3-a', 0.42], ['419-1', 1], ['419-2', 0.55], ['419-3', 0.8],
];
const PACE: Record<string, number> = { [CONTRACT_1]: 1, [CONTRACT_2]: 0.85, [CONTRACT_3]: 0.7 };
const WHO: Record<string, string> = { [CONTRACT_1]: 'shigong', [CONTRACT_2]: 'gaofeng', [CONTRACT_3]: 'liangyong' };
/** The recent days filled one by one (days before today) and the share of the recent work each took. */
const RECENT: Array<[daysAgo: number, share: number]> = [[6, 0.6], [0, 0.4]];
const EARLIER_DAYS_AGO = 35;

const shareOf = (code: string): number => DONE.find(([p]) => code.startsWith(p))?.[1] ?? 0;

export async function seedDemoProgress(deps: { db: Db, now: () => Date }): Promise<{ fills: number }> {
  const today = chinaDay(deps.now().getTime());
  // each contractor's fills, made as him in one go (the service checks each against its bill)
  const byAccount = new Map<string, FillInput[]>();
  for (const item of boqItems) {
    const completed = Math.floor(item.quantity * Math.min(1, shareOf(item.itemCode) * PACE[item.contractId]));
    if (completed <= 0) continue;
    // a unit count (片, 个) is filled whole; the rest to a tenth
    const whole = item.unit === '片' || item.unit === '个';
    const recent = Math.round(completed * 0.2);
    const parts: Array<[day: number, quantity: number, remark: string]> = [[today - EARLIER_DAYS_AGO * DAY, completed - recent, '开工至上月末累计完成']];
    let left = recent;
    RECENT.forEach(([ago, share], i) => {
      const q = i === RECENT.length - 1 ? left : whole ? Math.round(recent * share) : Math.round(recent * share * 10) / 10;
      left = Math.round((left - q) * 10) / 10;
      parts.push([today - ago * DAY, q, '']);
    });
    const fills = byAccount.get(WHO[item.contractId]) ?? [];
    for (const [day, quantity, remark] of parts) if (quantity > 0) fills.push({ itemId: item.id, fillDate: day, quantity, remark });
    byAccount.set(WHO[item.contractId], fills);
  }
  let fills = 0;
  for (const [account, list] of byAccount) fills += (await fillAll({ db: deps.db, now: deps.now }, sessionOf(account), list)).length;
  await seedWeekPlans(deps);
  return { fills };
}

/** Each section's plans (周进度) for last week and this one; last week's lag explained where behind. */
const PLANS: Array<{ contractId: string, lastWeek: [number, string, string], thisWeek: [number, string] }> = [
  { contractId: CONTRACT_1, lastWeek: [420, '秦淮河大桥 3#墩盖梁浇筑，K9+000~K12+000 水稳基层摊铺', ''],
    thisWeek: [460, '秦淮河大桥预制箱梁架设 12 片，K12+000~K14+500 水稳基层摊铺'] },
  { contractId: CONTRACT_2, lastWeek: [380, '句容河特大桥 4#、5#墩身浇筑，K28+000~K30+000 路基填筑', '连续降雨 3 天，路基填筑停工；雨后增加两台压路机抢工'],
    thisWeek: [400, '句容河特大桥 5#墩盖梁，K30+000~K32+000 路基填筑'] },
  { contractId: CONTRACT_3, lastWeek: [300, '赤山湖大桥 1#墩承台，K45+000~K47+000 底基层', '商品混凝土供应不足，承台浇筑推迟两天；已增加一家备用搅拌站'],
    thisWeek: [320, '赤山湖大桥 2#墩墩身，K47+000~K49+000 底基层'] },
];

async function seedWeekPlans(deps: { db: Db, now: () => Date }): Promise<void> {
  const thisWeek = weekStartOf(deps.now().getTime());
  for (const p of PLANS) {
    const account = WHO[p.contractId];
    const weeks: Array<[number, number, string, string]> = [[thisWeek - 7 * DAY, ...p.lastWeek], [thisWeek, ...p.thisWeek, '']];
    for (const [weekStart, planAmount, planContent, lagReason] of weeks) {
      const data = { weekStart, contractName: p.contractId, planAmount, planContent, lagReason };
      const out = await create({ db: deps.db, now: deps.now }, sessionOf(account), 'weekPlan', { data: JSON.stringify(data) }) as { id?: string };
      if (!out?.id) throw new Error(`demo progress: ${account}'s week plan was stopped`);
    }
  }
}
