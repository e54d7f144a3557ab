/**
 * Face descriptors with @vladmandic/human on its pure-JS CPU backend, with the model weights the
 * package ships (node_modules/@vladmandic/human/models): nothing is downloaded. The package's Node
 * build wants @tensorflow/tfjs-node (a native binary, not installed); its browser bundle runs in
 * Node once it takes the browser platform, and its model files are read from disk by a fetch that
 * answers file:// URLs only.
 *
 * A descriptor is the 1024 numbers of the faceres model for the largest face of a photo; two are
 * the same person when human's normalised similarity reaches FACE_MATCH_THRESHOLD (measured in
 * scripts/face-eval.ts; see the report).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Similarity (0..1) from which two descriptors are taken as the same face. Measured with
 * scripts/face-eval.ts on the 5 faces found in human's own sample pictures (samples.jpg,
 * screenshot-facematch.jpg): altered copies of one face (shifted, darker, mirrored, JPEG 50)
 * scored 0.42-1.00 (19 of 20 at 0.71 or more), two different faces 0.29-0.68 (10 pairs); at 0.70
 * 95% of same-face pairs match and none of the different ones. A small sample: widen it before
 * trusting the margin.
 */
export const FACE_MATCH_THRESHOLD = 0.7;
/** Photos are scaled down to this longest side before detection: a phone's 4000 px only costs time. */
const MAX_SIDE = 800;

import type { Config, FaceResult, Human } from '@vladmandic/human';

type HumanModule = { Human: new (config: Partial<Config>) => Human };
type HumanInstance = Human;

const require = createRequire(import.meta.url);
// its package.json and bundles are not exported: the root is two levels above its main file
const humanRoot = path.dirname(path.dirname(require.resolve('@vladmandic/human')));

let loading: Promise<HumanInstance> | null = null;
/** One detection at a time: the CPU backend is not re-entrant and would only compete with itself. */
let queue: Promise<unknown> = Promise.resolve();

async function loadHuman(): Promise<HumanInstance> {
  const g = globalThis as Record<string, unknown>;
  // the bundle picks its platform when loaded: make it take the browser's (fetch, no node:util)
  const hadScope = 'WorkerGlobalScope' in g;
  if (!hadScope) g.WorkerGlobalScope = class {};
  let mod: HumanModule;
  try {
    mod = await import(pathToFileURL(path.join(humanRoot, 'dist', 'human.esm.js')).href) as HumanModule;
  } finally {
    if (!hadScope) delete g.WorkerGlobalScope;
  }
  const human = new mod.Human({
    backend: 'cpu', modelBasePath: pathToFileURL(path.join(humanRoot, 'models') + path.sep).href, debug: false, async: true,
    // human is made for video and answers a frame like the last one from its cache: every photo here is another person's
    cacheSensitivity: 0,
    face: {
      enabled: true, detector: { rotation: false, maxDetected: 5, return: false, skipFrames: 0, skipTime: 0 }, mesh: { enabled: true },
      iris: { enabled: false }, description: { enabled: true, skipFrames: 0, skipTime: 0 }, emotion: { enabled: false },
      antispoof: { enabled: false }, liveness: { enabled: false },
    },
    body: { enabled: false }, hand: { enabled: false }, object: { enabled: false }, gesture: { enabled: false },
    segmentation: { enabled: false }, filter: { enabled: false },
  });
  // human reads its models with the global fetch, which has no file://: answer those from disk
  // while the models load, and only then
  const webFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    if (!href.startsWith('file://')) return webFetch(url, init);
    return new Response(await fs.readFile(fileURLToPath(href)));
  }) as typeof fetch;
  try {
    await human.load();
  } finally {
    globalThis.fetch = webFetch;
  }
  return human;
}

const humanOf = (): Promise<HumanInstance> => {
  loading ??= loadHuman().catch((err) => { loading = null; throw err; });
  return loading;
};

export interface Rgb { width: number; height: number; data: Uint8Array }

/** RGB pixels of a JPEG or PNG, scaled down to MAX_SIDE; null when it is neither. */
export function decodeImage(bytes: Buffer): Rgb | null {
  let rgba: { width: number; height: number; data: Uint8Array };
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8) rgba = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 256 });
    else if (bytes[0] === 0x89 && bytes[1] === 0x50) rgba = PNG.sync.read(bytes);
    else return null;
  } catch {
    return null;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(rgba.width, rgba.height));
  const width = Math.max(1, Math.round(rgba.width * scale));
  const height = Math.max(1, Math.round(rgba.height * scale));
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(rgba.height - 1, Math.floor(y / scale));
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(rgba.width - 1, Math.floor(x / scale));
      const s = (sy * rgba.width + sx) * 4;
      const d = (y * width + x) * 3;
      data[d] = rgba.data[s]; data[d + 1] = rgba.data[s + 1]; data[d + 2] = rgba.data[s + 2];
    }
  }
  return { width, height, data };
}

export interface FoundFace {
  /** x, y, width, height in the image's pixels */
  box: [number, number, number, number];
  score: number;
  descriptor: number[];
}

/** Every face found with its descriptor, largest first. */
export async function facesOf(image: Rgb): Promise<FoundFace[]> {
  const human = await humanOf();
  const run = queue.then(async () => {
    const tensor = human.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
    try {
      const result = await human.detect(tensor as never);
      return result.face
        .filter((f: FaceResult) => Array.isArray(f.embedding) && f.embedding.length > 0)
        .sort((a: FaceResult, b: FaceResult) => b.box[2] * b.box[3] - a.box[2] * a.box[3])
        .map((f: FaceResult) => ({ box: [...f.box] as FoundFace['box'], score: f.score, descriptor: Array.from(f.embedding as number[]) }));
    } finally {
      tensor.dispose();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** The descriptor of the largest face of a photo; null when there is no face (or no image). */
export async function descriptorOf(bytes: Buffer): Promise<number[] | null> {
  const image = decodeImage(bytes);
  if (!image) return null;
  return (await facesOf(image))[0]?.descriptor ?? null;
}

/** Human's normalised similarity of two descriptors, 0..1. */
export async function similarity(a: readonly number[], b: readonly number[]): Promise<number> {
  const human = await humanOf();
  return human.match.similarity(a as number[], b as number[]);
}
