/**
 * A camera's live stream in the browser (H5): a <video> element in the container, playing HLS
 * natively where the browser can (Safari, iOS) and through hls.js over Media Source Extensions
 * elsewhere. hls.js is loaded only when needed, by the player page's subpackage. The mini-program
 * plays with its own Video component (components/LivePlayer).
 */
import type { PlayerEnv } from '@/core/smartSite'
import { loadHls } from './hls'
import { isWeapp } from './wechat'

export interface LiveHandle {
  fullscreen: () => void
  dispose: () => void
}

export function playerEnv (): PlayerEnv {
  if (isWeapp() || typeof document === 'undefined') return { weapp: isWeapp(), nativeHls: false, mse: false }
  const probe = document.createElement('video')
  const mse = typeof window !== 'undefined' && 'MediaSource' in window
  // Chromium on desktop answers 'maybe' for HLS yet cannot play it: trust it only where MSE is missing (iOS)
  return { weapp: false, nativeHls: !mse && probe.canPlayType('application/vnd.apple.mpegurl') !== '', mse }
}

/** Plays `url` in the element with id `containerId`; `onLost` when the stream cannot be played. */
export async function mountLive (containerId: string, url: string, mode: 'native' | 'hlsjs', onLost: (why: string) => void): Promise<LiveHandle | null> {
  const box = document.getElementById(containerId)
  if (!box) return null
  const video = document.createElement('video')
  video.className = 'sf-live__video'
  video.muted = true // autoplay is allowed muted only
  video.autoplay = true
  video.controls = true
  video.playsInline = true
  video.setAttribute('webkit-playsinline', 'true')
  box.appendChild(video)
  let dispose = () => { video.remove() }
  if (mode === 'native') {
    video.src = url
    video.addEventListener('error', () => onLost('error'))
  } else {
    const Hls = await loadHls()
    const hls = new Hls({ liveSyncDurationCount: 2, manifestLoadingMaxRetry: 2 })
    hls.on(Hls.Events.ERROR, (_e, data) => { if (data.fatal) onLost(data.details) })
    hls.loadSource(url)
    hls.attachMedia(video)
    dispose = () => { hls.destroy(); video.remove() }
  }
  void video.play().catch(() => {}) // refused autoplay leaves the controls' play button
  return {
    fullscreen: () => { void video.requestFullscreen?.().catch(() => {}) },
    dispose
  }
}
