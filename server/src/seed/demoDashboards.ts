/**
 * The demo's metering history for the dashboards (with SEED_DEMO_TASKS, beside seed/demoTasks.ts):
 * earlier periods of every section claimed and approved through to the owner's representative in
 * the months before, so 项目投资 has payments by month and by section; demoTasks' 第18期 of SG01
 * stays in approval. Made as the demo users through the workflow service, each step at its own time.
 */
import { signList } from '../domains/signature/service.js';
import { handSign } from '../domains/signature/signing.js';
import { audit } from '../domains/workflow/service.js';
import { pendingOperatorOf } from '../domains/workflow/store.js';
import type { DemoFile } from './demoFiles.js';
import { users } from './data/users.js';
import { handle, launch, runDemoSteps, signOf, type DemoTaskDeps, type Seeder, type Step } from './demoTasks.js';

const METER = 'flow_meterApprove';

/** Approves the task as whoever it waits on, in turn, until it waits on nobody (its chain differs by section). */
async function approveThrough(s: Seeder, taskId: string, approvers: string[]): Promise<void> {
  for (let turn = 0; turn < 6; turn++) {
    let next: string | undefined;
    for (const u of users) if (await pendingOperatorOf(s.deps.db, taskId, u.id)) { next = u.account; break; }
    if (!next) return;
    await handle(s, audit, next, taskId, { handleOpinion: '经核对，工程量及单价无误，同意。' });
    approvers.push(next);
  }
  throw new Error(`demo metering: task ${taskId} did not end`);
}

/** Everyone who approved a paid claim has signed its final document long since (the flow asks them to hand-sign). */
async function signedByApprovers(s: Seeder, taskId: string, approvers: string[]): Promise<void> {
  const deps = { db: s.deps.db, now: s.deps.now, log: s.deps.log, push: s.deps.push };
  for (const account of new Set(approvers)) {
    const id = users.find((u) => u.account === account)!.id;
    const waiting = await signList(s.deps.db, id, { state: 0, currentPage: 1, pageSize: 100 });
    for (const item of waiting.list.filter((i) => i.taskId === taskId)) await handSign(deps, id, item.id, { signImg: signOf(account), signType: 'hand' });
  }
}

interface Claim { account: string, contract: string, period: string, day: number, items: Array<[no: string, name: string, unit: string, qty: number, price: number]> }

const CLAIMS: Claim[] = [
  { account: 'shigong', contract: 'ct_sg01', period: '第15期', day: -80, items: [['204-1-a', '路基填筑 利用土方', 'm³', 16_200, 18.6], ['410-2-c', 'C30 混凝土 承台', 'm³', 420, 612.5]] },
  { account: 'shigong', contract: 'ct_sg01', period: '第16期', day: -52, items: [['204-1-a', '路基填筑 利用土方', 'm³', 14_800, 18.6], ['403-1-a', '光圆钢筋 HPB300', 'kg', 22_600, 5.85]] },
  { account: 'shigong', contract: 'ct_sg01', period: '第17期', day: -24, items: [['410-2-c', 'C30 混凝土 承台', 'm³', 512, 612.5], ['403-1-a', '光圆钢筋 HPB300', 'kg', 19_300, 5.85]] },
  { account: 'gaofeng', contract: 'ct_sg02', period: '第11期', day: -66, items: [['204-1-a', '路基填筑 利用土方', 'm³', 21_400, 19.2], ['410-3-b', 'C40 混凝土 墩身', 'm³', 380, 698]] },
  { account: 'gaofeng', contract: 'ct_sg02', period: '第12期', day: -31, items: [['410-3-b', 'C40 混凝土 墩身', 'm³', 455, 698], ['403-2-a', '带肋钢筋 HRB400', 'kg', 31_800, 5.62]] },
  { account: 'liangyong', contract: 'ct_sg03', period: '第9期', day: -45, items: [['305-1-a', '水泥稳定碎石基层', 'm²', 18_600, 42.5]] },
];

const round2 = (n: number): number => Math.round(n * 100) / 100;

const TASKS: Step[][] = CLAIMS.map((c) => {
  const meterItems = c.items.map(([listItemNo, listItemName, unit, meterQuantity, unitPrice]) => ({
    listItemNo, listItemName, unit, meterQuantity, unitPrice, itemAmount: round2(meterQuantity * unitPrice),
  }));
  const approvers: string[] = [];
  return [
    { day: c.day, time: '10:00', run: async (s, task) => {
      task.id = await launch(s, c.account, METER, {
        contractName: c.contract, meterPeriod: c.period, meterAmount: round2(meterItems.reduce((sum, i) => sum + i.itemAmount, 0)), meterItems,
        remark: `${c.period}计量`,
      });
    } },
    { day: c.day + 3, time: '15:00', run: (s, task) => approveThrough(s, task.id, approvers) },
    { day: c.day + 4, time: '09:00', run: (s, task) => signedByApprovers(s, task.id, approvers) },
  ];
});

export const seedDemoDashboards = (deps: DemoTaskDeps): Promise<{ tasks: number, files: DemoFile[] }> => runDemoSteps(deps, TASKS);
export const DEMO_DASHBOARD_TASKS = CLAIMS.length;
