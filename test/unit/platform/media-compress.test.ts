/**
 * src/platform/media.ts chooseImages on H5 (issue 12): a browser hands over the camera's photo as
 * it is, so every capture is scaled to PHOTO_MAX_SIDE and sent as JPEG; the original is kept when
 * it is smaller or cannot be read; the mini-program's own compression is left alone.
 */
import Taro from '@tarojs/taro'
import { chooseImages, PHOTO_MAX_SIDE, PHOTO_QUALITY } from '@/platform/media'

const taro = Taro as unknown as Record<string, jest.Mock>
const TARO_ENV = process.env.TARO_ENV

/** Images of this size load; a src of 'blob:broken' fails. */
let natural = { width: 4000, height: 3000 }
class FakeImage {
  naturalWidth = 0
  naturalHeight = 0
  onload: (() => void) | null = null
  onerror: ((e: unknown) => void) | null = null
  set src (value: string) {
    setTimeout(() => {
      if (value === 'blob:broken') return this.onerror?.(new Error('unreadable'))
      this.naturalWidth = natural.width
      this.naturalHeight = natural.height
      this.onload?.()
    }, 0)
  }
}

const drawn: Array<{ width: number, height: number, args: unknown[] }> = []
let encodedSize = 300_000
const encoded: Array<[string, number]> = []

beforeEach(() => {
  process.env.TARO_ENV = 'h5'
  natural = { width: 4000, height: 3000 }
  encodedSize = 300_000
  drawn.length = 0
  encoded.length = 0
  ;(global as unknown as { Image: unknown }).Image = FakeImage
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const canvas = this
    return { fillRect: jest.fn(), fillStyle: '', drawImage: (...args: unknown[]) => { drawn.push({ width: canvas.width, height: canvas.height, args }) } } as never
  })
  HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback, type?: string, quality?: number) {
    encoded.push([String(type), Number(quality)])
    callback(new Blob([new Uint8Array(encodedSize)], { type }))
  }
  URL.createObjectURL = jest.fn(() => 'blob:compressed')
  taro.chooseImage.mockReset()
})
afterEach(() => {
  process.env.TARO_ENV = TARO_ENV
  jest.restoreAllMocks()
})

const picked = (paths: string[], sizes: number[]) =>
  taro.chooseImage.mockResolvedValue({ tempFilePaths: paths, tempFiles: paths.map((path, i) => ({ path, size: sizes[i] })) })

it('a camera photo of 4000 x 3000 (5 MB) goes as a 1600 x 1200 JPEG', async () => {
  picked(['blob:camera'], [5_000_000])
  expect(await chooseImages(1)).toEqual(['blob:compressed'])
  expect(PHOTO_MAX_SIDE).toBe(1600)
  expect(drawn).toHaveLength(1)
  expect(drawn[0]).toMatchObject({ width: 1600, height: 1200 })
  expect(drawn[0].args.slice(1)).toEqual([0, 0, 1600, 1200])
  expect(encoded).toEqual([['image/jpeg', PHOTO_QUALITY]])
})

it('every photo of a pick is compressed, portrait ones too', async () => {
  picked(['blob:a', 'blob:b'], [4_000_000, 900_000])
  natural = { width: 3000, height: 4000 }
  expect(await chooseImages(2)).toEqual(['blob:compressed', 'blob:compressed'])
  expect(drawn.map((d) => [d.width, d.height])).toEqual([[1200, 1600], [1200, 1600]])
})

it('keeps the original when the JPEG would not be smaller, or the photo cannot be read', async () => {
  picked(['blob:tiny'], [20_000])
  natural = { width: 320, height: 240 }
  expect(await chooseImages(1)).toEqual(['blob:tiny'])
  picked(['blob:broken'], [5_000_000])
  expect(await chooseImages(1)).toEqual(['blob:broken'])
})

it('the mini-program compresses on its own: its paths are passed on untouched', async () => {
  process.env.TARO_ENV = 'weapp'
  picked(['wxfile://tmp/a.jpg'], [5_000_000])
  expect(await chooseImages(1)).toEqual(['wxfile://tmp/a.jpg'])
  expect(drawn).toEqual([])
})
