/** Which compression an Accept-Encoding header gets for an answer kept ready to send (lib/preEncoded.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import zlib from 'node:zlib';
import { acceptedEncoding, encodedOnce } from '../src/lib/preEncoded.js';

describe('acceptedEncoding', () => {
  it('prefers brotli, takes q-values, * and q=0 as HTTP says', () => {
    const cases: Array<[string | string[] | undefined, string | null]> = [
      [undefined, null], ['', null], ['identity', null], ['deflate', null],
      ['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br', 'br'], ['BR', 'br'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'], ['br;q=0, gzip', 'gzip'], ['gzip;q=0, br;q=0', null],
      ['*', 'br'], ['*;q=0.5, br;q=0', 'gzip'], ['gzip;q=0.9, *;q=0.1', 'gzip'], [['gzip', 'br'], 'br'],
      ['br;q=abc, gzip', 'gzip'],
    ];
    for (const [header, expected] of cases) assert.equal(acceptedEncoding(header), expected, String(header));
  });
});

describe('encodedOnce', () => {
  it('gives the same compressed bytes for the same answer, which decompress to it', () => {
    const answer = Buffer.from(JSON.stringify({ code: 200, msg: 'Success', data: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `菜单${i}` })) }));
    const br = encodedOnce(answer, 'br');
    assert.equal(encodedOnce(answer, 'br'), br);
    assert.deepEqual(zlib.brotliDecompressSync(br), answer);
    assert.deepEqual(zlib.gunzipSync(encodedOnce(answer, 'gzip')), answer);
    // an equal answer in another Buffer is another kept answer
    assert.notEqual(encodedOnce(Buffer.from(answer), 'br'), br);
  });
});
