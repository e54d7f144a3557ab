/**
 * The rebar counter's error on the generated set (src/domains/rebar/bundles.ts): each image's
 * drawn and found count, and the mean and worst relative error. test/rebar.test.ts holds the
 * counter to the bound measured here. usage: cd server && node --import tsx bench/rebar.ts [--write DIR]
 */
import fs from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { countRebar } from '../src/domains/rebar/count.js';
import { drawBundle, REBAR_SEEDS } from '../src/domains/rebar/bundles.js';

const at = process.argv.indexOf('--write');
const dir = at > 0 ? process.argv[at + 1] : null;
if (dir) fs.mkdirSync(dir, { recursive: true });
let sum = 0;
let worst = 0;
for (const seed of REBAR_SEEDS) {
  const image = drawBundle(seed);
  if (dir) fs.writeFileSync(path.join(dir, `rebar-${seed}-${image.count}.jpg`), image.jpeg);
  const raw = jpeg.decode(image.jpeg, { useTArray: true });
  const started = Date.now();
  const found = await countRebar({ width: raw.width, height: raw.height, data: raw.data });
  const error = Math.abs(found.count - image.count) / image.count;
  sum += error;
  worst = Math.max(worst, error);
  console.log(`${seed}\tdrawn ${image.count}\tfound ${found.count}\tradius ${image.radius.toFixed(1)}px\terror ${(error * 100).toFixed(1)}%\t${Date.now() - started} ms`);
}
console.log(`${REBAR_SEEDS.length} images: mean error ${(sum / REBAR_SEEDS.length * 100).toFixed(2)}%, worst ${(worst * 100).toFixed(2)}%`);

// The same photos through the server's counting thread (domains/rebar/runner.ts): the time a
// request waits for its count, and how long the event loop was held meanwhile (it should not be).
const { createCountRunner } = await import('../src/domains/rebar/runner.js');
const { monitorEventLoopDelay } = await import('node:perf_hooks');
const runner = createCountRunner({ timeoutMs: 60_000 });
const first = Date.now();
await runner.count(drawBundle(REBAR_SEEDS[0]).jpeg, 'jpg');
console.log(`worker: first count (OpenCV starting) ${Date.now() - first} ms`);
const photos = REBAR_SEEDS.map((seed) => ({ seed, photo: drawBundle(seed).jpeg }));
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const times: number[] = [];
for (const { seed, photo } of photos) {
  const started = Date.now();
  const outcome = await runner.count(photo, 'jpg');
  if (!outcome.ok) throw new Error(`${seed}: ${outcome.reason}`);
  times.push(Date.now() - started);
}
delay.disable();
await runner.close();
times.sort((a, b) => a - b);
console.log(`worker: ${times.length} counts (decode + count), median ${times[times.length >> 1]} ms, slowest ${times.at(-1)} ms; event loop delay meanwhile max ${(delay.max / 1e6).toFixed(0)} ms`);
