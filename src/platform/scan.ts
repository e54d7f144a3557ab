/**
 * Reading a QR code: WeChat's scanner in the mini-program (its own screen offers the album too).
 * The H5 build uses scan.h5.ts (the camera and the album, decoded in the browser).
 */
import Taro from '@tarojs/taro'
import { cancelled } from './cancelled'

/** Scans a code with the camera: its text, or null when the user cancels. Other failures reject. */
export async function scanCode (): Promise<string | null> {
  try {
    const res = await Taro.scanCode({ onlyFromCamera: false })
    return res?.result ?? null
  } catch (err) {
    if (cancelled(err)) return null
    throw err
  }
}

/** Reads a code from a photo of the album: WeChat's scanner offers the album itself. */
export const scanFromAlbum = scanCode
