/**
 * The demo's progress (with SEED_DEMO_TASKS, beside seed/demoTasks.ts): each section's contractor
 * fills what is completed of its bill (seed/data/boq.ts) through the progress service, as the app
 * does: the quantities completed before the last weeks in one fill, then day by day, the last ones
 * today. Earthworks and piles are done, piers and beams well along, the asphalt layers and the
 * traffic facilities barely started; the second section is behind the first, the third further.
 */
import { fill } from '../domains/progress/service.js';
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
const RECENT: Array<[daysAgo: number, share: number]> = [[21, 0.3], [14, 0.25], [6, 0.2], [2, 0.15], [0, 0.1]];
const EARLIER_DAYS_AGO = 35;

const shareOf = (code: string): number => DONE.find(([p]) => code.startsWith(p))?.[1] ?? 0;

export async function seedDemoProgress(deps: { db: Db, now: () => Date }): Promise<{ fills: number }> {
  const today = chinaDay(deps.now().getTime());
  let fills = 0;
  for (const item of boqItems) {
    const completed = Math.floor(item.quantity * Math.min(1, shareOf(item.itemCode) * PACE[item.contractId]));
    if (completed <= 0) continue;
    const session = sessionOf(WHO[item.contractId]);
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
    for (const [day, quantity, remark] of parts) {
      if (quantity <= 0) continue;
      // filled in the evening of the day it was done
      const at = new Date(day + 19 * 3_600_000);
      await fill({ db: deps.db, now: () => (at.getTime() > deps.now().getTime() ? deps.now() : at) }, session, { itemId: item.id, fillDate: day, quantity, remark });
      fills += 1;
    }
  }
  return { fills };
}
