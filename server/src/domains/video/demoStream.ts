/**
 * The demo cameras' live streams, made by the server itself so the demo plays with no internet and
 * no video files: a drawn site scene (sky, ground, a tower crane whose trolley runs along the jib,
 * a truck crossing) encoded as H.264 (h264.ts) in MPEG-TS segments (mpegts.ts), listed by a
 * sliding live playlist. The picture is a function of the time, so the stream loops seamlessly and
 * every instance of the server serves the same segment for the same number.
 */
import { encodePng } from '../../seed/png.js';
import { encodeFrame, type YuvFrame } from './h264.js';
import { muxSegment } from './mpegts.js';

export const WIDTH = 160;
export const HEIGHT = 96;
const FPS = 8;
export const SEGMENT_SECONDS = 2;
const FRAMES = FPS * SEGMENT_SECONDS;
/** segments the playlist lists */
const WINDOW = 4;
/** the scene repeats after this many segments */
const LOOP = 15;

interface Scene { sky: [number, number, number]; ground: [number, number, number]; crane: [number, number, number] }

/** The demo's clips by name: the cameras' hls URLs name one (seed/demoSmartSite.ts). */
export const SCENES: Record<string, Scene> = {
  gate: { sky: [120, 170, 220], ground: [120, 110, 90], crane: [230, 180, 30] },
  pier: { sky: [150, 190, 225], ground: [95, 120, 80], crane: [220, 80, 40] },
  yard: { sky: [170, 185, 200], ground: [140, 125, 100], crane: [40, 120, 200] },
};

export const isScene = (name: string): boolean => Object.hasOwn(SCENES, name);

type Rgb = [number, number, number];

/** The scene's colour at (x, y) at frame `t` (of the loop). */
function pixel(scene: Scene, x: number, y: number, t: number): Rgb {
  const phase = (t % (LOOP * FRAMES)) / (LOOP * FRAMES);
  const swing = Math.sin(phase * 2 * Math.PI);
  const horizon = 62;
  // tower at x 40..44, jib at y 14..17 from x 20 to 130, trolley + hook moving along it
  if (x >= 40 && x < 45 && y >= 14 && y < horizon) return (y % 6 < 1) ? [60, 60, 60] : scene.crane;
  if (y >= 14 && y < 18 && x >= 20 && x < 130) return (x % 8 < 1) ? [60, 60, 60] : scene.crane;
  const trolley = Math.round(85 + 40 * swing);
  if (y >= 18 && y < 21 && x >= trolley - 3 && x < trolley + 3) return [50, 50, 50];
  if (x === trolley && y >= 21 && y < 40) return [40, 40, 40];
  if (y >= 40 && y < 46 && x >= trolley - 5 && x < trolley + 5) return [200, 200, 205];
  if (y < horizon) {
    const k = y / horizon;
    return [scene.sky[0] * (1 - 0.2 * k), scene.sky[1] * (1 - 0.1 * k), scene.sky[2]] as Rgb;
  }
  // the truck crosses the ground, left to right
  const truck = Math.round(((phase * 2) % 1) * (WIDTH + 40)) - 30;
  if (y >= 70 && y < 82 && x >= truck && x < truck + 26) return x < truck + 8 ? [200, 60, 40] : [230, 230, 220];
  if (y >= 82 && y < 86 && (Math.abs(x - truck - 5) < 3 || Math.abs(x - truck - 20) < 3)) return [30, 30, 30];
  return ((x + y) % 11 === 0) ? [scene.ground[0] - 20, scene.ground[1] - 20, scene.ground[2] - 20] : scene.ground;
}

const clampY = (v: number): number => Math.max(16, Math.min(235, Math.round(v)));
const clampC = (v: number): number => Math.max(16, Math.min(240, Math.round(v)));

function rgbFrame(scene: Scene, t: number): Rgb[] {
  const out: Rgb[] = new Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) out[y * WIDTH + x] = pixel(scene, x, y, t);
  return out;
}

/** BT.601 limited range, chroma averaged over each 2x2 block. */
function toYuv(rgb: Rgb[]): YuvFrame {
  const y = new Uint8Array(WIDTH * HEIGHT);
  const u = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
  const v = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
  rgb.forEach(([r, g, b], i) => { y[i] = clampY(16 + 0.257 * r + 0.504 * g + 0.098 * b); });
  for (let cy = 0; cy < HEIGHT / 2; cy++) {
    for (let cx = 0; cx < WIDTH / 2; cx++) {
      let r = 0; let g = 0; let b = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
        const p = rgb[(cy * 2 + dy) * WIDTH + cx * 2 + dx];
        r += p[0] / 4; g += p[1] / 4; b += p[2] / 4;
      }
      u[cy * (WIDTH / 2) + cx] = clampC(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      v[cy * (WIDTH / 2) + cx] = clampC(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return { width: WIDTH, height: HEIGHT, y, u, v };
}

/** Segment `seq` of a scene: its frames continue the previous segment's, timestamps included. */
export function segment(name: string, seq: number): Uint8Array {
  const scene = SCENES[name];
  const frames = [];
  for (let i = 0; i < FRAMES; i++) {
    const n = seq * FRAMES + i;
    frames.push({ data: encodeFrame(toYuv(rgbFrame(scene, n)), n), pts: 90_000 + n * (90_000 / FPS) });
  }
  return muxSegment(frames);
}

// WINDOW segments exist from the first request on: the stream is as old as the window
const lastSegment = (elapsedMs: number): number => Math.floor(elapsedMs / 1000 / SEGMENT_SECONDS) + WINDOW - 1;

/** Whether segment `seq` is (or was a moment ago) in the live window: only those are made on request. */
export const isLiveSegment = (elapsedMs: number, seq: number): boolean =>
  seq <= lastSegment(elapsedMs) + 1 && seq >= lastSegment(elapsedMs) - 3 * WINDOW;

/** The live window at `elapsedMs` (since the stream's epoch): the last WINDOW whole segments. */
export function livePlaylist(elapsedMs: number): string {
  const last = lastSegment(elapsedMs);
  const first = last - WINDOW + 1;
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`, `#EXT-X-MEDIA-SEQUENCE:${first}`];
  for (let s = first; s <= last; s++) lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `${s}.ts`);
  return `${lines.join('\n')}\n`;
}

/** A still of the scene (the camera list's snapshot). */
export function snapshotPng(name: string): Buffer {
  const rgb = rgbFrame(SCENES[name], 0);
  const rgba = Buffer.alloc(WIDTH * HEIGHT * 4);
  rgb.forEach(([r, g, b], i) => rgba.set([Math.round(r), Math.round(g), Math.round(b), 255], i * 4));
  return encodePng(WIDTH, HEIGHT, rgba);
}

/** The most recent segments made, by scene and number: every viewer of a camera asks for the same ones. */
const cache = new Map<string, Uint8Array>();

export function cachedSegment(name: string, seq: number): Uint8Array {
  const key = `${name}/${seq}`;
  let data = cache.get(key);
  if (!data) {
    data = segment(name, seq);
    cache.set(key, data);
    if (cache.size > 24) cache.delete(cache.keys().next().value!);
  }
  return data;
}
