/**
 * Compression of answers. Sites have weak signals, so every answer over COMPRESS_THRESHOLD goes
 * brotli- or gzip-compressed when the client accepts it (plugins/external.ts, @fastify/compress,
 * on every call). An answer kept ready to send (CurrentUser's, 90-220 KB of JSON) is compressed
 * once per kept answer instead: at 216 KB, brotli took about 5 ms of the event loop on every call
 * of every phone, for an answer that had cost no database read.
 */
import zlib from 'node:zlib';

export const COMPRESS_THRESHOLD = 1024;
/** In the order preferred when a client accepts both equally. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** On every call: fast. */
export const BROTLI_QUALITY_PER_CALL = 4;
/** Once per kept answer: smaller (17.7 against 21.0 KB at 216 KB) for the same time at this size. */
const BROTLI_QUALITY_KEPT = 6;

/**
 * The encoding to send for an Accept-Encoding header: the accepted one with the highest q, br
 * before gzip on a tie; `*` stands for both; q=0 refuses. Null: send as it is.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return null;
  const q: Partial<Record<Encoding | '*', number>> = {};
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'br' && name !== 'gzip' && name !== '*') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const value = q[encoding] ?? q['*'] ?? 0;
    if (value > bestQ) [best, bestQ] = [encoding, value];
  }
  return best;
}

/** Each kept answer's compressed forms, gone with the answer. */
const variants = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
/** How many compressed forms were made: once per kept answer and encoding (tests read it). */
export const preEncodedStats = { made: 0 };

function compress(bytes: Buffer, encoding: Encoding): Buffer {
  preEncodedStats.made++;
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_KEPT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    })
    : zlib.gzipSync(bytes);
}

/** `bytes` compressed with `encoding`, made once per Buffer (the same Buffer is the same answer). */
export function encodedOnce(bytes: Buffer, encoding: Encoding): Buffer {
  let kept = variants.get(bytes);
  if (!kept) variants.set(bytes, (kept = {}));
  return (kept[encoding] ??= compress(bytes, encoding));
}
