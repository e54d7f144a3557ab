/**
 * The document libraries' screens (types/api/docs.ts): which library a route shows and where its
 * documents open. 知识库 is listed twice (the workbench's and engineering management's); both
 * show the same library.
 */
import type { DocLibrary } from '../../types/api/docs'
import type { RoutePath } from '@/routes'

const LIBRARIES: readonly DocLibrary[] = ['knowledgeBase', 'industryStandard', 'drawPdfs']

export const isLibrary = (v: unknown): v is DocLibrary => typeof v === 'string' && (LIBRARIES as readonly string[]).includes(v)

/** The viewer a library's documents open in: each library's own pdfview, the drawings the shared PDF preview. */
export const VIEWER_OF: Record<DocLibrary, RoutePath> = {
  knowledgeBase: 'pages/apply/engineeringManagement/knowledgeBase/pdfview',
  industryStandard: 'pages/apply/industryStandard/pdfview',
  drawPdfs: 'pages/apply/previewPdf/index'
}

/** How a document is named in its list: its number before its title when it has one. */
export const documentName = (d: { docNo: string, title: string }): string => (d.docNo ? `${d.docNo} ${d.title}` : d.title)

/** The width a page is drawn at: the screen's, at least 280 px; pixels per CSS pixel capped at 2 (memory on old phones). */
export function renderSize (pageWidth: number, screenWidth: number, pixelRatio: number): { scale: number, ratio: number } {
  const width = Math.max(280, screenWidth)
  return { scale: width / pageWidth, ratio: Math.min(2, Math.max(1, pixelRatio || 1)) }
}
