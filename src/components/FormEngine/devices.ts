/**
 * Device calls the form needs that src/platform does not offer yet: choosing a place and choosing
 * files from a chat. Kept in this one file, shaped like a platform module, so the engine reaches
 * Taro only through it and src/platform/media.ts.
 */
import Taro from '@tarojs/taro'
import type { ChosenLocation, PickedFile } from '@/core/form'

const cancelled = (err: unknown): boolean => /cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? err))

/** The map chooser: the place, or null when the user cancels. Other failures reject. */
export async function chooseLocation (): Promise<ChosenLocation | null> {
  try {
    const res = await Taro.chooseLocation({})
    if (!res || typeof res.latitude !== 'number') return null
    return { name: res.name, address: res.address, latitude: res.latitude, longitude: res.longitude }
  } catch (err) {
    if (cancelled(err)) return null
    throw err
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
