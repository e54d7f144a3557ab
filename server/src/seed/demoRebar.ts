/**
 * The demo's rebar counts (with SEED_DEMO_TASKS, on a server with its files: seed/index.ts):
 * generated bundle photos (domains/rebar/bundles.ts) uploaded as the contractor's and counted
 * through the rebar service, as the app does, on the rebar receipts of section 1; one corrected
 * by taps (a mark removed, one added). Counting takes OpenCV a few seconds, once, at first start.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { moduleIdOf } from '../catalog/index.js';
import type { Db } from '../db/index.js';
import { drawBundle } from '../domains/rebar/bundles.js';
import { createCountRunner } from '../domains/rebar/runner.js';
import { count, save } from '../domains/rebar/service.js';
import { insertFile } from '../domains/file/repo.js';
import { createFileService, imageUrl } from '../domains/file/service.js';
import { fileKey, type FileStore } from '../domains/file/store.js';
import { list } from '../domains/visualdev/service.js';
import { newId } from '../lib/ids.js';
import { chinaDate } from '../domains/system/service.js';
import { demoDayZero, sessionOf } from './demoTasks.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Which receipt, which photo, when (days from the demo's day 0, hours into it), and the taps made. */
const COUNTS = [
  { batchNo: 'NG2410-0832', seed: 1001, day: -20, hour: 10, edit: false },
  { batchNo: 'SG2410-2217', seed: 1008, day: -12, hour: 15, edit: true },
  { batchNo: 'NG2405-1187', seed: 1162, day: 0, hour: 11, edit: false },
];

export async function seedDemoRebar(deps: { db: Db, now: () => Date, dataDir: string, store: FileStore }): Promise<void> {
  const user = sessionOf('shigong');
  const day0 = demoDayZero(deps.now().getTime());
  const runner = createCountRunner({ timeoutMs: 60_000 });
  try {
    for (const c of COUNTS) {
      const at = new Date(day0 + c.day * DAY + c.hour * HOUR);
      const now = () => at;
      const receipts = await list(deps.db, user, moduleIdOf('incomingMaterials'), { keyword: c.batchNo, currentPage: 1, pageSize: 5 } as Parameters<typeof list>[3]);
      const receipt = (receipts.list as Array<{ id: string, batchNo?: unknown }>).find((r) => r.batchNo === c.batchNo);
      if (!receipt) throw new Error(`demo rebar: no receipt ${c.batchNo}`);
      const url = await uploadPhoto(deps, user.id, drawBundle(c.seed).jpeg, `钢筋端面-${c.batchNo}.jpg`, at);
      const rebarDeps = { db: deps.db, now, runner, log: console,
        // only its photos are read through it: nothing is uploaded, so no upload limit applies
        files: createFileService({ db: deps.db, config: { dataDir: deps.dataDir, uploadMaxBytes: 0 }, now, store: deps.store }) };
      const found = await count(rebarDeps, user, url);
      // the foreman's taps: one mark on a bar end's shadow removed, one bar the counter missed added
      const marks = c.edit ? [...found.marks.slice(1), { x: Math.round(found.width * 0.12), y: Math.round(found.height * 0.15), r: found.marks[0]?.r ?? 20 }] : found.marks;
      await save(rebarDeps, user, { receiptId: receipt.id, url, marks });
    }
  } finally {
    await runner.close();
  }
}

/** A photo stored as the uploader stores one (a row of `files` and the bytes in the store). */
async function uploadPhoto(deps: { db: Db, dataDir: string, store: FileStore }, userId: string, bytes: Buffer, name: string, at: Date): Promise<string> {
  const storedName = `${chinaDate(at)}_${randomBytes(16).toString('hex')}.jpg`;
  const incoming = path.join(deps.dataDir, 'incoming');
  fs.mkdirSync(incoming, { recursive: true });
  const local = path.join(incoming, storedName);
  fs.writeFileSync(local, bytes);
  try {
    await deps.store.put(fileKey('annexpic', storedName), local, 'image/jpeg');
  } finally {
    fs.rmSync(local, { force: true });
  }
  await insertFile(deps.db, {
    id: newId(), type: 'annexpic', storedName, name, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'),
    mime: 'image/jpeg', extension: 'jpg', userId, createdAt: at,
  });
  return imageUrl('annexpic', storedName);
}
