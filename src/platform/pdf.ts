/**
 * PDFs inside the app. H5: pdf.js draws the pages into canvases of a container. pdf.js and its
 * worker are served as they are published, from /static/pdfjs (the server's H5 site, plugins/h5.ts),
 * and loaded only when a viewer opens a document: the bundler's minifier breaks pdf.js's private
 * class fields (quoted names), and the library is too big for any page's own chunk anyway.
 * Mini-program: the document is downloaded and opened by WeChat's own viewer.
 */
import { renderSize } from '@/core/docs'
import { openDocument } from './documents'

const PDFJS = '/static/pdfjs/pdf.min.mjs'
const WORKER = '/static/pdfjs/pdf.worker.min.mjs'

export interface ShownPdf {
  pages: number
  close: () => void
}

/**
 * H5: fetches the PDF at `url` (a one-time link: fetched once) and draws its pages into
 * `container` (an element id), page 1 first; `onPage` after each page drawn.
 */
export async function showPdf (url: string, container: string, onPage?: (n: number, of: number) => void): Promise<ShownPdf> {
  if (process.env.TARO_ENV !== 'h5') throw new Error('showPdf is for H5')
  const pdfjs = await import(/* webpackIgnore: true */ PDFJS) as PdfJs
  return await drawPdf(pdfjs, url, container, onPage)
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')

async function drawPdf (pdfjs: PdfJs, url: string, container: string, onPage?: (n: number, of: number) => void): Promise<ShownPdf> {
  pdfjs.GlobalWorkerOptions.workerSrc = WORKER
  const res = await fetch(url)
  if (!res.ok) throw new Error('文档下载失败，请重试')
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(await res.arrayBuffer()) }).promise
  let closed = false
  const host = document.getElementById(container)
  if (!host) throw new Error('文档显示区域不存在')
  host.replaceChildren()
  void (async () => {
    for (let n = 1; n <= pdf.numPages && !closed; n++) {
      const page = await pdf.getPage(n)
      const base = page.getViewport({ scale: 1 })
      const { scale, ratio } = renderSize(base.width, host.clientWidth, window.devicePixelRatio)
      const viewport = page.getViewport({ scale: scale * ratio })
      const canvas = document.createElement('canvas')
      canvas.width = Math.floor(viewport.width)
      canvas.height = Math.floor(viewport.height)
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`
      canvas.setAttribute('aria-label', `第 ${n} 页`)
      canvas.dataset.page = String(n)
      host.appendChild(canvas)
      await page.render({ canvas, viewport }).promise
      canvas.dataset.drawn = '1'
      onPage?.(n, pdf.numPages)
    }
  })().catch(() => { /* closed while drawing */ })
  return { pages: pdf.numPages, close: () => { closed = true; void pdf.destroy() } }
}

/** Mini-program: WeChat's document viewer (downloaded to a temporary file first). */
export const openPdfNative = (url: string, name: string): Promise<void> => openDocument(url, name.endsWith('.pdf') ? name : `${name}.pdf`)
