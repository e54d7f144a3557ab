/**
 * Rebar counting's rules: a photo the user uploaded is counted by the server (count.ts, in a worker
 * thread: runner.ts) within a time limit, and a count, corrected by the user's taps, is saved
 * against a material receipt (an incomingMaterials record). Counting and saving need the
 * rebarCount tile; the receipt must be one the user sees (visualdev/visibility.ts); a receipt's
 * counts are seen by whoever sees the receipt, and the recent counts follow the rebarCount
 * tile's grants over the counts' place (the receipt's project and section, the author's unit).
 */
import type { Db } from '../../db/index.js';
import { moduleIdOf } from '../../catalog/index.js';
import { rebarCounts } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { parseFileUrl, unusableFiles } from '../file/references.js';
import type { FileService } from '../file/service.js';
import type { SessionUser } from '../oauth/tokens.js';
import * as visualdevRepo from '../visualdev/repo.js';
import { recordScope, scopeCondition, visibleRecords } from '../visualdev/visibility.js';
import type { RebarCountResult, RebarMark, RebarRecord, RebarRecordBody } from '../../../../types/api/rebar.js';
import { COUNTED_EXTENSIONS, imageSize, MAX_PIXELS, MAX_SIDE, MIN_SIDE } from './image.js';
import * as repo from './repo.js';
import type { CountRunner } from './runner.js';

export interface RebarDeps {
  db: Db;
  now: () => Date;
  files: FileService;
  runner: CountRunner;
  log: { warn: (detail: object, msg: string) => void };
}

export const REBAR_MODULE = 'rebarCount';
const RECEIPT = { code: 'incomingMaterials', id: moduleIdOf('incomingMaterials') } as const;
/** The recent counts a screen lists. */
const RECENT = 30;
/** More marks than any bundle a photo can hold. */
export const MAX_MARKS = 3000;

export const MSG = {
  notOurs: 'url 不是本系统上传的照片，请重新上传',
  kind: '照片须为 JPG 或 PNG 图片',
  missing: '照片不存在，请重新上传',
  notYours: '只能计数自己上传的照片',
  unreadable: '照片无法读取，请重新拍摄或选择照片',
  timeout: '计数超时，请拍摄较小的照片后重试',
  failed: '计数失败，请重新拍摄后重试',
  busy: '正在计数的照片较多，请稍后重试',
  receipt: 'receiptId 指向的进场材料不存在或您无权查看',
} as const;

const tooLarge = (w: number, h: number) => `照片过大（${w}×${h}），请压缩到每边 ${MAX_SIDE} 像素、共 ${MAX_PIXELS / 1e6 | 0} 百万像素以内`;
const tooSmall = (w: number, h: number) => `照片过小（${w}×${h}），请靠近钢筋端面重新拍摄`;

/** The last counts, by stored photo: saving a count does not count its photo a second time on this instance. */
const counted = new Map<string, RebarCountResult>();
const COUNTED_KEPT = 50;

async function bytesOf(file: Awaited<ReturnType<FileService['image']>>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The counter's answer on a photo the user uploaded; refused with what is wrong with it. */
async function countPhoto(deps: RebarDeps, user: SessionUser, url: string): Promise<RebarCountResult> {
  const ref = parseFileUrl(url);
  if (!ref) throw badRequest(MSG.notOurs);
  const ext = ref.storedName.slice(ref.storedName.lastIndexOf('.') + 1);
  if (!(COUNTED_EXTENSIONS as readonly string[]).includes(ext)) throw badRequest(MSG.kind);
  const [unusable] = await unusableFiles(deps.db, [ref], { userId: user.id, images: true });
  if (unusable) throw badRequest(unusable.reason === 'notYours' ? MSG.notYours : unusable.reason === 'notImage' ? MSG.kind : MSG.missing);
  const known = counted.get(ref.storedName);
  if (known) return known;

  const bytes = await bytesOf(await deps.files.image(ref.type, ref.storedName));
  const size = imageSize(bytes, ext);
  if (!size) throw badRequest(MSG.unreadable);
  if (size.width > MAX_SIDE || size.height > MAX_SIDE || size.width * size.height > MAX_PIXELS) throw badRequest(tooLarge(size.width, size.height));
  if (Math.min(size.width, size.height) < MIN_SIDE) throw badRequest(tooSmall(size.width, size.height));
  const outcome = await deps.runner.count(bytes, ext);
  if (!outcome.ok) {
    if (outcome.reason === 'timeout' || outcome.reason === 'failed') deps.log.warn({ photo: ref.storedName, reason: outcome.reason, detail: outcome.detail }, 'rebar count failed');
    throw badRequest(MSG[outcome.reason]);
  }
  const result = { count: outcome.count, marks: outcome.marks, width: outcome.width, height: outcome.height };
  counted.set(ref.storedName, result);
  if (counted.size > COUNTED_KEPT) counted.delete(counted.keys().next().value!);
  return result;
}

/** POST /api/rebar/Count */
export async function count(deps: RebarDeps, user: SessionUser, url: string): Promise<RebarCountResult> {
  await recordScope(deps.db, user, REBAR_MODULE);
  return countPhoto(deps, user, url);
}

/** The receipt, when the user sees it. */
async function receiptOf(db: Db, user: SessionUser, receiptId: string) {
  const visible = visibleRecords(await recordScope(db, user, RECEIPT.code));
  const receipt = await visualdevRepo.getRecord(db, RECEIPT.id, receiptId, visible);
  if (!receipt) throw badRequest(MSG.receipt);
  return receipt;
}

/** What is wrong with the marks on a photo of this size; null when they all sit on it. */
export function marksProblem(marks: readonly RebarMark[], width: number, height: number): string | null {
  const reach = Math.max(width, height) / 2;
  for (let i = 0; i < marks.length; i++) {
    const { x, y, r } = marks[i];
    if (![x, y, r].every(Number.isFinite)) return `marks 第 ${i + 1} 个标记的坐标须为数字`;
    if (x < 0 || y < 0 || x >= width || y >= height) return `marks 第 ${i + 1} 个标记不在照片内（照片 ${width}×${height}）`;
    if (r <= 0 || r > reach) return `marks 第 ${i + 1} 个标记的半径须在 0 到 ${Math.floor(reach)} 像素之间`;
  }
  return null;
}

/** POST /api/rebar/Records: the count saved against the receipt; the machine's count is the server's own. */
export async function save(deps: RebarDeps, user: SessionUser, body: RebarRecordBody): Promise<{ id: string }> {
  await recordScope(deps.db, user, REBAR_MODULE);
  const receipt = await receiptOf(deps.db, user, body.receiptId);
  const machine = await countPhoto(deps, user, body.url);
  const problem = marksProblem(body.marks, machine.width, machine.height);
  if (problem) throw badRequest(problem);
  const author = await visualdevRepo.creatorOf(deps.db, user.id);
  const id = newId();
  const round = (m: RebarMark): RebarMark => ({ x: Math.round(m.x), y: Math.round(m.y), r: Math.max(1, Math.round(m.r)) });
  await repo.insertCount(deps.db, {
    id, projectId: receipt.projectId, contractId: receipt.contractId, organizeId: author.organizeId, authorId: user.id,
    receiptId: receipt.id, photoUrl: body.url, width: machine.width, height: machine.height,
    machineCount: machine.count, machineMarks: machine.marks, marks: body.marks.map(round), count: body.marks.length,
    createdAt: deps.now(),
  });
  return { id };
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A receipt as a list names it: material, specification, batch. */
export function receiptName(data: Record<string, unknown> | null): string {
  if (!data) return '';
  const head = [text(data.materialName), text(data.specification)].filter(Boolean).join(' ');
  return [head, text(data.batchNo)].filter(Boolean).join(' · ');
}

const out = (r: repo.RebarCountListed): RebarRecord => ({
  id: r.id, receiptId: r.receiptId, receiptName: receiptName(r.receiptData), photoUrl: r.photoUrl, width: r.width, height: r.height,
  machineCount: r.machineCount, count: r.count, marks: r.marks, creatorUserId: r.authorId, creatorName: r.creatorName ?? '',
  creatorTime: r.createdAt.getTime(),
});

/**
 * GET /api/rebar/Records: a receipt's counts (to whoever sees the receipt), named by its id or by
 * its approval's task (the receipt's detail is its flow); else the recent counts the user's grant shows.
 */
export async function list(deps: RebarDeps, user: SessionUser, q: { receiptId?: string, taskId?: string }): Promise<RebarRecord[]> {
  const receiptId = q.taskId ? await repo.recordOfTask(deps.db, q.taskId) ?? '' : q.receiptId;
  if (q.taskId && !receiptId) return [];
  if (receiptId) {
    const receipt = await receiptOf(deps.db, user, receiptId);
    return (await repo.listCounts(deps.db, repo.ofReceipt(receipt.id), 200)).map(out);
  }
  const scope = await recordScope(deps.db, user, REBAR_MODULE);
  const c = rebarCounts;
  const where = scopeCondition(scope, { projectId: c.projectId, contractId: c.contractId, organizeId: c.organizeId, authorId: c.authorId });
  return (await repo.listCounts(deps.db, where, RECENT)).map(out);
}
