/**
 * A camera's live stream, full width: the mini-program's Video component, or a browser <video>
 * (platform/livePlayer.ts: native HLS or hls.js). Offline cameras and lost streams show why
 * instead of a black frame. Import it only from subpackage pages: hls.js is large.
 */
import { Text, View } from '@tarojs/components'
import { Video } from '@/components/tags/video'
import { useEffect, useMemo, useRef, useState } from 'react'
import { OFFLINE_TEXT, playbackOf, STREAM_LOST_TEXT, UNSUPPORTED_TEXT } from '@/core/smartSite'
import { mountLive, playerEnv, type LiveHandle } from '@/platform/livePlayer'
import type { CameraItem } from '../../../types/api/smartSite'
import './index.scss'

let players = 0

export function LivePlayer ({ camera, src }: { camera: CameraItem, src: string }) {
  const id = useMemo(() => `sf-live-${++players}`, [])
  const mode = useMemo(() => playbackOf(camera, playerEnv()), [camera])
  const [lost, setLost] = useState(false)
  const handle = useRef<LiveHandle | null>(null)

  useEffect(() => {
    if (mode !== 'native' && mode !== 'hlsjs') return
    let gone = false
    setLost(false)
    void mountLive(id, src, mode, () => { if (!gone) setLost(true) }).then((h) => {
      if (gone) h?.dispose()
      else handle.current = h
    })
    return () => { gone = true; handle.current?.dispose(); handle.current = null }
  }, [id, src, mode])

  const message = mode === 'offline' ? OFFLINE_TEXT : mode === 'unsupported' ? UNSUPPORTED_TEXT : lost ? STREAM_LOST_TEXT : ''
  return (
    <View className='sf-live'>
      {mode === 'weapp' && !lost && (
        <Video className='sf-live__video' src={src} autoplay muted isLive showFullscreenBtn objectFit='contain' onError={() => setLost(true)} />
      )}
      {(mode === 'native' || mode === 'hlsjs') && <View id={id} className={`sf-live__box ${lost ? 'sf-live__box--hidden' : ''}`} />}
      {message && <View className='sf-live__message' role='alert'><Text>{message}</Text></View>}
      {(mode === 'native' || mode === 'hlsjs') && !lost && (
        <View className='sf-live__full' role='button' onClick={() => handle.current?.fullscreen()}>全屏</View>
      )}
    </View>
  )
}
