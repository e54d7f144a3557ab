/**
 * The photos and documents attached to the demo tasks: real files, stored as uploads are (a row of
 * `files` and the bytes under DATA_DIR/files), so the forms' thumbnails and downloads open.
 * The photos are drawn (a site scene: sky, ground, a pier, a barrier; varied per file), the
 * documents are one-page PDFs naming the file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/index.js';
import { insertFile } from '../domains/file/repo.js';
import { fileKey, type FileStore } from '../domains/file/store.js';
import { newId } from '../lib/ids.js';
import { encodePng } from './png.js';

export interface DemoFile {
  id: string;
  type: 'annexpic' | 'annex';
  /** what the user sees */
  name: string;
  /** yyyymmdd_<hex>.<ext>, as the upload service names files */
  storedName: string;
  extension: 'png' | 'pdf';
  bytes: Buffer;
  userId: string | null;
  createdAt: Date;
}

const PW = 320;
const PH = 240;

type Rgb = readonly [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;

/** A small site scene; `seed` moves and colours its parts so no two photos look alike. */
export function demoPhoto(seed: number): Buffer {
  let r = seed >>> 0 || 1;
  const rand = () => ((r = (Math.imul(r, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const horizon = Math.round(PH * (0.45 + rand() * 0.15));
  const rgba = Buffer.alloc(PW * PH * 4, 255);
  const put = (x: number, y: number, c: Rgb) => { if (x >= 0 && x < PW && y >= 0 && y < PH) rgba.set(c, (y * PW + x) * 4); };
  const rect = (x0: number, y0: number, w: number, h: number, c: (x: number, y: number) => Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(PH, y0 + h); y++) for (let x = Math.max(0, x0); x < Math.min(PW, x0 + w); x++) put(x, y, c(x, y));
  };
  const sky: [Rgb, Rgb] = [[112, 160, 214], [214, 230, 244]];
  const ground: [Rgb, Rgb] = rand() < 0.5 ? [[150, 128, 100], [110, 92, 72]] : [[128, 128, 122], [92, 92, 88]];
  rect(0, 0, PW, horizon, (_x, y) => mix(sky[0], sky[1], y / horizon));
  rect(0, horizon, PW, PH - horizon, (_x, y) => mix(ground[0], ground[1], (y - horizon) / (PH - horizon)));
  // a concrete pier or wall
  const pw = 40 + Math.round(rand() * 60);
  const px = Math.round(rand() * (PW - pw));
  const ph = 60 + Math.round(rand() * 70);
  rect(px, horizon - ph + 20, pw, ph, (x) => mix([186, 186, 180], [150, 150, 146], (x - px) / pw));
  // a red-and-white barrier in front
  const by = horizon + 20 + Math.round(rand() * 30);
  const bx = Math.round(rand() * PW * 0.4);
  rect(bx, by, Math.round(PW * 0.5), 10, (x) => (Math.floor((x - bx) / 14) % 2 ? [240, 240, 240] : [214, 48, 40]));
  for (const post of [bx + 4, bx + Math.round(PW * 0.5) - 8]) rect(post, by, 4, 40, () => [70, 70, 70]);
  // a safety cone
  const cx = Math.round(PW * (0.55 + rand() * 0.35));
  const cy = Math.round(horizon + 40 + rand() * 40);
  for (let i = 0; i < 34; i++) rect(cx - Math.round(i / 3), cy - 34 + i, Math.round((2 * i) / 3) + 1, 1, () => (i > 12 && i < 20 ? [245, 245, 245] : [242, 121, 32]));
  return encodePng(PW, PH, rgba);
}

/** A one-page PDF (Helvetica, so Latin text only) naming the demo document. */
export function demoPdf(title: string): Buffer {
  const text = (s: string) => s.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = [
    'BT /F1 18 Tf 56 760 Td (SiteFlow demo document) Tj ET',
    `BT /F1 11 Tf 56 730 Td (${text(title) || 'attachment'}) Tj ET`,
    'BT /F1 11 Tf 56 710 Td (Generated with the demo organisation; replace it with the real file.) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const MIME = { png: 'image/png', pdf: 'application/pdf' } as const;

/** A demo photo (a `.png` name) or document (any other name: a PDF), dated `createdAt`. */
export function demoFile(name: string, createdAt: Date): DemoFile {
  const image = name.endsWith('.png');
  const extension = image ? 'png' : 'pdf';
  const seed = [...name].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 17);
  const day = new Date(createdAt.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return {
    id: newId(), type: image ? 'annexpic' : 'annex', name, storedName: `${day}_${newId()}.${extension}`,
    extension, bytes: image ? demoPhoto(seed) : demoPdf(name), userId: null, createdAt,
  };
}

/** The rows of `files`, in the seeding transaction. */
export async function insertDemoFiles(db: Db, list: readonly DemoFile[]): Promise<void> {
  if (list.length === 0) return;
  for (const f of list) {
    await insertFile(db, {
      id: f.id, type: f.type, name: f.name, storedName: f.storedName, size: f.bytes.length, mime: MIME[f.extension],
      extension: f.extension, userId: f.userId, createdAt: f.createdAt, sha256: createHash('sha256').update(f.bytes).digest('hex'),
    });
  }
}

/** The bytes, once the database has the rows (a failed seed leaves at most unreferenced files). */
export async function writeDemoFiles(store: FileStore, incoming: string, list: readonly DemoFile[]): Promise<void> {
  fs.mkdirSync(incoming, { recursive: true });
  for (const f of list) {
    const local = path.join(incoming, f.storedName);
    fs.writeFileSync(local, f.bytes);
    await store.put(fileKey(f.type, f.storedName), local, MIME[f.extension]);
  }
}

