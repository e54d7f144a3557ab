/**
 * The IM message writer: chat messages are pushed to their receiver first and written here in
 * batches, so a message costs the receiver no database round trip and the database one statement
 * per batch instead of one per message. One batch is written at a time (group commit): a message
 * that arrives while a batch is being written goes into the next, which is written as soon as the
 * one before is done (or at once when MAX_BATCH messages wait). `write` resolves once the message
 * is committed: the sender's acknowledgement (sendMessage) waits for it, so a crash (kill -9)
 * loses only messages nobody was told were sent.
 */
import type { NewImMessage } from './im.repo.js';

/** Writes one batch durably (im.repo.ts storeMessages), or rejects. */
export type StoreBatch = (batch: readonly NewImMessage[]) => Promise<void>;

/** At most this many messages in one statement (6 parameters each). */
export const MAX_BATCH = 500;

interface Entry {
  message: NewImMessage;
  resolve(): void;
  reject(err: unknown): void;
}

export interface MessageWriter {
  /** Resolves once the message is committed; rejects when its batch failed. */
  write(message: NewImMessage): Promise<void>;
  /**
   * Resolves once every message handed to `write` before this call is written or has failed:
   * a read of the unread counts or the history waits for it, so it sees what was pushed.
   */
  settled(): Promise<void>;
}

export function createMessageWriter(store: StoreBatch): MessageWriter {
  let waiting: Entry[] = [];
  /** The batch being written (settled, never rejects). */
  let writing: Promise<void> | null = null;
  let scheduled = false;
  /** Settles when the newest message handed in so far is written or failed. */
  let newest: Promise<void> = Promise.resolve();

  function writeNext(): void {
    scheduled = false;
    if (writing || waiting.length === 0) return;
    const batch = waiting.slice(0, MAX_BATCH);
    waiting = waiting.slice(batch.length);
    writing = store(batch.map((e) => e.message)).then(
      () => { for (const e of batch) e.resolve(); },
      (err: unknown) => { for (const e of batch) e.reject(err); },
    ).finally(() => {
      writing = null;
      writeNext();
    });
  }

  return {
    write(message) {
      const done = new Promise<void>((resolve, reject) => { waiting.push({ message, resolve, reject }); });
      newest = done.catch(() => undefined);
      if (waiting.length >= MAX_BATCH) writeNext();
      else if (!writing && !scheduled) {
        // the messages of this turn of the event loop go together
        scheduled = true;
        setImmediate(writeNext);
      }
      return done;
    },
    settled: () => newest,
  };
}
