/**
 * The embedded database's own thread (db/pgliteThread.ts starts it): PGlite, with hot statements
 * prepared (db/preparing.ts), answering the queries, scripts and transactions the server's thread
 * posts. PGlite runs PostgreSQL compiled to WebAssembly, synchronously: on the server's thread
 * every statement stopped the event loop for as long as it ran, and every socket and request
 * waited behind it (issue 19: a chat message's p99 at 5,000 clients was 3.8x the bare server's,
 * each batch of messages written holding up the pushes of the next).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { preparingPglite } from './preparing.js';
import type { Reply, Request, WireError, WireOptions } from './pgliteThread.js';

const { dataDir, prepare } = workerData as { dataDir: string, prepare: boolean };
const port = parentPort!;

/** An error as the server's thread rebuilds it: message, name and PostgreSQL's fields (code, constraint, ...). */
function wireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || typeof value === 'function' || (typeof value === 'object' && value !== null)) continue;
    fields[key] = value;
  }
  return { message: err.message, name: err.name, fields };
}

/** The options as PGlite takes them: the types drizzle reads raw get a parser that leaves the text as it is. */
const optionsOf = (o: WireOptions | undefined): QueryOptions | undefined => o && {
  ...(o.rowMode ? { rowMode: o.rowMode } : {}),
  ...(o.paramTypes ? { paramTypes: o.paramTypes } : {}),
  ...(o.rawTypes ? { parsers: Object.fromEntries(o.rawTypes.map((t) => [t, (value: string) => value])) } : {}),
};

async function main() {
  const raw = new PGlite(dataDir);
  await raw.waitReady;
  const client = prepare ? preparingPglite(raw) : raw;
  /** Open transactions by the id of the request that began them, and how to end each. */
  const open = new Map<number, { tx: Transaction, end: (commit: boolean, id: number) => void }>();

  const send = (reply: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);
  const answer = (id: number, work: () => Promise<unknown>) => {
    work().then((result) => send({ id, ok: true, result }), (err: unknown) => send({ id, ok: false, error: wireError(err) }));
  };
  const on = (txId: number | undefined) => {
    if (txId === undefined) return client;
    const t = open.get(txId);
    if (!t) throw new Error(`transaction ${txId} is not open`);
    return t.tx;
  };

  port.on('message', (m: Request) => {
    switch (m.op) {
      case 'query':
        answer(m.id, async () => on(m.tx).query(m.text, m.params, optionsOf(m.options)));
        return;
      case 'exec':
        answer(m.id, async () => on(m.tx).exec(m.text, optionsOf(m.options)));
        return;
      case 'begin': {
        // PGlite holds its one session for the transaction until `end` says how it ended; the
        // begin is answered when the transaction is open, the end when it has committed or rolled back
        const ROLLED_BACK = Symbol('rolled back');
        let endId = 0;
        raw.transaction(async (tx) => {
          const ended = new Promise<void>((resolve, reject) => {
            open.set(m.id, { tx, end: (commit, id) => { endId = id; if (commit) resolve(); else reject(ROLLED_BACK); } });
          });
          send({ id: m.id, ok: true, result: null });
          await ended;
        }).then(
          () => send({ id: endId, ok: true, result: null }),
          (err: unknown) => {
            if (err === ROLLED_BACK) send({ id: endId, ok: true, result: null });
            else send({ id: endId || m.id, ok: false, error: wireError(err) });
          },
        ).finally(() => open.delete(m.id));
        return;
      }
      case 'end': {
        const t = open.get(m.tx);
        if (t) t.end(m.commit, m.id);
        else send({ id: m.id, ok: false, error: { message: `transaction ${m.tx} is not open`, name: 'Error', fields: {} } });
        return;
      }
      case 'dump':
        raw.dumpDataDir('gzip').then(async (blob) => {
          const bytes = await blob.arrayBuffer();
          send({ id: m.id, ok: true, result: bytes }, [bytes]);
        }, (err: unknown) => send({ id: m.id, ok: false, error: wireError(err) }));
        return;
      case 'close':
        raw.close().then(() => send({ id: m.id, ok: true, result: null }), (err: unknown) => send({ id: m.id, ok: false, error: wireError(err) }))
          .finally(() => port.close());
        return;
    }
  });
  send({ id: 0, ok: true, result: 'ready' });
}

// a PGlite that cannot open its folder: the start is refused (pgliteThread.ts waits on request 0)
main().catch((err: unknown) => port.postMessage({ id: 0, ok: false, error: wireError(err) } satisfies Reply));
