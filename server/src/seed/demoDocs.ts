/**
 * The demo's site registers (with SEED_DEMO_TASKS, beside seed/demoSafety.ts): the special
 * equipment of sections 1 and 2 with inspections in every state (one overdue, one due within the
 * month, the rest current), and the labour roster with workers trained and not yet trained, with
 * and without special-work certificates, one of them already gone. Saved as the demo users through
 * the visualdev service, as the app saves them.
 */
import type { Db } from '../db/index.js';
import type { SaveBodyType } from '../domains/visualdev/schemas.js';
import { create } from '../domains/visualdev/service.js';
import type { DemoFile } from './demoFiles.js';
import { sessionOf } from './demoTasks.js';

const DAY = 86_400_000;

async function record(deps: { db: Db, now: () => Date }, account: string, module: string, data: Record<string, unknown>): Promise<void> {
  const body: SaveBodyType = { data: JSON.stringify(data) };
  const out = await create(deps, sessionOf(account), module, body) as { id?: string };
  if (!out?.id) throw new Error(`demo registers: ${account} saving ${module} was stopped`);
}

export async function seedDemoDocs(deps: { db: Db, now: () => Date }): Promise<{ files: DemoFile[] }> {
  const files: DemoFile[] = [];
  const now = deps.now();
  // midnight in China, as the app's date pickers store a day
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 8 * 3600_000;
  const d = (days: number) => today + days * DAY;

  const equipment: Array<[account: string, Record<string, unknown>]> = [
    ['shigong', {
      equipmentNo: 'SG01-TQ-01', equipmentType: 'towerCrane', equipmentName: 'QTZ125 塔式起重机', model: 'QTZ125(6015)', manufacturer: '中联重科',
      contractName: 'ct_sg01', location: '秦淮河大桥（K6+320） 3#墩', entryDate: d(-120), registrationNo: '起JS-A-2025-0318',
      certificateNo: 'JX2025-11-0572', inspectionDate: d(-340), nextInspectionDate: d(25),
      operators: [{ name: '周海涛', certNo: 'T320102198505123416', certExpiry: d(400) }, { name: '钱立新', certNo: 'T320113198804215713', certExpiry: d(180) }],
      remark: '附着 3 道，最大起升高度 62m。',
    }],
    ['anquan', {
      equipmentNo: 'SG01-MQ-02', equipmentType: 'gantryCrane', equipmentName: 'MG50/10t 门式起重机', model: 'MG50/10-32A5', manufacturer: '河南卫华',
      contractName: 'ct_sg01', location: 'K5+800 预制梁场', entryDate: d(-200), registrationNo: '起JS-A-2025-0241',
      certificateNo: 'JX2025-04-0133', inspectionDate: d(-372), nextInspectionDate: d(-7),
      operators: [{ name: '孙国庆', certNo: 'T320121197902113432', certExpiry: d(90) }],
      remark: '定期检验已过期，已通知停用并约检。',
    }],
    ['shigong', {
      equipmentNo: 'SG01-JQJ-01', equipmentType: 'bridgeErector', equipmentName: 'JQJ180-40 架桥机', model: 'JQJ180t-40m', manufacturer: '郑州大方',
      contractName: 'ct_sg01', location: '秦淮河大桥 左幅第 4~9 孔', entryDate: d(-45), registrationNo: '起JS-A-2026-0037',
      certificateNo: 'JX2026-01-0020', inspectionDate: d(-40), nextInspectionDate: d(325),
      operators: [{ name: '周海涛', certNo: 'T320102198505123416', certExpiry: d(400) }],
    }],
    ['gaofeng', {
      equipmentNo: 'SG02-SJJ-01', equipmentType: 'hoist', equipmentName: 'SC200/200 施工升降机', model: 'SC200/200G', manufacturer: '广州京龙',
      contractName: 'ct_sg02', location: '句容河特大桥 12#墩', entryDate: d(-80), registrationNo: '起JS-B-2025-0410',
      certificateNo: 'JX2025-12-0388', inspectionDate: d(-75), nextInspectionDate: d(105),
      operators: [{ name: '许长江', certNo: 'T321281199003074517', certExpiry: d(300) }],
    }],
  ];
  for (const [account, data] of equipment) await record(deps, account, 'specialEquipment', data);

  const base = { contractName: 'ct_sg01', teamName: '桥梁一队钢筋班', gender: '1' };
  const workers: Array<[account: string, Record<string, unknown>]> = [
    ['shigong', { ...base, realName: '刘建国', idCard: '32011519800312481X', mobilePhone: '13951602847', workType: 'rebarWorker', trainingStatus: 'done', trainingDate: d(-62), entryDate: d(-60) }],
    ['shigong', { ...base, realName: '王大勇', idCard: '320115197911025537', mobilePhone: '13813975520', workType: 'welder', certificateNo: 'T320115197911025537', certificateExpiry: d(210), trainingStatus: 'done', trainingDate: d(-62), entryDate: d(-60) }],
    ['anquan', { ...base, teamName: '桥梁一队架子班', realName: '赵志强', idCard: '342501198707164219', mobilePhone: '15861427730', workType: 'scaffolder', certificateNo: 'T342501198707164219', certificateExpiry: d(20), trainingStatus: 'done', trainingDate: d(-30), entryDate: d(-28) }],
    ['anquan', { ...base, teamName: '桥梁一队架子班', realName: '陈小兵', idCard: '342501199512084418', mobilePhone: '18752011936', workType: 'laborer', trainingStatus: 'pending', entryDate: d(-1), remark: '今日进场，待三级安全教育后上岗。' }],
    ['shigong', { ...base, teamName: '机械班', realName: '周海涛', idCard: '320102198505123416', mobilePhone: '13705172284', workType: 'signaller', certificateNo: 'T320102198505123416', certificateExpiry: d(400), trainingStatus: 'done', trainingDate: d(-125), entryDate: d(-120) }],
    ['shigong', { ...base, teamName: '桥梁一队混凝土班', realName: '李富贵', gender: '1', idCard: '320121197208193017', mobilePhone: '13390781154', workType: 'concreteWorker', trainingStatus: 'done', trainingDate: d(-150), entryDate: d(-148), exitDate: d(-10), remark: '承台施工完成后退场。' }],
    ['shigong', { ...base, teamName: '桥梁一队木工班', realName: '吴秀兰', gender: '2', idCard: '320115198811236027', mobilePhone: '15150623318', workType: 'carpenter', trainingStatus: 'done', trainingDate: d(-40), entryDate: d(-39) }],
    ['gaofeng', { contractName: 'ct_sg02', teamName: '路基二队', gender: '1', realName: '许长江', idCard: '321281199003074517', mobilePhone: '13626108835', workType: 'operator', certificateNo: 'T321281199003074517', certificateExpiry: d(300), trainingStatus: 'done', trainingDate: d(-82), entryDate: d(-80) }],
  ];
  for (const [account, data] of workers) await record(deps, account, 'contractWorkersInfo', data);
  return { files };
}
