/**
 * hls.js, for browsers without native HLS. This is the mini-program's copy: it plays with its own
 * Video component, so hls.js stays out of its packages; the H5 build takes hls.h5.ts instead
 * (Taro resolves a file's `.h5` variant per platform).
 */
import type Hls from 'hls.js'

export async function loadHls (): Promise<typeof Hls> {
  throw new Error('hls.js plays in the browser only')
}
