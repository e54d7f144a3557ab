// Restores a backup (npm run backup) onto a fresh installation: DATA_DIR a new folder, and with
// DATABASE_URL an empty database. Refuses, writing nothing, when either holds data.
// usage: npm run restore -- <backup folder>
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../src/backup/backup.js';
import { loadConfig } from '../src/config.js';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- <backup folder>');
  process.exit(2);
}
const dir = path.resolve(positionals[0]);
const config = loadConfig(process.env);

try {
  const manifest = await restoreBackup(dir, config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, dataDir: config.dataDir }
    : { kind: 'pglite', dataDir: config.dataDir });
  console.log(`restored the backup of ${manifest.createdAt} (${manifest.files} files) into ${config.databaseUrl ? 'DATABASE_URL and ' : ''}${config.dataDir}`);
} catch (err) {
  console.error(`restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
