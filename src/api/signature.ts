/** /api/Signature/signaturefddservice: the hand-signature push, documents to sign, signing, person seal (SPEC §7). */
import type {
  DocumentLink, HandSignBody, HandSignState, RoleSignAnswer, SignListItem, SignRecord
} from '../../types/api/signature'
import { appendQuery } from '@/core/query'
import { request } from '@/platform/http'
import { fileUrl } from './file'
import { toPaged, type Paged } from './message'
import type { Page } from './workflow'

export type { HandSignBody, RoleSignAnswer, SignListItem, SignRecord }

export type RoleSignFlag = RoleSignAnswer['flag']

/** Query of GET SignList. */
export interface SignListQuery {
  state: HandSignState
  currentPage: number
  pageSize: number
  keyword?: string
}

/** `data` of POST CreatePersonSeal: my seal, made from my name on the first call. */
export interface PersonSeal {
  userId: string
  sealName: string
  /** data:image/svg+xml;base64,… */
  sealImg: string
  createTime: number
  /** made by this call (false: the seal I already had) */
  created: boolean
}

const BASE = '/api/Signature/signaturefddservice'
const seg = (id: string) => encodeURIComponent(id)

type Quiet = { toast?: boolean }

/** POST GetRoleSign/?flag=login|approve: whether documents wait for my signature. Background: no loading indicator. */
export async function getRoleSign (flag: RoleSignFlag, opts: Quiet = {}): Promise<RoleSignAnswer> {
  const res = await request<RoleSignAnswer>({ url: appendQuery(`${BASE}/GetRoleSign/`, { flag }), method: 'POST', data: {}, load: false, ...opts })
  return res.data
}

/** GET SignList?state&currentPage&pageSize&keyword: one page of my documents, waiting (0) or signed (1). */
export async function getSignList (query: SignListQuery, opts: Quiet = {}): Promise<Page<SignListItem>> {
  const res = await request<Partial<Paged<SignListItem>> | null>({ url: `${BASE}/SignList`, data: query, load: false, ...opts })
  const page = toPaged(res.data, query)
  return { list: page.list, total: page.pagination.total }
}

/** GET SignList/{id}: the record, its fields in the JSON string `data`. */
export async function getSignRecord (id: string, opts: Quiet = {}): Promise<SignRecord> {
  const res = await request<SignRecord>({ url: `${BASE}/SignList/${seg(id)}`, load: false, ...opts })
  return res.data
}

/** POST HandSign/{id} {signImg, signType}: signs the document; resolves with the server's message. */
export async function handSign (id: string, body: HandSignBody): Promise<{ msg: string }> {
  const res = await request<null>({ url: `${BASE}/HandSign/${seg(id)}`, method: 'POST', data: body })
  return { msg: res.msg }
}

/** POST CreatePersonSeal: my seal (made from my name on the first call). */
export async function createPersonSeal (): Promise<PersonSeal> {
  const res = await request<PersonSeal>({ url: `${BASE}/CreatePersonSeal`, method: 'POST', data: {} })
  return res.data
}

/** GET Document/{id}: the address of an expiring HTML view of the document; a path on the server
 *  ('/api/…') is made absolute, anything else is left for the caller to judge. */
export async function getDocumentUrl (id: string): Promise<string> {
  const res = await request<DocumentLink | null>({ url: `${BASE}/Document/${seg(id)}`, load: false })
  const url = String(res.data?.url ?? '')
  return /^\/(?!\/)/.test(url) ? fileUrl(url) : url
}

/** One of my saved hand signatures (GET /api/permission/Users/Current/SignImg). */
export interface MySign {
  id: string
  /** data:image/png|svg+xml;base64,… */
  signImg: string
  isDefault: 0 | 1
  creatorTime: number
}

const MINE = '/api/permission/Users/Current'

/** My saved signatures, the newest first. */
export async function listMySigns (): Promise<MySign[]> {
  const res = await request<MySign[] | null>({ url: `${MINE}/SignImg`, load: false })
  return Array.isArray(res.data) ? res.data : []
}

/** Saves a signature drawn on the pad; the first one, or one saved with isDefault, becomes the default. */
export async function addMySign (signImg: string, isDefault: boolean): Promise<{ id: string }> {
  return (await request<{ id: string }>({ url: `${MINE}/SignImg`, method: 'POST', data: { signImg, isDefault: isDefault ? 1 : 0 } })).data
}

export async function setDefaultSign (id: string): Promise<void> {
  await request<null>({ url: `${MINE}/${seg(id)}/SignImg`, method: 'PUT', data: {} })
}

/** Deletes a signature; deleting the default hands it to the newest left (the server's rule). */
export async function removeMySign (id: string): Promise<void> {
  await request<null>({ url: `${MINE}/${seg(id)}/SignImg`, method: 'DELETE' })
}
