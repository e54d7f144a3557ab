/**
 * `npm run backup` while the server runs and users keep writing, then `npm run restore` onto a
 * fresh installation: every record and file acknowledged before the backup started is there and
 * readable. On the embedded database always; on PostgreSQL (pg_dump / pg_restore into a second,
 * empty database) when TEST_DATABASE_URL is set, as in CI.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { DEMO_MD5, seededDb } from './helpers.js';
import { http, signIn, startInstance, type Instance } from './instances.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Runs one of server/scripts with env; resolves with its exit code and output. */
function script(name: string, args: string[], env: Record<string, string>): Promise<{ code: number | null, output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      cwd: SERVER_DIR, env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => { output += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { output += c.toString(); });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface Written { at: number, word?: string, file?: { url: string, bytes: Buffer } }

async function addWord(base: string, token: string, word: string): Promise<void> {
  const res = await fetch(`${base}/api/system/CommonWords`, {
    method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ commonWordsText: word }),
  });
  const body = await res.json() as { code: number, msg: string };
  assert.equal(body.code, 200, body.msg);
}

async function upload(base: string, token: string): Promise<{ url: string, bytes: Buffer }> {
  const bytes = Buffer.concat([PNG_MAGIC, randomBytes(2048)]);
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${base}/api/file/Uploader/annexpic`, { method: 'POST', headers: { authorization: token }, body: form });
  const body = await res.json() as { code: number, msg: string, data: { url: string } };
  assert.equal(body.code, 200, body.msg);
  return { url: body.data.url, bytes };
}

const words = async (base: string, token: string) =>
  new Set(((await http(base, '/api/system/CommonWords/Selector?type=App', { token })).data.list as Array<{ commonWordsText: string }>).map((w) => w.commonWordsText));

/** Every file under dir with its size and mtime: what a refused restore must leave as it was. */
function listing(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).sort().map((f) => {
    const s = fs.statSync(path.join(dir, f));
    return `${f} ${s.size} ${s.mtimeMs}`;
  });
}

async function restoredDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = 'siteflow_restore_test';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}

const variants = [
  { name: 'the embedded database', url: '' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
];

for (const variant of variants) {
  describe(`backup and restore, on ${variant.name}`, () => {
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'siteflow-backup-'));
    const servers: Instance[] = [];
    after(async () => {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      fs.rmSync(temp, { recursive: true, force: true });
    });

    it('backs up while users write, and restores onto a fresh installation all that was acknowledged before', async () => {
      const t = await seededDb({ embedded: !variant.url });
      await t.database.close(); // the server process opens it
      fs.renameSync(t.config.dataDir, path.join(temp, 'source')); // removed with temp
      t.config.dataDir = path.join(temp, 'source');
      // the seeded database: on PostgreSQL one of its own, beside variant.url
      const source = { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '', REDIS_URL: '' };
      const server = await startInstance(source);
      servers.push(server);
      const token = await signIn(server.base, 'jianli', DEMO_MD5);

      const written: Written[] = [];
      for (let i = 0; i < 3; i++) {
        await addWord(server.base, token, `备份前 ${i}`);
        written.push({ at: Date.now(), word: `备份前 ${i}` });
        written.push({ at: Date.now(), file: await upload(server.base, token) });
      }
      // users keep writing while the backup runs
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++) {
          await addWord(server.base, token, `备份中 ${i}`);
          written.push({ at: Date.now(), word: `备份中 ${i}` });
          written.push({ at: Date.now(), file: await upload(server.base, token) });
        }
      })();
      const started = Date.now();
      const out = path.join(temp, 'backups');
      const backup = await script('backup', ['--out', out], source);
      const finished = Date.now();
      writing = false;
      await writer;
      assert.equal(backup.code, 0, backup.output);
      assert.ok(written.some((w) => w.at > started && w.at < finished), 'writes went on during the backup');
      const [dir] = fs.readdirSync(out);
      assert.match(dir, /^siteflow-\d{8}-\d{6}$/);
      assert.equal(await server.stop(), 0);

      const target = { DATA_DIR: path.join(temp, 'restored'), DATABASE_URL: variant.url && await restoredDatabase(variant.url), REDIS_URL: '' };
      const restore = await script('restore', [path.join(out, dir)], target);
      assert.equal(restore.code, 0, restore.output);

      // onto an installation that holds data: refused, and nothing is touched
      const before = listing(target.DATA_DIR);
      const again = await script('restore', [path.join(out, dir)], target);
      assert.equal(again.code, 1, again.output);
      assert.match(again.output, /restore failed: .*(not empty)/);
      assert.deepEqual(listing(target.DATA_DIR), before);

      const restored = await startInstance(target);
      servers.push(restored);
      const token2 = await signIn(restored.base, 'jianli', DEMO_MD5);
      const present = await words(restored.base, token2);
      const due = written.filter((w) => w.at < started);
      assert.ok(due.length >= 6);
      for (const w of due) {
        if (w.word) assert.ok(present.has(w.word), `${w.word} restored`);
        if (w.file) {
          const res = await fetch(restored.base + w.file.url);
          assert.equal(res.status, 200, w.file.url);
          assert.deepEqual(Buffer.from(await res.arrayBuffer()), w.file.bytes, w.file.url);
        }
      }
    });
  });
}
