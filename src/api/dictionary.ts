/**
 * The dictionaries of /api/system (API.md §7): what the base store and the process centre's flow
 * categories ask. Apart from api/system.ts, which re-exports it, so the mini-program's main package
 * does not carry the rest (issue 12).
 */
import { request } from '@/platform/http'

/** An entry of a dictionary (API.md 7); tree dictionaries nest children. */
export interface DictionaryItem {
  id: string
  enCode?: string
  fullName: string
  parentId?: string
  children?: DictionaryItem[]
  [key: string]: unknown
}

/** A dictionary type with its entries, as DictionaryData/All lists them. */
export interface DictionaryGroup {
  id: string
  enCode: string
  fullName?: string
  isTree: 0 | 1
  dictionaryList: DictionaryItem[]
}

/** A plain list, whether the server wraps it in {list} or not. */
export const listOf = <T>(data: T[] | { list?: T[] } | null | undefined): T[] =>
  Array.isArray(data) ? data : Array.isArray(data?.list) ? data!.list! : []

/** GET /api/system/DictionaryData/All: every dictionary with its entries (cached by the base store). */
export async function getDictionaryAll (): Promise<DictionaryGroup[]> {
  const res = await request<{ list?: DictionaryGroup[] } | null>({ url: '/api/system/DictionaryData/All', load: false })
  return listOf(res.data)
}

/** GET /api/system/DictionaryData/{typeId}/Data/Selector: the entries of one dictionary (by id or enCode). */
export async function getDictionaryOptions (typeId: string): Promise<DictionaryItem[]> {
  const res = await request<{ list?: DictionaryItem[] } | null>({
    url: `/api/system/DictionaryData/${encodeURIComponent(typeId)}/Data/Selector`, load: false
  })
  return listOf(res.data)
}
