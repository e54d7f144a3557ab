import fs from 'node:fs';
import path from 'node:path';

const heldHere = new Set<string>();

/**
 * PGlite has no lock between processes: two servers on one data folder would corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process (or by an earlier life of
 * this pid, as happens with pid 1 in containers) is taken over.
 */
export function acquireLockFile(file: string): () => void {
  const key = path.resolve(file);
  if (heldHere.has(key)) throw new Error(`data folder is already open in this process (${file})`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(key, String(process.pid), { flag: 'wx' });
      heldHere.add(key);
      return () => {
        heldHere.delete(key);
        fs.rmSync(key, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(key, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(`data folder is in use by process ${owner} (${file}); stop it or set DATA_DIR`);
      }
      fs.rmSync(key, { force: true });
    }
  }
  throw new Error(`could not take the lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
