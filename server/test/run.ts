/**
 * Runs the server's test files, as many at once as the machine has cores (TEST_CONCURRENCY says
 * otherwise). Each file has a database of its own (a PGlite folder, or on PostgreSQL a database of
 * its own on TEST_DATABASE_URL's server: helpers.ts), so files may run side by side. Redis is not
 * so divided: its channels are global and the demo's people are the same in every file, so with
 * REDIS_URL set the files that use it run after the others, one at a time.
 * usage: npm --workspace server test [-- file ...]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const server = path.dirname(dir);
const given = process.argv.slice(2);
const files = given.length
  ? given.map((f) => path.resolve(f))
  : (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.test.ts')).sort().map((f) => path.join(dir, f));
const concurrency = Number(process.env.TEST_CONCURRENCY) || os.availableParallelism();
const usesRedis = (file: string): boolean => /\bREDIS_URL\b/.test(fs.readFileSync(file, 'utf8'));

const groups = process.env.REDIS_URL
  ? [{ files: files.filter((f) => !usesRedis(f)), concurrency }, { files: files.filter(usesRedis), concurrency: 1 }]
  : [{ files, concurrency }];

let failed = false;
for (const group of groups.filter((g) => g.files.length)) {
  console.log(`# ${group.files.length} test files, ${group.concurrency} at a time`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${group.concurrency}`, ...group.files.map((f) => path.relative(server, f))], { cwd: server, stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
