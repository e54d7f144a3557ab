/**
 * Measures the face matcher (domains/attendance/face.ts) on the pictures available offline: the
 * faces in the images @vladmandic/human ships in its assets folder. Same-person pairs are a face
 * against altered copies of its own crop (shifted, darker, mirrored, re-encoded as a poor JPEG), as a phone at a site gate would alter it; different-person pairs are every two
 * distinct faces found. Prints the match rate of same-person pairs and the false-match rate of
 * different-person pairs at a range of thresholds.
 *
 *   node --import tsx server/scripts/face-eval.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import jpeg from 'jpeg-js';
import { decodeImage, facesOf, similarity, FACE_MATCH_THRESHOLD, type Rgb } from '../src/domains/attendance/face.js';

const root = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/human')));
const ASSETS = (process.env.FACE_ASSETS ?? 'samples.jpg').split(',');

function crop(img: Rgb, x: number, y: number, w: number, h: number): Rgb {
  x = Math.max(0, Math.round(x)); y = Math.max(0, Math.round(y));
  w = Math.min(img.width - x, Math.round(w)); h = Math.min(img.height - y, Math.round(h));
  const data = new Uint8Array(w * h * 3);
  for (let r = 0; r < h; r += 1) data.set(img.data.subarray(((y + r) * img.width + x) * 3, ((y + r) * img.width + x + w) * 3), r * w * 3);
  return { width: w, height: h, data };
}
const map = (img: Rgb, f: (v: number) => number): Rgb => ({ ...img, data: img.data.map((v) => Math.max(0, Math.min(255, Math.round(f(v))))) });
function mirror(img: Rgb): Rgb {
  const data = new Uint8Array(img.data.length);
  for (let y = 0; y < img.height; y += 1) for (let x = 0; x < img.width; x += 1) {
    const s = (y * img.width + x) * 3; const d = (y * img.width + (img.width - 1 - x)) * 3;
    data[d] = img.data[s]; data[d + 1] = img.data[s + 1]; data[d + 2] = img.data[s + 2];
  }
  return { ...img, data };
}
function reencode(img: Rgb, quality: number): Rgb {
  const rgba = new Uint8Array(img.width * img.height * 4);
  for (let i = 0; i < img.width * img.height; i += 1) { rgba.set(img.data.subarray(i * 3, i * 3 + 3), i * 4); rgba[i * 4 + 3] = 255; }
  const bytes = jpeg.encode({ width: img.width, height: img.height, data: rgba }, quality).data;
  return decodeImage(Buffer.from(bytes))!;
}

async function main() {
  const faces: Array<{ id: string, crop: Rgb, descriptor: number[] }> = [];
  for (const name of ASSETS) {
    const file = path.join(root, 'assets', name);
    if (!fs.existsSync(file)) continue;
    const img = decodeImage(fs.readFileSync(file))!;
    for (const [i, f] of (await facesOf(img)).entries()) {
      if (f.score < 0.5 || f.box[2] < 40) continue;
      const [x, y, w, h] = f.box;
      // the face with a margin, as an enrolment photo would show it
      const c = crop(img, x - w * 0.4, y - h * 0.4, w * 1.8, h * 1.8);
      const own = (await facesOf(c))[0];
      if (own) faces.push({ id: `${name}#${i}`, crop: c, descriptor: own.descriptor });
      console.log(`${name}#${i}: score ${f.score.toFixed(2)} box ${f.box.map(Math.round).join(',')}${own ? '' : ' (not found again in its crop)'}`);
    }
  }
  console.log(`faces: ${faces.length}`);
  const same: number[] = [];
  for (const f of faces) {
    const { width: w, height: h } = f.crop;
    const variants: Record<string, Rgb> = {
      shifted: crop(f.crop, w * 0.08, h * 0.05, w * 0.9, h * 0.92),
      darker: map(f.crop, (v) => v * 0.7),
      mirrored: mirror(f.crop),
      jpeg50: reencode(f.crop, 50),
    };
    for (const [name, v] of Object.entries(variants)) {
      const d = (await facesOf(v))[0];
      if (!d) { console.log(`${f.id} ${name}: no face`); same.push(0); continue; }
      same.push(await similarity(f.descriptor, d.descriptor));
      console.log(`${f.id} ${name}: ${same[same.length - 1].toFixed(3)}`);
    }
  }
  const diff: number[] = [];
  console.log('different-person similarities:');
  for (let i = 0; i < faces.length; i += 1) for (let j = i + 1; j < faces.length; j += 1) {
    diff.push(await similarity(faces[i].descriptor, faces[j].descriptor));
    console.log(`${faces[i].id} ~ ${faces[j].id}: ${diff[diff.length - 1].toFixed(3)}`);
  }
  const stat = (xs: number[]) => `min ${Math.min(...xs).toFixed(3)} max ${Math.max(...xs).toFixed(3)} mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3)}`;
  console.log(`same-person pairs: ${same.length} (${stat(same)})`);
  console.log(`different-person pairs: ${diff.length} (${stat(diff)})`);
  for (const t of [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8]) {
    const tm = same.filter((s) => s >= t).length / same.length;
    const fm = diff.filter((s) => s >= t).length / diff.length;
    console.log(`threshold ${t.toFixed(2)}${t === FACE_MATCH_THRESHOLD ? ' (chosen)' : ''}: match rate ${(tm * 100).toFixed(1)}%, false match rate ${(fm * 100).toFixed(1)}%`);
  }
}

await main();
