/**
 * Stamping a photo: the lines (time, place, who) written on a dark band across its foot, drawn on
 * a canvas (the DOM's on H5, an offscreen 2d canvas in the mini-program). Resolves with the path
 * of the stamped photo (a JPEG); rejects when the device cannot draw it.
 */
import Taro from '@tarojs/taro'
import { isH5 } from './wechat'

type Ctx = CanvasRenderingContext2D
interface Drawable { width: number, height: number }

function draw (ctx: Ctx, image: CanvasImageSource, size: Drawable, lines: string[]): void {
  const { width, height } = size
  ctx.drawImage(image, 0, 0, width, height)
  const font = Math.max(14, Math.round(Math.min(width, height) / 28))
  const lineHeight = Math.round(font * 1.4)
  const band = lineHeight * lines.length + font
  ctx.fillStyle = 'rgba(0, 0, 0, 0.45)'
  ctx.fillRect(0, height - band, width, band)
  ctx.fillStyle = '#ffffff'
  ctx.font = `${font}px sans-serif`
  ctx.textBaseline = 'top'
  lines.forEach((line, i) => ctx.fillText(line, font / 2, height - band + font / 2 + i * lineHeight, width - font))
}

/** At most this long a side: a stamped photo goes out over a site's signal. */
const MAX_SIDE = 1600

const fit = (w: number, h: number): Drawable => {
  const scale = Math.min(1, MAX_SIDE / Math.max(w, h))
  return { width: Math.round(w * scale), height: Math.round(h * scale) }
}

async function stampH5 (path: string, lines: string[]): Promise<string> {
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('照片无法读取'))
    img.src = path
  })
  const size = fit(image.naturalWidth, image.naturalHeight)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  draw(canvas.getContext('2d')!, image, size, lines)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
  if (!blob) throw new Error('照片水印生成失败')
  return URL.createObjectURL(blob)
}

async function stampWeapp (path: string, lines: string[]): Promise<string> {
  const info = await Taro.getImageInfo({ src: path })
  const size = fit(info.width, info.height)
  const canvas = Taro.createOffscreenCanvas({ type: '2d', width: size.width, height: size.height }) as unknown as {
    getContext: (t: '2d') => Ctx, createImage: () => { src: string, onload: () => void, onerror: () => void } & CanvasImageSource
  }
  const image = canvas.createImage()
  await new Promise<void>((resolve, reject) => {
    image.onload = resolve
    image.onerror = () => reject(new Error('照片无法读取'))
    image.src = path
  })
  draw(canvas.getContext('2d'), image, size, lines)
  const res = await Taro.canvasToTempFilePath({ canvas: canvas as never, fileType: 'jpg', quality: 0.85 } as never)
  return res.tempFilePath
}

export function stampPhoto (path: string, lines: string[]): Promise<string> {
  return isH5() ? stampH5(path, lines) : stampWeapp(path, lines)
}
