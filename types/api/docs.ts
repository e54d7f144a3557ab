/**
 * /api/Docs/{library}: the document libraries (知识库, 行业标准, 图纸). A library is the catalog
 * module whose tile grants it; its documents are PDFs of the file store, in folders, each placed
 * in a contract section (or none: the whole project) and seen within the grant's data scope.
 */

export type DocLibrary = 'knowledgeBase' | 'industryStandard' | 'drawPdfs'

export interface DocFolder {
  id: string
  name: string
  /** documents of the folder the caller sees */
  count: number
}

/** GET /api/Docs/{library}: its folders and what the caller may do. */
export interface DocLibraryView {
  title: string
  folders: DocFolder[]
  canAdd: boolean
  canRemove: boolean
}

export interface DocItem {
  id: string
  folderId: string
  folderName: string
  docNo: string
  title: string
  fileName: string
  /** bytes */
  fileSize: number
  contractId: string | null
  /** '' for a document of the whole project */
  contractName: string
  authorName: string
  createdAt: number
}

/** GET /api/Docs/{library}/Documents/{id}: the item with a one-time signed link to its PDF. */
export interface DocDetail extends DocItem {
  url: string
}

/** POST /api/Docs/{library}/Documents: a PDF the caller uploaded (its fileVersionId) filed in a folder. */
export interface DocAddBody {
  folderId: string
  title: string
  docNo?: string
  fileId: string
  /** the section it belongs to; absent: the caller's current section */
  contractId?: string
}
