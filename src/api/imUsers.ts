/**
 * The people one can chat with (API.md §7): what the contacts tab asks. Apart from api/permission.ts,
 * which re-exports it, so the mini-program's main package does not carry the rest (issue 12).
 */
import { request } from '@/platform/http'

/** A row of GET /api/permission/Users/ImUser (contacts search). */
export interface ImUser {
  id: string
  account?: string
  realName?: string
  headIcon?: string
  department?: string
}

/** A node of POST /api/permission/Users/ImUser/Selector/{organizeId}: organizations, departments and users. */
export interface ImUserNode {
  id: string
  parentId?: string
  fullName: string
  type: 'organize' | 'department' | 'user' | string
  hasChildren?: boolean
  isLeaf?: boolean
  headIcon?: string
  organize?: string
  icon?: string
  children?: ImUserNode[]
}

/** GET /api/permission/Users/ImUser?currentPage&pageSize&keyword: one page of people one can chat with. */
export async function getImUsers (query: { currentPage: number, pageSize: number, keyword?: string }): Promise<{ list: ImUser[], total: number }> {
  const res = await request<{ list?: ImUser[], pagination?: { total?: number } } | null>({
    url: '/api/permission/Users/ImUser', data: query, load: false
  })
  const list = Array.isArray(res.data?.list) ? res.data!.list : []
  return { list, total: Number(res.data?.pagination?.total) || 0 }
}

/** POST /api/permission/Users/ImUser/Selector/{organizeId} {keyword}: the nodes under an organization ('0': the top). */
export async function getImUserTree (organizeId = '0', keyword = ''): Promise<ImUserNode[]> {
  const res = await request<ImUserNode[] | { list?: ImUserNode[] } | null>({
    url: `/api/permission/Users/ImUser/Selector/${encodeURIComponent(organizeId)}`,
    method: 'POST',
    data: { keyword }
  })
  const data = res.data
  return Array.isArray(data) ? data : data?.list ?? []
}
