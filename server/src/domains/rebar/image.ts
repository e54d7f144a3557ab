/**
 * A photo's size read from its header, before anything is decoded (a huge photo is refused
 * without spending the memory), and its pixels decoded (JPEG, PNG: what the app's compressed
 * captures and the photo pickers give).
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Rgba } from './count.js';

export const COUNTED_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** The largest photo counted: 24 megapixels (a phone camera's full size), 8000 px on a side. */
export const MAX_PIXELS = 24_000_000;
export const MAX_SIDE = 8000;
/** Smaller than this holds no bundle worth counting. */
export const MIN_SIDE = 64;

/** Width and height from the header; null when the bytes are not a readable JPEG or PNG. */
export function imageSize(bytes: Buffer, ext: string): { width: number, height: number } | null {
  if (ext === 'png') {
    // signature, then the IHDR chunk: length, 'IHDR', width, height
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return positive(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  }
  // JPEG: walk the markers to the first start-of-frame (SOF0..SOF15 but DHT, JPG, DAC)
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) { at++; continue; }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) { at += 2; continue; }
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return positive(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
    }
    if (marker === 0xd9 || marker === 0xda || length < 2) return null;
    at += 2 + length;
  }
  return null;
}

const positive = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);

/** The pixels, RGBA; throws when the bytes do not decode. */
export function decodeImage(bytes: Buffer, ext: string): Rgba {
  if (ext === 'png') {
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength) };
  }
  const raw = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1e6, maxMemoryUsageInMB: 512 });
  return { width: raw.width, height: raw.height, data: raw.data };
}
