/** /api/Docs/{library}: the document libraries (types/api/docs.ts). */
import type { DocDetail, DocItem, DocLibrary, DocLibraryView } from '../../types/api/docs'
import { appendQuery } from '@/core/query'
import { request } from '@/platform/http'

const base = (library: DocLibrary) => `/api/Docs/${library}`

export async function getLibrary (library: DocLibrary): Promise<DocLibraryView> {
  return (await request<DocLibraryView>({ url: base(library), load: false })).data
}

export async function listDocuments (library: DocLibrary, query: { folderId?: string, keyword?: string, currentPage: number, pageSize: number }) {
  const data = (await request<{ list?: DocItem[], pagination?: { total?: number } } | null>({ url: appendQuery(`${base(library)}/Documents`, query), load: false })).data
  return { list: Array.isArray(data?.list) ? data!.list : [], total: Number(data?.pagination?.total) || 0 }
}

/** One document with a one-time link to its PDF: ask again for each opening. */
export async function getDocument (library: DocLibrary, id: string): Promise<DocDetail> {
  return (await request<DocDetail>({ url: `${base(library)}/Documents/${encodeURIComponent(id)}`, load: false })).data
}
