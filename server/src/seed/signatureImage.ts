/**
 * A hand-signature-like pen stroke as a PNG data URL, for the demo tasks' signature fields and
 * approval signatures (what the app's signing pad sends). Deterministic per seed, so one person
 * signs the same way everywhere; plain PNG, which every client renders.
 */
import { encodePng } from './png.js';

const W = 240;
const H = 80;
const INK = [0x1d, 0x27, 0x4f] as const;

/** RGBA, ink on transparent, from a coverage map. */
function inked(alpha: Float32Array): Buffer {
  const rgba = Buffer.alloc(W * H * 4);
  for (let i = 0; i < W * H; i++) {
    const a = Math.round(Math.min(1, alpha[i]) * 255);
    if (a > 0) rgba.set([...INK, a], i * 4);
  }
  return encodePng(W, H, rgba);
}

/** A round, anti-aliased pen tip of radius r at (cx, cy). */
function stamp(alpha: Float32Array, cx: number, cy: number, r: number): void {
  for (let y = Math.max(0, Math.floor(cy - r - 1)); y <= Math.min(H - 1, Math.ceil(cy + r + 1)); y++) {
    for (let x = Math.max(0, Math.floor(cx - r - 1)); x <= Math.min(W - 1, Math.ceil(cx + r + 1)); x++) {
      const cover = r + 0.5 - Math.hypot(x - cx, y - cy);
      if (cover > 0) alpha[y * W + x] = Math.max(alpha[y * W + x], Math.min(1, cover));
    }
  }
}

/** `glyphs` cursive loops joined in one stroke, then an underline flourish. */
export function signatureImage(seed: number, glyphs = 3): string {
  let state = (seed * 2654435761) >>> 0 || 1;
  const rand = () => {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state / 0x100000000;
  };
  const alpha = new Float32Array(W * H);
  const width = 170 / glyphs;
  for (let g = 0; g < glyphs; g++) {
    const x0 = 22 + g * width;
    const [fx, fy, fz] = [1 + Math.floor(rand() * 3), 2 + Math.floor(rand() * 2), 3 + Math.floor(rand() * 3)];
    const [px, py] = [rand() * Math.PI, rand() * Math.PI];
    const [ax, ay, az] = [8 + rand() * 8, 13 + rand() * 9, 3 + rand() * 4];
    const slant = 0.25 + rand() * 0.2;
    for (let i = 0; i <= 1600; i++) {
      const t = i / 1600;
      const y = 36 + ay * Math.sin(2 * Math.PI * fy * t + py) + az * Math.sin(2 * Math.PI * fz * t);
      const x = x0 + t * width * 0.9 + ax * Math.sin(2 * Math.PI * fx * t + px) - (y - 36) * slant;
      stamp(alpha, x, y, 1.1 + 0.5 * Math.sin(Math.PI * t));
    }
  }
  const lift = rand() * 6;
  for (let i = 0; i <= 1200; i++) {
    const t = i / 1200;
    stamp(alpha, 18 + t * 200, 64 - lift * t - 5 * Math.sin(Math.PI * t), 0.9 + 0.4 * (1 - t));
  }
  return `data:image/png;base64,${inked(alpha).toString('base64')}`;
}
