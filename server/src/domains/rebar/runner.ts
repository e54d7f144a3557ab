/**
 * Counting off the request's event loop: one worker thread (worker.ts) started on the first count
 * and kept, since OpenCV's runtime takes a second or two to start; jobs wait their turn. A job
 * past its time limit ends the thread (WASM cannot be interrupted otherwise): the next job starts
 * a fresh one. At most `maxWaiting` photos wait their turn: more are refused at once rather than
 * answered after the client has given up.
 */
import { Worker } from 'node:worker_threads';
import type { RebarCount } from './count.js';
import type { CountJob, CountReply } from './worker.js';

export type CountOutcome =
  | ({ ok: true, ms: number } & RebarCount)
  | { ok: false, reason: 'unreadable' | 'failed' | 'timeout' | 'busy', detail: string };

/** The worker's entry through tsx's loader: a worker of Node 20 does not inherit the parent's --import. */
function startWorker(): Worker {
  const entry = new URL('./worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new Worker(`import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`, { eval: true });
  worker.unref(); // an idle counter does not keep the process alive
  return worker;
}

export function createCountRunner(options: { timeoutMs: number, maxWaiting?: number }) {
  const maxWaiting = options.maxWaiting ?? 8;
  let worker: Worker | null = null;
  let nextId = 1;
  /** photos taken and not yet answered: the one counting and those waiting */
  let pending = 0;
  let queue: Promise<unknown> = Promise.resolve();

  function runOne(job: Omit<CountJob, 'id'>): Promise<CountOutcome> {
    const w = (worker ??= startWorker());
    const id = nextId++;
    return new Promise<CountOutcome>((resolve) => {
      const finish = (outcome: CountOutcome) => {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('error', onError);
        resolve(outcome);
      };
      const onMessage = (reply: CountReply) => {
        if (reply.id !== id) return;
        if (reply.ok) finish({ ok: true, width: reply.width, height: reply.height, count: reply.count, marks: reply.marks, ms: reply.ms });
        else finish({ ok: false, reason: reply.reason, detail: reply.detail });
      };
      const onError = (err: Error) => {
        if (worker === w) worker = null;
        finish({ ok: false, reason: 'failed', detail: err.message });
      };
      const timer = setTimeout(() => {
        if (worker === w) worker = null;
        void w.terminate();
        finish({ ok: false, reason: 'timeout', detail: `over ${options.timeoutMs} ms` });
      }, options.timeoutMs);
      w.on('message', onMessage);
      w.on('error', onError);
      w.postMessage({ ...job, id } satisfies CountJob);
    });
  }

  /** Counts the photo's bar ends in the worker, after the jobs before it. */
  function count(bytes: Uint8Array, ext: string): Promise<CountOutcome> {
    if (pending > maxWaiting) return Promise.resolve({ ok: false, reason: 'busy', detail: `${pending - 1} waiting` });
    pending++;
    const run = queue.then(() => runOne({ bytes, ext })).finally(() => { pending--; });
    queue = run.catch(() => undefined);
    return run;
  }

  async function close(): Promise<void> {
    const w = worker;
    worker = null;
    if (w) await w.terminate();
  }

  return { count, close };
}

export type CountRunner = ReturnType<typeof createCountRunner>;
