/** Photos from the album or the camera, and files from a WeChat chat. */
import Taro from '@tarojs/taro'
import type { PickedFile } from '@/core/form'
import { cancelled } from './cancelled'
import { isH5 } from './wechat'

export type ImageSource = 'album' | 'camera'


/** A photo sent from the H5 site: its longest side at most this many pixels, JPEG at this quality. */
export const PHOTO_MAX_SIDE = 1600
export const PHOTO_QUALITY = 0.8

/**
 * Lets the user pick or take up to `count` images (compressed). Resolves with their temporary file
 * paths; [] when the user cancels. Other failures reject.
 */
export async function chooseImages (count = 1, sources: ImageSource[] = ['album', 'camera']): Promise<string[]> {
  try {
    const res = await Taro.chooseImage({ count, sizeType: ['compressed'], sourceType: sources })
    const paths = res?.tempFilePaths ?? []
    if (!isH5()) return paths
    return await Promise.all(paths.map((path, i) => compressPhoto(path, res.tempFiles?.[i]?.size)))
  } catch (err) {
    if (cancelled(err)) return []
    throw err
  }
}

/**
 * H5: 'compressed' is a mini-program option; a browser hands over the camera's photo as it is
 * (4 to 8 MB on a phone, minutes on a site's signal). Scaled to PHOTO_MAX_SIDE and encoded as JPEG
 * here, every capture and album pick (issue 12). The original is kept when it is smaller already or
 * cannot be read.
 */
async function compressPhoto (path: string, size = Number.POSITIVE_INFINITY): Promise<string> {
  try {
    const image = await loadImage(path)
    const longest = Math.max(image.naturalWidth, image.naturalHeight)
    if (!longest) return path
    const scale = Math.min(1, PHOTO_MAX_SIDE / longest)
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(image.naturalWidth * scale)
    canvas.height = Math.round(image.naturalHeight * scale)
    const context = canvas.getContext('2d')
    if (!context) return path
    // JPEG has no transparency: a transparent PNG's background becomes white, not black
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY))
    if (!blob || blob.size >= size) return path
    return URL.createObjectURL(blob)
  } catch {
    return path
  }
}

function loadImage (src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = reject
    image.src = src
  })
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
