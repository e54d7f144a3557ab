/**
 * Rebar counting through the API (domains/rebar): a generated bundle photo uploaded as the app does
 * is counted within the bound bench/rebar.ts measures, off the event loop; a count corrected by
 * taps is saved against a material receipt and listed on it; bad photos, bad marks, others'
 * photos and receipts the user does not see are refused with nothing written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { rebarCounts } from '../src/db/schema.js';
import { createCountRunner } from '../src/domains/rebar/runner.js';
import { MSG } from '../src/domains/rebar/service.js';
import { NOT_GRANTED } from '../src/domains/visualdev/visibility.js';
import { drawBundle } from '../src/domains/rebar/bundles.js';
import { buildTestApp, call, multipart, seededDb, testClock, tokenOf, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';
import { uploadAs } from './uploads.js';

let t: TestDb;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const clock = testClock(Date.UTC(2026, 2, 10, 2));
/** The worst single-image error the counter is held to (test/rebar.test.ts). */
const WORST_BOUND = 0.25;

const send = (account: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(app, { method, url, headers: { authorization: tokens[account] }, ...(payload ? { payload } : {}) });

/** Uploads bytes as an annexpic photo, as the app's capture does; answers its url. */
async function upload(account: string, filename: string, data: Buffer): Promise<string> {
  const body = multipart([{ name: 'file', filename, data }]);
  const res = await call(app, { method: 'POST', url: '/api/file/Uploader/annexpic', payload: body.payload, headers: { ...body.headers, authorization: tokens[account] } });
  assert.equal(res.code, 200, res.msg);
  return res.data.url;
}

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(128);
  return PNG.sync.write(image);
}

async function receiptId(batchNo: string): Promise<string> {
  const rows = await t.database.db.execute<{ id: string }>(
    `SELECT id FROM online_records WHERE module_id = 'module_incomingMaterials' AND data ->> 'batchNo' = '${batchNo}'`) as unknown as { rows: Array<{ id: string }> };
  assert.ok(rows.rows[0], `receipt ${batchNo}`);
  return rows.rows[0].id;
}

async function refused(account: string, url: string, payload: object, msg: string) {
  await assertNothingWritten(t.database.db, async () => {
    assert.deepEqual(await send(account, 'POST', url, payload), { code: 400, msg }, `${account} ${url}`);
  }, { ignore: ['tokens'] });
}

before(async () => {
  t = await seededDb({ demoTasks: true, now: clock.now });
  app = await buildTestApp(t, {}, clock.now);
  for (const account of ['shigong', 'gaofeng', 'anquan', 'jianli']) tokens[account] = await tokenOf(app, account);
});
after(async () => {
  await app.close();
  await t.close();
});

describe('rebar counting (POST /api/rebar/Count)', () => {
  it('counts a generated bundle within the bound, its marks on the photo', async () => {
    const bundle = drawBundle(3);
    const url = await upload('shigong', 'bundle.jpg', bundle.jpeg);
    const res = await send('shigong', 'POST', '/api/rebar/Count', { url });
    assert.equal(res.code, 200, res.msg);
    const { count, marks, width, height } = res.data;
    assert.deepEqual([width, height], [960, 720]);
    assert.equal(marks.length, count);
    assert.ok(Math.abs(count - bundle.count) / bundle.count <= WORST_BOUND, `counted ${count} of ${bundle.count}`);
    assert.ok(marks.every((m: { x: number, y: number, r: number }) => m.x >= 0 && m.x < width && m.y >= 0 && m.y < height && m.r > 0));
  });

  it('keeps the event loop free while it counts (the count runs in a worker thread)', async () => {
    const url = await upload('shigong', 'bundle.jpg', drawBundle(4, { width: 1920, height: 1440 }).jpeg);
    let counted = false;
    const counting = send('shigong', 'POST', '/api/rebar/Count', { url }).finally(() => { counted = true; });
    // decoding and counting this photo on the event loop holds it for about a second (bench/rebar.ts)
    let longest = 0;
    let last = performance.now();
    while (!counted) {
      await new Promise((resolve) => setImmediate(resolve));
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }
    assert.equal((await counting).code, 200);
    assert.ok(longest < 300, `the event loop was held ${longest.toFixed(0)} ms`);
  });

  it('refuses what it cannot count, with what is wrong, and writes nothing', async () => {
    const pdf = await uploadAs(app, tokens.shigong, 'report.pdf');
    await refused('shigong', '/api/rebar/Count', { url: pdf.url }, MSG.kind);
    await refused('shigong', '/api/rebar/Count', { url: 'https://example.com/a.jpg' }, MSG.notOurs);
    // a PNG by its first bytes, nothing after them
    const broken = await upload('shigong', 'broken.png', (await uploadAs(app, tokens.shigong, 'x.png'), Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)])));
    await refused('shigong', '/api/rebar/Count', { url: broken }, MSG.unreadable);
    const wide = await upload('shigong', 'wide.png', png(8100, 64));
    await refused('shigong', '/api/rebar/Count', { url: wide }, '照片过大（8100×64），请压缩到每边 8000 像素、共 24 百万像素以内');
    const tiny = await upload('shigong', 'tiny.png', png(40, 30));
    await refused('shigong', '/api/rebar/Count', { url: tiny }, '照片过小（40×30），请靠近钢筋端面重新拍摄');
    // a JPEG whose header promises a frame its data does not hold
    const cut = drawBundle(5).jpeg;
    const truncated = await upload('shigong', 'cut.jpg', cut.subarray(0, 700));
    await refused('shigong', '/api/rebar/Count', { url: truncated }, MSG.unreadable);
    // someone else's photo, and someone not granted the tile
    const theirs = await upload('jianli', 'theirs.jpg', drawBundle(6).jpeg);
    await refused('shigong', '/api/rebar/Count', { url: theirs }, MSG.notYours);
    const mine = await upload('anquan', 'mine.jpg', drawBundle(6).jpeg);
    await refused('anquan', '/api/rebar/Count', { url: mine }, NOT_GRANTED);
  });

  it('refuses a count at once when too many photos wait their turn', async () => {
    const runner = createCountRunner({ timeoutMs: 60_000, maxWaiting: 1 });
    try {
      const photo = drawBundle(8).jpeg;
      // the first runs, the second waits, the third finds the queue full
      const outcomes = await Promise.all([runner.count(photo, 'jpg'), runner.count(photo, 'jpg'), runner.count(photo, 'jpg')]);
      assert.deepEqual(outcomes.map((o) => (o.ok ? 'ok' : o.reason)), ['ok', 'ok', 'busy']);
      assert.equal((await runner.count(photo, 'jpg')).ok, true, 'room again once they are done');
    } finally {
      await runner.close();
    }
  });

  it('ends a count past its time limit and counts the next in a fresh thread', async () => {
    const runner = createCountRunner({ timeoutMs: 1 });
    try {
      const late = await runner.count(drawBundle(7).jpeg, 'jpg');
      assert.deepEqual([late.ok, !late.ok && late.reason], [false, 'timeout']);
    } finally {
      await runner.close();
    }
    const roomy = createCountRunner({ timeoutMs: 60_000 });
    try {
      const bundle = drawBundle(7);
      const found = await roomy.count(bundle.jpeg, 'jpg');
      assert.ok(found.ok && found.count > 0, 'counted once a thread has time');
    } finally {
      await roomy.close();
    }
  });
});

describe('rebar counts saved against a receipt (POST/GET /api/rebar/Records)', () => {
  it('saves the corrected count with the machine count, lists it on the receipt and in the recent counts', async () => {
    const receipt = await receiptId('NG2405-1187');
    const url = await upload('shigong', 'bundle.jpg', drawBundle(11).jpeg);
    const machine = (await send('shigong', 'POST', '/api/rebar/Count', { url })).data;
    // one mark removed, two added
    const marks = [...machine.marks.slice(1), { x: 10, y: 10, r: 12 }, { x: 950.4, y: 700.6, r: 12.2 }];
    const saved = await send('shigong', 'POST', '/api/rebar/Records', { receiptId: receipt, url, marks });
    assert.equal(saved.code, 200, saved.msg);
    const [row] = await t.database.db.select().from(rebarCounts).where(eq(rebarCounts.id, saved.data.id));
    assert.deepEqual([row.machineCount, row.count, row.width, row.height, row.receiptId, row.photoUrl], [machine.count, machine.count + 1, 960, 720, receipt, url]);
    assert.deepEqual(row.marks.at(-1), { x: 950, y: 701, r: 12 });
    assert.equal(row.contractId, 'ct_sg01');

    const onReceipt = await send('jianli', 'GET', `/api/rebar/Records?receiptId=${receipt}`);
    assert.equal(onReceipt.code, 200, onReceipt.msg);
    assert.deepEqual(onReceipt.data.map((r: Record<string, unknown>) => [r.id, r.count, r.machineCount, r.receiptName, r.creatorName]),
      [[saved.data.id, machine.count + 1, machine.count, 'HRB400E 热轧带肋钢筋 Φ25 · NG2405-1187', '张伟']]);
    // the receipt's detail is its approval: named by its task
    const [{ flow_task_id: taskId }] = (await t.database.db.execute<{ flow_task_id: string }>(`SELECT flow_task_id FROM online_records WHERE id = '${receipt}'`) as unknown as { rows: Array<{ flow_task_id: string }> }).rows
    assert.deepEqual((await send('jianli', 'GET', `/api/rebar/Records?taskId=${taskId}`)).data.map((r: { id: string }) => r.id), [saved.data.id]);
    const recent = await send('shigong', 'GET', '/api/rebar/Records');
    assert.equal(recent.data[0].id, saved.data.id);
  });

  it('refuses bad marks, a photo not counted, and receipts the user does not see, with nothing written', async () => {
    const receipt = await receiptId('NG2405-1187');
    const url = await upload('shigong', 'bundle.jpg', drawBundle(12).jpeg);
    await refused('shigong', '/api/rebar/Records', { receiptId: receipt, url, marks: [{ x: 961, y: 5, r: 10 }] }, 'marks 第 1 个标记不在照片内（照片 960×720）');
    await refused('shigong', '/api/rebar/Records', { receiptId: receipt, url, marks: [{ x: 5, y: 5, r: 0 }] }, 'marks 第 1 个标记的半径须在 0 到 480 像素之间');
    await refused('shigong', '/api/rebar/Records', { receiptId: 'nope', url, marks: [] }, MSG.receipt);
    const pdf = await uploadAs(app, tokens.shigong, 'report.pdf');
    await refused('shigong', '/api/rebar/Records', { receiptId: receipt, url: pdf.url, marks: [] }, MSG.kind);
    // the section-2 contractor does not see section 1's receipt, nor its counts
    const his = await upload('gaofeng', 'bundle.jpg', drawBundle(12).jpeg);
    await refused('gaofeng', '/api/rebar/Records', { receiptId: receipt, url: his, marks: [{ x: 5, y: 5, r: 10 }] }, MSG.receipt);
    await assertNothingWritten(t.database.db, async () => {
      assert.deepEqual(await send('gaofeng', 'GET', `/api/rebar/Records?receiptId=${receipt}`), { code: 400, msg: MSG.receipt });
      assert.ok((await send('gaofeng', 'GET', '/api/rebar/Records')).data.every((r: { receiptId: string }) => r.receiptId !== receipt));
    }, { ignore: ['tokens'] });
    // not granted the tile
    await refused('anquan', '/api/rebar/Records', { receiptId: receipt, url, marks: [] }, NOT_GRANTED);
  });
});
