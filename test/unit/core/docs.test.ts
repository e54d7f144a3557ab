import { documentName, isLibrary, renderSize, VIEWER_OF } from '@/core/docs'

describe('document libraries', () => {
  it('knows its three libraries and nothing else', () => {
    expect(['knowledgeBase', 'industryStandard', 'drawPdfs'].every(isLibrary)).toBe(true)
    expect(isLibrary('hotWork')).toBe(false)
    expect(isLibrary(undefined)).toBe(false)
  })

  it('opens drawings in the PDF preview and the others in their own viewer', () => {
    expect(VIEWER_OF.drawPdfs).toBe('pages/apply/previewPdf/index')
    expect(VIEWER_OF.industryStandard).toBe('pages/apply/industryStandard/pdfview')
  })

  it('names a document by number and title', () => {
    expect(documentName({ docNo: 'JTG F80/1-2017', title: '质量检验评定标准' })).toBe('JTG F80/1-2017 质量检验评定标准')
    expect(documentName({ docNo: '', title: '管理办法' })).toBe('管理办法')
  })

  it('draws a page at the screen width, at most two device pixels per CSS pixel', () => {
    expect(renderSize(595, 375, 3)).toEqual({ scale: 375 / 595, ratio: 2 })
    expect(renderSize(1191, 100, 0)).toEqual({ scale: 280 / 1191, ratio: 1 })
  })
})
