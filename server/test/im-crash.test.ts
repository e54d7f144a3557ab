/**
 * The IM writer killed: the server in its own process (src/main.ts, embedded database) takes a
 * burst of chat messages and is killed with SIGKILL as soon as the first acknowledgement
 * (sendMessage) reaches the sender, while the rest are being pushed and written. Reopened, the
 * database holds every message that was acknowledged. The same for a burst of notices, killed at
 * the first push: every notice answered or pushed is stored (a notice is pushed once committed; its
 * receipts may be written after the push, by the next start at the latest).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/index.js';
import { imMessages, messageReceivers, messages } from '../src/db/schema.js';
import { settleReceipts } from '../src/domains/message/repo.js';
import { DEMO_MD5 } from './helpers.js';
import { connectIm } from './im-client.js';
import { signIn, startInstance, type Instance } from './instances.js';

describe('IM messages when the server is killed', () => {
  let dir: string;
  let server: Instance | undefined;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteflow-im-crash-'));
    // the embedded database and the in-process bus, whatever the environment running the suite
    server = await startInstance({ DATA_DIR: dir, SEED_DEMO: '1', DATABASE_URL: '', REDIS_URL: '' }, { timeoutMs: 180_000 });
  });
  after(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged message to a kill -9 in the middle of a burst', async () => {
    const receiver = await connectIm(server!.base, await signIn(server!.base, 'jianli', DEMO_MD5));
    await receiver.next('initMessage');
    // several senders, so that messages wait together for their batch
    const senders = await Promise.all(['zongjian', 'shigong', 'anquan', 'shiyan'].map(async (account) => {
      const im = await connectIm(server!.base, await signIn(server!.base, account, DEMO_MD5));
      await im.next('initMessage');
      return im;
    }));

    const acknowledged: string[] = [];
    for (const sender of senders) {
      sender.ws.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as { method: string; toMessage?: string };
        if (frame.method !== 'sendMessage') return;
        acknowledged.push(frame.toMessage!);
        if (acknowledged.length === 1) server!.process.kill('SIGKILL');
      });
    }
    const texts: string[] = [];
    for (let i = 0; i < 30; i++) { // within each socket's burst
      for (const [k, sender] of senders.entries()) {
        const text = `杀进程前 ${k} 第 ${i + 1} 条`;
        texts.push(text);
        sender.send('SendMessage', { toUserId: 'u_jianli', messageType: 'text', messageContent: text });
      }
    }
    await server!.exited;
    await Promise.all([...senders, receiver].map((c) => c.closed));
    assert.ok(acknowledged.length >= 1);

    const database = await openDb(loadConfig({ DATA_DIR: dir, DATABASE_URL: '' }));
    try {
      const stored = new Set((await database.db.select({ content: imMessages.content }).from(imMessages)
        .where(eq(imMessages.receiveUserId, 'u_jianli'))).map((r) => r.content));
      for (const text of acknowledged) assert.ok(stored.has(text), `acknowledged and lost: ${text}`);
      const received = receiver.frames.filter((f) => f.method === 'receiveMessage').length;
      // what this run saw, for whoever reads the log: pushed, acknowledged and written are apart
      console.log(`sent ${texts.length}, pushed to the receiver ${received}, acknowledged ${acknowledged.length}, written ${texts.filter((t) => stored.has(t)).length}`);
    } finally {
      await database.close();
    }
  });
});

describe('notices when the server is killed', () => {
  let dir: string;
  let server: Instance | undefined;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteflow-notice-crash-'));
    server = await startInstance({ DATA_DIR: dir, SEED_DEMO: '1', DATABASE_URL: '', REDIS_URL: '' }, { timeoutMs: 180_000 });
  });
  after(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses no notice that was answered or pushed to a kill -9 in the middle of a burst', async () => {
    const admin = await signIn(server!.base, 'admin', DEMO_MD5);
    const receiver = await connectIm(server!.base, await signIn(server!.base, 'jianli', DEMO_MD5));
    await receiver.next('initMessage');
    const pushed: string[] = [];
    receiver.ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { method: string; title?: string };
      if (frame.method !== 'messagePush') return;
      pushed.push(frame.title!);
      if (pushed.length === 1) server!.process.kill('SIGKILL');
    });
    const answered: string[] = [];
    const titles = Array.from({ length: 20 }, (_, i) => `杀进程前的通知 ${i + 1}`);
    await Promise.all(titles.map(async (title) => {
      const res = await fetch(`${server!.base}/api/message/Notice`, {
        method: 'POST', headers: { authorization: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ title, bodyText: '', toType: 'all' }),
      }).then((r) => r.json() as Promise<{ code: number }>, () => null); // cut by the kill
      if (res?.code === 200) answered.push(title);
    }));
    await server!.exited;
    await receiver.closed;
    assert.ok(pushed.length >= 1);

    const database = await openDb(loadConfig({ DATA_DIR: dir, DATABASE_URL: '' }));
    try {
      // as the next start does (start.ts): a notice pushed before its receipts were written names its recipients
      await settleReceipts(database.db);
      const stored = new Set((await database.db.select({ title: messages.title }).from(messages)
        .innerJoin(messageReceivers, eq(messageReceivers.messageId, messages.id))
        .where(eq(messageReceivers.userId, 'u_jianli'))).map((r) => r.title));
      for (const title of answered) assert.ok(stored.has(title), `answered and lost: ${title}`);
      for (const title of pushed) assert.ok(stored.has(title), `pushed and lost: ${title}`);
      console.log(`sent ${titles.length}, answered ${answered.length}, pushed ${pushed.length}, stored ${titles.filter((t) => stored.has(t)).length}`);
    } finally {
      await database.close();
    }
  });
});
