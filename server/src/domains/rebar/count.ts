/**
 * Counting the ends of a bundle of rebar in a photograph (OpenCV on WebAssembly).
 *
 * A photographed bundle shows the bar ends as bright faces with dark gaps between them, under
 * light that is rarely even. The photo is scaled down, its lighting flattened (divided by a heavy
 * blur of itself), thresholded (Otsu) into faces and gaps, and the distance of each face pixel to
 * the nearest gap computed: every bar end has a peak of that distance at its centre, about its
 * radius high, also where ends touch or overlap a little. The peaks are taken strongest first,
 * each keeping others of less than a radius away out, and those much lower than the typical
 * radius (specks, the corners of gaps) are dropped. Each mark is a centre and a radius in the
 * pixels of the photo as given.
 */
import { opencv } from './opencv.js';

export interface RebarMark {
  x: number;
  y: number;
  r: number;
}

export interface RebarCount {
  width: number;
  height: number;
  count: number;
  marks: RebarMark[];
}

export interface Rgba {
  width: number;
  height: number;
  /** RGBA bytes, row by row */
  data: Uint8Array;
}

/** The longest side the photo is counted at: enough for bars of a few pixels' radius, fast on WASM. */
const WORK_SIDE = 720;

const odd = (n: number): number => (Math.round(n) % 2 === 0 ? Math.round(n) + 1 : Math.round(n));

function median(values: number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export async function countRebar(image: Rgba): Promise<RebarCount> {
  const { cv } = await opencv();
  const mats: Array<{ delete: () => void }> = [];
  const keep = <T extends { delete: () => void }>(m: T): T => { mats.push(m); return m; };
  try {
    const src = keep(cv.matFromImageData({ data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height }));
    const scale = Math.min(1, WORK_SIDE / Math.max(image.width, image.height));
    const gray = keep(new cv.Mat());
    cv.cvtColor(src, gray, cv.COLOR_RGBA2GRAY);
    const small = keep(new cv.Mat());
    cv.resize(gray, small, new cv.Size(Math.round(image.width * scale), Math.round(image.height * scale)), 0, 0, cv.INTER_AREA);

    // flatten the lighting: the photo over a blur much larger than a bar
    const side = Math.min(small.cols, small.rows);
    const background = keep(new cv.Mat());
    cv.GaussianBlur(small, background, new cv.Size(odd(side / 4), odd(side / 4)), 0);
    const flat = keep(new cv.Mat());
    cv.divide(small, background, flat, 128, -1);
    const smooth = keep(new cv.Mat());
    cv.GaussianBlur(flat, smooth, new cv.Size(5, 5), 0);

    const faces = keep(new cv.Mat());
    cv.threshold(smooth, faces, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
    const kernel = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(3, 3)));
    cv.morphologyEx(faces, faces, cv.MORPH_OPEN, kernel);

    const distance = keep(new cv.Mat());
    cv.distanceTransform(faces, distance, cv.DIST_L2, 5);
    // candidate centres: the local maxima of the distance (3×3)
    const around = keep(new cv.Mat());
    cv.dilate(distance, around, kernel);
    const d = distance.data32F as Float32Array;
    const a = around.data32F as Float32Array;
    const w = distance.cols;
    const candidates: Array<{ x: number, y: number, v: number }> = [];
    for (let i = 0; i < d.length; i++) if (d[i] >= 2 && d[i] >= a[i]) candidates.push({ x: i % w, y: Math.floor(i / w), v: d[i] });
    if (!candidates.length) return { width: image.width, height: image.height, count: 0, marks: [] };

    // a bar end is a bright face inside a dark rim: the ridges of the ground around a bundle are not
    const g = smooth.data as Uint8Array;
    const isEnd = (p: { x: number, y: number }, r: number) => {
      const face = ringMean(g, w, smooth.rows, p, 0, r * 0.5);
      const rim = ringMean(g, w, smooth.rows, p, r * 0.9, r * 1.2);
      return face > rim * 1.1 + 5;
    };
    // the typical radius: the median of the strongest candidate of each neighbourhood that is an end
    candidates.sort((p, q) => q.v - p.v);
    const firstPass = suppress(candidates, (p) => p.v).filter((p) => isEnd(p, p.v));
    const radius = median(firstPass.map((p) => p.v));
    if (!radius) return { width: image.width, height: image.height, count: 0, marks: [] };
    const kept = suppress(candidates.filter((p) => p.v >= radius * 0.5 && p.v <= radius * 1.8), () => radius * 1.05)
      .filter((p) => isEnd(p, Math.max(p.v, radius * 0.8)));
    const marks = kept.map((p) => ({
      x: Math.round(p.x / scale), y: Math.round(p.y / scale), r: Math.round(Math.max(p.v, radius * 0.8) / scale),
    }));
    return { width: image.width, height: image.height, count: marks.length, marks };
  } finally {
    for (const m of mats) m.delete();
  }
}

/** The mean grey between two distances of a point. */
function ringMean(g: Uint8Array, w: number, h: number, p: { x: number, y: number }, from: number, to: number): number {
  let sum = 0;
  let n = 0;
  const reach = Math.ceil(to);
  for (let dy = -reach; dy <= reach; dy++) {
    const y = p.y + dy;
    if (y < 0 || y >= h) continue;
    for (let dx = -reach; dx <= reach; dx++) {
      const x = p.x + dx;
      const d2 = dx * dx + dy * dy;
      if (x < 0 || x >= w || d2 < from * from || d2 > to * to) continue;
      sum += g[y * w + x];
      n++;
    }
  }
  return n ? sum / n : 0;
}

/** Strongest first, each point keeping those closer than `reach(point)` out. */
function suppress<T extends { x: number, y: number, v: number }>(sorted: T[], reach: (p: T) => number): T[] {
  const out: T[] = [];
  for (const p of sorted) {
    const r = reach(p);
    if (!out.some((q) => (q.x - p.x) ** 2 + (q.y - p.y) ** 2 < Math.max(r, reach(q)) ** 2)) out.push(p);
  }
  return out;
}
