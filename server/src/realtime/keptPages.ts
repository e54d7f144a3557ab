/**
 * List pages kept ready to send (issue 19): a page of a module's records or of a todo list, encoded
 * once (and compressed once per encoding: lib/preEncoded.ts), is sent again while nothing it shows
 * has changed. What it shows changing is told by the list's change count (migration
 * 0032_list_generations.sql), moved by triggers in every writing transaction, whoever writes, on
 * whichever instance; the count is read before the page, in the request, so a kept page is never
 * older than its count and the next read after a write's commit finds the count moved.
 *
 * Keys hold all a page depends on besides its list's rows: who asks (their visibility scope or
 * user), the query, the page. Labels on the page (names, options) are as old as the display
 * cache allows (5 s, forgotten on every announced change: displayCache.ts), so is the page. A
 * page is kept at most KEPT_PAGE_MS in any case.
 * Nothing is kept inside a transaction (it must read its own writes).
 */
import type { Db } from '../db/index.js';
import { listGeneration } from '../db/listGenerations.js';
import { envelopeBytes } from '../plugins/envelope.js';
import { registerCache } from './changes.js';
import { keptAnswers } from './kept.js';

export const KEPT_PAGE_MS = 5_000;

/** Pages with labels of the display cache: forgotten with it, on every announced change. */
const withLabels = keptAnswers<Buffer>({ ttlMs: KEPT_PAGE_MS, maxEntries: 2_000, outsideTransactions: true });
/** Pages all of whose content the list's count covers (the IM contacts): kept through announcements (a sign-in, say). */
const fromDatabase = keptAnswers<Buffer>({ ttlMs: KEPT_PAGE_MS, maxEntries: 2_000, outsideTransactions: true });

registerCache('listPages', () => { withLabels.forget(); });

/** Pages read from the database rather than sent as kept (tests read it). */
export const keptPageStats = { loads: 0 };

/**
 * The page's whole answer, encoded: kept under `key` while the count of `list` stays as it was read.
 * `labels`: the page shows labels of the display cache, so it is forgotten with them.
 */
export async function keptPage(db: Db, list: string, key: string, load: () => Promise<unknown>, { labels = true } = {}): Promise<Buffer> {
  const generation = await listGeneration(db, list);
  return (labels ? withLabels : fromDatabase).get(db, `${list}\u0000${key}`, async () => {
    keptPageStats.loads++;
    return envelopeBytes(JSON.stringify(await load()));
  }, generation);
}
