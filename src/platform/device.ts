/** Phone calls, the clipboard, the status bar and local storage usage (the code scanner: scan.ts). */
import Taro from '@tarojs/taro'

/** Dials a number (the system asks the user first). Resolves false when it could not. */
export async function makePhoneCall (phoneNumber: string): Promise<boolean> {
  try {
    await Taro.makePhoneCall({ phoneNumber })
    return true
  } catch {
    return false
  }
}

/** Copies text to the clipboard. Resolves false when it could not. */
export async function copyText (data: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data })
    return true
  } catch {
    return false
  }
}

/** Height of the system status bar in px (0 when unknown), for pages that draw their own navigation bar. */
export function statusBarHeight (): number {
  try {
    const info = (Taro.getWindowInfo?.() ?? Taro.getSystemInfoSync()) as { statusBarHeight?: number }
    return info?.statusBarHeight ?? 0
  } catch {
    return 0
  }
}

/** Keys and size (KB) of local storage. */
export function storageInfo (): { keys: string[], currentSize: number } {
  try {
    const info = Taro.getStorageInfoSync()
    const keys = info?.keys ?? []
    const reported = Number(info?.currentSize)
    // H5 answers NaN: measure the stored values instead
    return { keys, currentSize: Number.isFinite(reported) ? reported : measuredKB(keys) }
  } catch {
    return { keys: [], currentSize: 0 }
  }
}

/** KB that the keys and their values take, as JSON. */
function measuredKB (keys: string[]): number {
  const chars = keys.reduce((n, key) => n + key.length + (JSON.stringify(Taro.getStorageSync(key)) ?? '').length, 0)
  return Math.ceil(chars / 1024)
}
