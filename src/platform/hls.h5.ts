/** hls.js for the H5 build (see hls.ts), loaded when a player first needs it. */
import type Hls from 'hls.js'

export async function loadHls (): Promise<typeof Hls> {
  return (await import('hls.js')).default
}
