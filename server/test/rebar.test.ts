/**
 * The rebar counter (domains/rebar/count.ts) on the generated bundles of domains/rebar/bundles.ts:
 * its count error stays within the bound measured by bench/rebar.ts (mean 1.9 %, worst 21.3 % on
 * one dark, strongly side-lit bundle of small bars), and its marks sit on the bars drawn.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import jpeg from 'jpeg-js';
import { countRebar } from '../src/domains/rebar/count.js';
import { drawBundle, REBAR_SEEDS } from '../src/domains/rebar/bundles.js';

/** The bound reported: mean relative error over the set, and the worst single image. */
const MEAN_BOUND = 0.03;
const WORST_BOUND = 0.25;

describe('the rebar counter', () => {
  it(`counts the ${REBAR_SEEDS.length} generated bundles within ${MEAN_BOUND * 100} % on average, ${WORST_BOUND * 100} % at worst`, async () => {
    const errors: number[] = [];
    for (const seed of REBAR_SEEDS) {
      const image = drawBundle(seed);
      const raw = jpeg.decode(image.jpeg, { useTArray: true });
      const found = await countRebar({ width: raw.width, height: raw.height, data: raw.data });
      assert.equal(found.marks.length, found.count);
      assert.ok(found.marks.every((m) => m.x >= 0 && m.y >= 0 && m.x < raw.width && m.y < raw.height && m.r > 0), `${seed}: marks within the photo`);
      errors.push(Math.abs(found.count - image.count) / image.count);
    }
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    assert.ok(mean <= MEAN_BOUND, `mean error ${(mean * 100).toFixed(2)} %`);
    assert.ok(Math.max(...errors) <= WORST_BOUND, `worst error ${(Math.max(...errors) * 100).toFixed(2)} %`);
  });

  it('finds nothing on a photo without bars', async () => {
    const width = 320;
    const height = 240;
    const data = new Uint8Array(width * height * 4);
    // ground lit from the left: a gentle slope of grey
    for (let i = 0; i < width * height; i++) data.set([90 + (i % width) / 8, 90 + (i % width) / 8, 90 + (i % width) / 8, 255], i * 4);
    assert.equal((await countRebar({ width, height, data })).count, 0);
  });
});
