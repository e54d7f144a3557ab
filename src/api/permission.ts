/** /api/permission/Users/Current: the signed-in user's own data (SPEC §7, API.md §7). */
import { request } from '@/platform/http'

/** GET /api/permission/Users/Current/BaseInfo (fields the server leaves out are absent). */
export interface UserBaseInfo {
  id?: string
  account?: string
  realName?: string
  headIcon?: string
  gender?: number | string | null
  birthday?: number | null
  mobilePhone?: string
  email?: string
  telePhone?: string
  urgentContacts?: string
  urgentTelePhone?: string
  certificatesNumber?: string
  postalAddress?: string
  signature?: string
  /** organization path ('公司/项目部'); some servers send organizeName / departmentName instead */
  organize?: string
  organizeName?: string
  departmentName?: string
  /** position names joined with ','; or positionName */
  position?: string
  positionName?: string
  /** role names joined with ','; or roleName */
  roleId?: string
  roleName?: string
  manager?: string
  [key: string]: unknown
}

/** PUT /api/permission/Users/Current/BaseInfo body: fields left out stay as they are. */
export type UserBaseInfoUpdate = Partial<Pick<UserBaseInfo,
  'realName' | 'gender' | 'birthday' | 'mobilePhone' | 'email' | 'telePhone' | 'urgentContacts' |
  'urgentTelePhone' | 'certificatesNumber' | 'postalAddress' | 'signature'>>

/** One entry of GET /api/permission/Users/Current/Subordinate/{id}. */
export interface Subordinate {
  id: string
  userName?: string
  realName?: string
  account?: string
  avatar?: string
  headIcon?: string
  department?: string
  position?: string
  /** false or 0 when the person has subordinates of their own */
  isLeaf?: boolean | number
}

export async function getBaseInfo (): Promise<UserBaseInfo> {
  const res = await request<UserBaseInfo>({ url: '/api/permission/Users/Current/BaseInfo' })
  return res.data
}

export async function updateBaseInfo (data: UserBaseInfoUpdate): Promise<void> {
  await request({ url: '/api/permission/Users/Current/BaseInfo', method: 'PUT', data })
}

/** PUT /api/permission/Users/Current/Avatar/{name}: `name` is what the userAvatar upload answered; answers the new headIcon. */
export async function updateAvatar (name: string): Promise<{ headIcon?: string }> {
  const res = await request<{ headIcon?: string } | null>({ url: `/api/permission/Users/Current/Avatar/${encodeURIComponent(name)}`, method: 'PUT' })
  return res.data ?? {}
}

/** POST /api/permission/Users/Current/Actions/ModifyPassword; both passwords as md5 hex. */
export async function modifyPassword (body: { oldPassword: string, password: string }): Promise<void> {
  await request({ url: '/api/permission/Users/Current/Actions/ModifyPassword', method: 'POST', data: body })
}

/** GET /api/permission/Users/Current/Subordinate/{id}: '0' for the signed-in user's own subordinates. */
export async function getSubordinates (id = '0'): Promise<Subordinate[]> {
  const res = await request<Subordinate[] | { list?: Subordinate[] } | null>({
    url: `/api/permission/Users/Current/Subordinate/${encodeURIComponent(id)}`
  })
  const data = res.data
  return Array.isArray(data) ? data : data?.list ?? []
}

/** One social platform of GET /api/permission/socials/login; `entity` is set when the user has bound it. */
export interface SocialBinding {
  enname?: string
  name?: string
  entity?: Record<string, unknown> | null
  [key: string]: unknown
}

/** GET /api/permission/socials/login: the social sign-ins and whether the current user has bound each. Quiet. */
export async function getSocialBindings (): Promise<SocialBinding[]> {
  const res = await request<SocialBinding[] | { list?: SocialBinding[] } | null>({
    url: '/api/permission/socials/login', toast: false, load: false
  })
  const data = res.data
  return Array.isArray(data) ? data : data?.list ?? []
}

export { getImUsers, getImUserTree, type ImUser, type ImUserNode } from './imUsers'

/** A node of the organize, department, position, role and group selectors (API.md 7). */
export interface SelectorNode {
  id: string
  parentId?: string
  fullName: string
  enCode?: string
  /** company | department | position | role | group, or organize/user in user trees */
  type?: string
  icon?: string
  organize?: string
  hasChildren?: boolean
  isLeaf?: boolean
  children?: SelectorNode[]
  [key: string]: unknown
}

const nodeList = (data: SelectorNode[] | { list?: SelectorNode[] } | null | undefined): SelectorNode[] =>
  Array.isArray(data) ? data : Array.isArray(data?.list) ? data!.list! : []

async function selector (url: string): Promise<SelectorNode[]> {
  const res = await request<SelectorNode[] | { list?: SelectorNode[] } | null>({ url, load: false })
  return nodeList(res.data)
}

/** GET /api/permission/Organize/Selector/0: the companies. */
export const getOrganizeTree = (): Promise<SelectorNode[]> => selector('/api/permission/Organize/Selector/0')
/** GET /api/permission/Organize/Department/Selector/0: companies and their departments. */
export const getDepartmentTree = (): Promise<SelectorNode[]> => selector('/api/permission/Organize/Department/Selector/0')
/** GET /api/permission/Position/Selector: organizes with their positions as leaves. */
export const getPositionTree = (): Promise<SelectorNode[]> => selector('/api/permission/Position/Selector')
/** GET /api/permission/Role/Selector. */
export const getRoleTree = (): Promise<SelectorNode[]> => selector('/api/permission/Role/Selector')
/** GET /api/permission/Group/Selector. */
export const getGroupTree = (): Promise<SelectorNode[]> => selector('/api/permission/Group/Selector')
/** GET /api/permission/Users/Selector: every visible user under their organize. */
export const getUserTree = (): Promise<SelectorNode[]> => selector('/api/permission/Users/Selector')

/** An id of any kind turned into a name by getSelectedList. */
export interface SelectedName {
  id: string
  type?: string
  fullName: string
  headIcon?: string
  organize?: string
}

/** POST /api/permission/Users/getSelectedList {ids}: picked ids (users, organizes, positions, roles...) → names. */
export async function getSelectedNames (ids: string[]): Promise<SelectedName[]> {
  if (ids.length === 0) return []
  const res = await request<SelectedName[] | { list?: SelectedName[] } | null>({
    url: '/api/permission/Users/getSelectedList', method: 'POST', data: { ids }, load: false
  })
  const data = res.data
  return Array.isArray(data) ? data : data?.list ?? []
}
