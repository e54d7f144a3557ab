/**
 * IM read marks across instances: a read moves the user's mark of the conversation forward only,
 * and the mark reads messages written after it that were sent before it (pushed by another
 * instance, written in its next batch). Against the database, as two instances would write it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { imConversations } from '../src/db/schema.js';
import { conversations, initState, markPeerRead, storeMessage } from '../src/domains/message/im.repo.js';
import { newId } from '../src/lib/ids.js';
import { seededDb, type TestDb } from './helpers.js';

let t: TestDb;
before(async () => { t = await seededDb(); });
after(async () => { await t.close(); });

const db = () => t.database.db;
const T0 = Date.parse('2026-03-02T08:00:00Z');
const at = (s: number) => new Date(T0 + s * 1000);
const send = (from: string, to: string, s: number, content = `第 ${s} 秒`) =>
  storeMessage(db(), { id: newId(), sendUserId: from, receiveUserId: to, contentType: 'text', content, sendTime: at(s) });
const unreadFrom = async (userId: string, peerId: string) => ({
  init: (await initState(db(), userId)).unread.find((u) => u.sendUserId === peerId)?.unreadNum ?? 0,
  list: (await conversations(db(), userId)).find((c) => c.peer.id === peerId)?.unread ?? 0,
});
const markOf = async (userId: string, peerId: string) => (await db().select({ at: imConversations.readUpTo }).from(imConversations)
  .where(and(eq(imConversations.userId, userId), eq(imConversations.peerId, peerId))))[0]?.at ?? null;

describe('IM read marks', () => {
  it('reads a message sent before the mark and written after it', async () => {
    await send('u_shigong', 'u_jianli', 1);
    // read at 3 s on one instance; the message of 2 s, pushed by another, is written after that
    assert.equal(await markPeerRead(db(), 'u_jianli', 'u_shigong', at(3)), 1);
    await send('u_shigong', 'u_jianli', 2);
    assert.deepEqual(await unreadFrom('u_jianli', 'u_shigong'), { init: 0, list: 0 });
    // one sent after the mark is unread
    await send('u_shigong', 'u_jianli', 4);
    assert.deepEqual(await unreadFrom('u_jianli', 'u_shigong'), { init: 1, list: 1 });
  });

  it('never moves back: an older mark written after a newer one changes nothing', async () => {
    await send('u_zongjian', 'u_jianli', 10);
    await markPeerRead(db(), 'u_jianli', 'u_zongjian', at(20)); // instance A, the newer read
    await markPeerRead(db(), 'u_jianli', 'u_zongjian', at(12)); // instance B, an older read handled later
    assert.equal((await markOf('u_jianli', 'u_zongjian'))?.getTime(), at(20).getTime());
    await send('u_zongjian', 'u_jianli', 15); // pushed before the newer read, written after both
    assert.deepEqual(await unreadFrom('u_jianli', 'u_zongjian'), { init: 0, list: 0 });
  });

  it('keeps a mark for a conversation that has no stored message yet, and none for an unknown peer', async () => {
    await markPeerRead(db(), 'u_anquan', 'u_shiyan', at(30));
    assert.equal((await markOf('u_anquan', 'u_shiyan'))?.getTime(), at(30).getTime());
    assert.ok(!(await conversations(db(), 'u_anquan')).some((c) => c.peer.id === 'u_shiyan'));
    await send('u_shiyan', 'u_anquan', 25);
    assert.deepEqual(await unreadFrom('u_anquan', 'u_shiyan'), { init: 0, list: 0 });
    assert.equal(await markPeerRead(db(), 'u_anquan', 'u_nobody', at(30)), 0);
    assert.equal(await markOf('u_anquan', 'u_nobody'), null);
  });
});
