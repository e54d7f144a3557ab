// Writes src/catalog/versions.json from the catalog (see src/catalog/lock.ts).
// usage: npm run catalog:lock
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalog } from '../src/catalog/index.js';
import { relock, type Lock } from '../src/catalog/lock.js';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/catalog/versions.json');
const lock: Lock = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
fs.writeFileSync(file, `${JSON.stringify(relock(catalog, lock), null, 2)}\n`);
console.log(`${catalog.length} modules locked in ${path.relative(process.cwd(), file)}`);
