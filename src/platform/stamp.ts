/**
 * A photo with lines of text stamped in its lower corner (time and place of a field-service punch),
 * so the picture itself carries them wherever it is shown. H5 draws on a canvas element; the
 * mini-program on an offscreen 2d canvas. The original path is answered when it cannot be drawn.
 */
import Taro from '@tarojs/taro'
import { isH5 } from './wechat'

const QUALITY = 0.85

function drawLines (ctx: CanvasRenderingContext2D, width: number, height: number, lines: string[]): void {
  const size = Math.max(14, Math.round(width / 28))
  const pad = Math.round(size * 0.6)
  ctx.font = `${size}px sans-serif`
  const boxHeight = lines.length * size * 1.35 + pad * 2
  ctx.fillStyle = 'rgba(0, 0, 0, 0.45)'
  ctx.fillRect(0, height - boxHeight, width, boxHeight)
  ctx.fillStyle = '#fff'
  ctx.textBaseline = 'top'
  lines.forEach((line, i) => ctx.fillText(line, pad, height - boxHeight + pad + i * size * 1.35, width - pad * 2))
}

async function stampH5 (path: string, lines: string[]): Promise<string> {
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = reject
    img.src = path
  })
  const canvas = document.createElement('canvas')
  canvas.width = image.naturalWidth
  canvas.height = image.naturalHeight
  const ctx = canvas.getContext('2d')
  if (!ctx) return path
  ctx.drawImage(image, 0, 0)
  drawLines(ctx, canvas.width, canvas.height, lines)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY))
  return blob ? URL.createObjectURL(blob) : path
}

async function stampMiniProgram (path: string, lines: string[]): Promise<string> {
  const info = await Taro.getImageInfo({ src: path })
  const canvas = Taro.createOffscreenCanvas({ type: '2d', width: info.width, height: info.height }) as unknown as {
    getContext: (t: '2d') => CanvasRenderingContext2D, createImage: () => HTMLImageElement
  }
  const ctx = canvas.getContext('2d')
  const image = canvas.createImage()
  await new Promise<void>((resolve, reject) => { image.onload = () => resolve(); image.onerror = reject; image.src = path })
  ctx.drawImage(image, 0, 0, info.width, info.height)
  drawLines(ctx, info.width, info.height, lines)
  const res = await Taro.canvasToTempFilePath({ canvas: canvas as never, fileType: 'jpg', quality: QUALITY } as never)
  return res.tempFilePath
}

/** The photo at `path` with `lines` stamped on it: a new temporary path. */
export async function stampPhoto (path: string, lines: string[]): Promise<string> {
  try {
    return isH5() ? await stampH5(path, lines) : await stampMiniProgram(path, lines)
  } catch {
    return path
  }
}
