/**
 * The counting thread (runner.ts): decodes a photo and counts its bar ends, one job at a time,
 * so the server's event loop never waits on OpenCV.
 */
import { parentPort } from 'node:worker_threads';
import { countRebar } from './count.js';
import { decodeImage } from './image.js';

export interface CountJob { id: number; bytes: Uint8Array; ext: string }
export type CountReply =
  | { id: number; ok: true; width: number; height: number; count: number; marks: Array<{ x: number, y: number, r: number }>; ms: number }
  | { id: number; ok: false; reason: 'unreadable' | 'failed'; detail: string };

parentPort!.on('message', async (job: CountJob) => {
  const started = performance.now();
  let image;
  try {
    image = decodeImage(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.ext);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, ok: false, reason: 'unreadable', detail: String((err as Error)?.message ?? err) } satisfies CountReply);
    return;
  }
  try {
    const found = await countRebar(image);
    parentPort!.postMessage({ id: job.id, ok: true, ...found, ms: Math.round(performance.now() - started) } satisfies CountReply);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, ok: false, reason: 'failed', detail: String((err as Error)?.message ?? err) } satisfies CountReply);
  }
});
