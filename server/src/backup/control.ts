/**
 * DATA_DIR/control.json: how `npm run backup` reaches the server that holds the embedded database
 * open (backup/routes.ts). Written after listening, readable by the server's user only, removed
 * on stop; a file left by a crash names a dead pid and is ignored.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Control {
  pid: number;
  host: string;
  port: number;
  secret: string;
}

const FILE = 'control.json';

export function writeControlFile(dataDir: string, control: Control): void {
  const file = path.join(dataDir, FILE);
  const temp = `${file}.${process.pid}`;
  fs.writeFileSync(temp, JSON.stringify(control), { mode: 0o600 });
  fs.renameSync(temp, file);
}

export function removeControlFile(dataDir: string): void {
  fs.rmSync(path.join(dataDir, FILE), { force: true });
}

/** The running server's control, or null when none runs on this data folder. */
export function readControlFile(dataDir: string): Control | null {
  const file = path.join(dataDir, FILE);
  if (!fs.existsSync(file)) return null;
  const control = JSON.parse(fs.readFileSync(file, 'utf8')) as Control;
  try {
    process.kill(control.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return control;
}
