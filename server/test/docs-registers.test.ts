/**
 * The site registers kept as catalog modules: special equipment (cranes, hoists: certificates,
 * inspections due, operators) and the labour roster (identity, trade, certificates, safety training,
 * entry and exit). Each is saved as the app saves it, refused with the field's message when bad
 * (nothing written), and kept from another section, from users not granted it and, as a draft,
 * from everyone but its author.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onlineRecords } from '../src/db/schema.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { buildTestApp, call, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const OD = '/api/visualdev/OnlineDev';
const GONE = '记录不存在或已删除';
const clock = testClock(Date.UTC(2026, 2, 10, 2));
const DAY = 86_400_000;
const today = Date.UTC(2026, 2, 9, 16);

const send = (account: string, method: string, url: string, payload?: unknown) =>
  call(app, { method: method as 'GET', url, headers: { authorization: tokens[account] }, ...(payload === undefined ? {} : { payload: payload as object }) });
const save = (account: string, module: string, data: Record<string, unknown>, draft = false) =>
  send(account, 'POST', `${OD}/${module}`, { data: JSON.stringify(data), ...(draft ? { status: '1' } : {}) });

async function saved(account: string, module: string, data: Record<string, unknown>, key: string, draft = false): Promise<string> {
  const res = await save(account, module, data, draft);
  assert.equal(res.code, 200, `${account} ${module}: ${res.msg}`);
  const [row] = await t.database.db.select({ id: onlineRecords.id }).from(onlineRecords).where(sql`${onlineRecords.data} ->> ${key} = ${String(data[key])}`);
  assert.ok(row, `a record with ${key} ${String(data[key])}`);
  return row.id;
}
async function refusedSave(account: string, module: string, data: Record<string, unknown>, msg: string) {
  await assertNothingWritten(t.database.db, async () => {
    assert.deepEqual(await save(account, module, data), { code: 400, msg });
  }, { ignore: ['tokens'] });
}
async function hidden(module: string, id: string, accounts: Array<[account: string, msg: string]>) {
  await assertNothingWritten(t.database.db, async () => {
    for (const [account, msg] of accounts) {
      assert.deepEqual(await send(account, 'GET', `${OD}/${module}/${id}`), { code: 400, msg }, `${account} reading ${module}`);
      assert.deepEqual(await send(account, 'PUT', `${OD}/${module}/${id}`, { data: JSON.stringify({}) }), { code: 400, msg }, `${account} changing ${module}`);
    }
  }, { ignore: ['tokens'] });
}
async function listed(account: string, module: string, order: Record<string, string> = {}): Promise<Array<Record<string, unknown>>> {
  const res = await send(account, 'POST', `${OD}/${module}/List`, { currentPage: 1, pageSize: 50, ...order });
  assert.equal(res.code, 200, res.msg);
  return res.data.list;
}

before(async () => {
  t = await seededDb({ now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ['shigong', 'anquan', 'gaofeng', 'jianli', 'yezhu', 'norole']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('special equipment (特种设备)', () => {
  const CRANE = {
    equipmentNo: 'SG01-TQ-01', equipmentType: 'towerCrane', equipmentName: 'QTZ125 塔式起重机', model: 'QTZ125(6015)',
    contractName: 'ct_sg01', location: '秦淮河大桥 3#墩', entryDate: today - 90 * DAY, registrationNo: '起JS-A-2025-0318',
    certificateNo: 'JX2025-11-0572', inspectionDate: today - 330 * DAY, nextInspectionDate: today + 35 * DAY,
    operators: [{ name: '周海涛', certNo: 'T320102198505123416', certExpiry: today + 400 * DAY }],
  };
  let crane = '';

  it('saves a crane with its certificates and operators; the supervision sees it, soonest inspection first', async () => {
    crane = await saved('shigong', 'specialEquipment', CRANE, 'equipmentNo');
    await saved('anquan', 'specialEquipment', {
      ...CRANE, equipmentNo: 'SG01-SJJ-02', equipmentType: 'hoist', equipmentName: 'SC200/200 施工升降机', nextInspectionDate: today + 5 * DAY,
    }, 'equipmentNo');
    const rows = await listed('jianli', 'specialEquipment', { sidx: 'nextInspectionDate', sort: 'asc' });
    assert.deepEqual(rows.map((r) => r.equipmentNo), ['SG01-SJJ-02', 'SG01-TQ-01']);
    const detail = await send('jianli', 'GET', `${OD}/specialEquipment/${crane}`);
    assert.equal(detail.code, 200, detail.msg);
    assert.equal(JSON.parse(detail.data.data).operators[0].name, '周海涛');
  });

  it('refuses bad equipment with the field\'s message and writes nothing', async () => {
    await refusedSave('shigong', 'specialEquipment', { ...CRANE, equipmentNo: '' }, '设备编号不能为空');
    await refusedSave('shigong', 'specialEquipment', { ...CRANE, equipmentType: 'spaceship' }, '设备类型的值不在可选项中');
    await refusedSave('shigong', 'specialEquipment', { ...CRANE, operators: [] }, '持证操作人员不能为空');
    await refusedSave('shigong', 'specialEquipment', { ...CRANE, operators: [{ name: '周海涛', certNo: '无证', certExpiry: today }] }, '持证操作人员第1行：操作证号格式不正确');
  });

  it('is kept from another section, from users not granted it, and as a draft from everyone but its author', async () => {
    const draft = await saved('shigong', 'specialEquipment', { ...CRANE, equipmentNo: 'SG01-DRAFT' }, 'equipmentNo', true);
    await hidden('specialEquipment', crane, [['gaofeng', GONE], ['yezhu', NOT_GRANTED], ['norole', NOT_GRANTED]]);
    await hidden('specialEquipment', draft, [['anquan', GONE], ['jianli', GONE]]);
    assert.deepEqual((await listed('gaofeng', 'specialEquipment')).map((r) => r.equipmentNo), []);
  });
});

describe('the labour roster (劳务人员)', () => {
  const WORKER = {
    realName: '刘建国', gender: '1', idCard: '32011519800312481X', mobilePhone: '13951602847', contractName: 'ct_sg01',
    teamName: '桥梁一队钢筋班', workType: 'rebarWorker', trainingStatus: 'done', trainingDate: today - 40 * DAY, entryDate: today - 38 * DAY,
  };
  let worker = '';

  it('saves workers with their training and entry; one who left keeps his exit date', async () => {
    worker = await saved('shigong', 'contractWorkersInfo', WORKER, 'realName');
    await saved('anquan', 'contractWorkersInfo', {
      ...WORKER, realName: '王大勇', idCard: '320115197911025537', workType: 'welder', certificateNo: 'T320115197911025537',
      certificateExpiry: today + 200 * DAY, exitDate: today - 3 * DAY,
    }, 'realName');
    const rows = await listed('shigong', 'contractWorkersInfo');
    assert.deepEqual(rows.map((r) => r.realName).sort(), ['刘建国', '王大勇']);
  });

  it('refuses a bad worker with the field\'s message and writes nothing', async () => {
    await refusedSave('shigong', 'contractWorkersInfo', { ...WORKER, idCard: '1234' }, '请输入 18 位身份证号');
    await refusedSave('shigong', 'contractWorkersInfo', { ...WORKER, mobilePhone: '12345' }, '请输入正确的手机号码');
    await refusedSave('shigong', 'contractWorkersInfo', { ...WORKER, workType: 'astronaut' }, '工种的值不在可选项中');
    await refusedSave('shigong', 'contractWorkersInfo', { ...WORKER, entryDate: null }, '进场日期不能为空');
  });

  it('is kept from another section, from users not granted it, and as a draft from everyone but its author', async () => {
    const draft = await saved('shigong', 'contractWorkersInfo', { ...WORKER, realName: '草稿工人' }, 'realName', true);
    await hidden('contractWorkersInfo', worker, [['gaofeng', GONE], ['jianli', NOT_GRANTED], ['yezhu', NOT_GRANTED]]);
    await hidden('contractWorkersInfo', draft, [['anquan', GONE]]);
  });
});
