/** Photos from the album or the camera, and files from a WeChat chat. */
import Taro from '@tarojs/taro'
import type { PickedFile } from '@/core/form'
import { cancelled } from './cancelled'

export type ImageSource = 'album' | 'camera'


/**
 * Lets the user pick or take up to `count` images (compressed). Resolves with their temporary file
 * paths; [] when the user cancels. Other failures reject.
 */
export async function chooseImages (count = 1, sources: ImageSource[] = ['album', 'camera']): Promise<string[]> {
  try {
    const res = await Taro.chooseImage({ count, sizeType: ['compressed'], sourceType: sources })
    return res?.tempFilePaths ?? []
  } catch (err) {
    if (cancelled(err)) return []
    throw err
  }
}

/** Width and height of a local or remote image; zeros when they cannot be read. */
export async function imageInfo (src: string): Promise<{ width: number, height: number }> {
  try {
    const res = await Taro.getImageInfo({ src })
    return { width: res?.width ?? 0, height: res?.height ?? 0 }
  } catch {
    return { width: 0, height: 0 }
  }
}

/** Full-screen preview of images (swipe between them). */
export function previewImages (urls: string[], current?: string): void {
  if (urls.length === 0) return
  Promise.resolve(Taro.previewImage({ urls, current: current ?? urls[0] })).catch(() => {})
}

export interface VoiceRecording {
  tempFilePath: string
  /** ms */
  duration: number
}

export interface VoiceRecorder {
  start (): void
  /** Resolves with the recording once the recorder has stopped. */
  stop (): Promise<VoiceRecording>
}

/** Longest voice message (ms). */
export const VOICE_MAX_DURATION = 60000

/** Hold-to-talk recorder (weapp: Taro.getRecorderManager). Built when first used, never at import. */
export function createVoiceRecorder (): VoiceRecorder {
  const manager = Taro.getRecorderManager()
  let waiting: { resolve: (r: VoiceRecording) => void, reject: (e: unknown) => void } | null = null
  manager.onStop((res) => {
    waiting?.resolve({ tempFilePath: res.tempFilePath, duration: res.duration })
    waiting = null
  })
  manager.onError((err) => {
    waiting?.reject(err)
    waiting = null
  })
  return {
    start () {
      manager.start({ duration: VOICE_MAX_DURATION, format: 'mp3', sampleRate: 16000, numberOfChannels: 1, encodeBitRate: 48000 })
    },
    stop () {
      return new Promise<VoiceRecording>((resolve, reject) => {
        waiting = { resolve, reject }
        manager.stop()
      })
    }
  }
}

let player: Taro.InnerAudioContext | null = null

/** Plays a voice message; a second call stops the one playing first. */
export function playVoice (src: string, onEnd?: () => void): void {
  try {
    player?.stop()
    player?.destroy()
    const audio = Taro.createInnerAudioContext()
    player = audio
    audio.src = src
    audio.onEnded(() => onEnd?.())
    audio.onError(() => onEnd?.())
    audio.play()
  } catch {
    onEnd?.()
  }
}

/** Files from a WeChat chat (the mini-program's way to reach documents); [] when cancelled. */
export async function chooseFiles (count: number, extensions?: string[]): Promise<PickedFile[]> {
  // H5 has no chat to pick from
  if (typeof Taro.chooseMessageFile !== 'function') throw new Error('当前环境不支持选择文件，请在微信小程序中上传')
  try {
    const res = await Taro.chooseMessageFile({ count, type: 'file', ...(extensions?.length ? { extension: extensions } : {}) })
    return (res?.tempFiles ?? []).map((f) => ({ path: f.path, name: f.name, size: f.size }))
  } catch (err) {
    if (cancelled(err)) return []
    throw err
  }
}
