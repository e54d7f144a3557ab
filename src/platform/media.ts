/** Photos from the album or the camera. */
import Taro from '@tarojs/taro'

export type ImageSource = 'album' | 'camera'

const cancelled = (err: unknown): boolean => /cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? err))

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
