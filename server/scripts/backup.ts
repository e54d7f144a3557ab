// A consistent backup of the database and the uploaded files, while the server runs or not
// (src/backup/backup.ts). Same settings as the server: DATA_DIR, DATABASE_URL.
// usage: npm run backup [-- --out <folder>]    (default ./backups; prints the backup's folder)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupName, writeBackup, type Manifest } from '../src/backup/backup.js';
import { readControlFile } from '../src/backup/control.js';
import { BACKUP_URL, CONTROL_HEADER } from '../src/backup/routes.js';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/index.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
const config = loadConfig(process.env);
const dir = path.resolve(values.out!, backupName(new Date()));

async function backup(): Promise<Manifest> {
  if (config.databaseUrl) return writeBackup(dir, { kind: 'postgres', url: config.databaseUrl }, config.dataDir);
  const control = readControlFile(config.dataDir);
  if (control) {
    // the server holds the embedded database open: it takes the copy
    const host = control.host === '0.0.0.0' || control.host === '::' ? '127.0.0.1' : control.host;
    const res = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${control.port}${BACKUP_URL}`, {
      method: 'POST', headers: { 'content-type': 'application/json', [CONTROL_HEADER]: control.secret }, body: JSON.stringify({ dir }),
    });
    const body = await res.json() as { code: number; msg: string; data?: Manifest };
    if (body.code !== 200 || !body.data) throw new Error(`the server (pid ${control.pid}) answered: ${body.msg}`);
    return body.data;
  }
  const database = await openDb(config); // no server runs on this folder: this process holds it meanwhile
  try {
    return await writeBackup(dir, { kind: 'pglite', dump: database.dump! }, config.dataDir);
  } finally {
    await database.close();
  }
}

try {
  const manifest = await backup();
  console.log(`backup of the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database and ${manifest.files} files (${manifest.bytes} bytes) in ${dir}`);
} catch (err) {
  console.error(`backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
