// Copies the uploaded files of DATA_DIR/files into the bucket of S3_BUCKET (same keys), for an
// installation that moves to object storage. Local files stay; running it again copies them again
// (objects never change, so that is harmless). Start the server with S3_BUCKET afterwards.
// usage: S3_BUCKET=… S3_ENDPOINT=… npm run files:to-s3
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { mimeOf } from '../src/domains/file/kinds.js';
import { createS3Store } from '../src/domains/file/store.js';

const config = loadConfig(process.env);
if (!config.s3) {
  console.error('files:to-s3: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) first');
  process.exit(2);
}
const store = createS3Store(config.s3);
const root = path.join(config.dataDir, 'files');
const staging = path.join(config.dataDir, 'incoming');
fs.mkdirSync(staging, { recursive: true });

let copied = 0;
try {
  const names = fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]) : [];
  for (const name of names.sort()) {
    const file = path.join(root, name);
    if (!fs.statSync(file).isFile()) continue;
    const key = name.split(path.sep).join('/');
    const temp = path.join(staging, `to-s3-${path.basename(file)}`);
    fs.copyFileSync(file, temp); // put() takes the file it is given
    await store.put(key, temp, mimeOf(path.extname(file).slice(1).toLowerCase()));
    copied++;
  }
  console.log(`${copied} files copied from ${root} into bucket ${config.s3.bucket}`);
} catch (err) {
  console.error(`files:to-s3 failed after ${copied} files: ${(err as Error).message}`);
  process.exitCode = 1;
}
