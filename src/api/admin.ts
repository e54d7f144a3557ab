/** /api/permission administration (types/api/admin.ts): projects and their sections, people, units, roles. */
import type {
  AuthorityInput, BillRuleInput, BillRuleItem, ContractInput, DictionaryItemInput, DictionaryItemNode, DictionaryTypeItem, GeneratedFile, MenuInput, MenuNode, PositionInput, PositionItem, LogItem, LogQuery, ImportJob, ImportJobStart, ImportPreview, ImportResult, ImportRowView, MemberInput, OrganizeInput, ProjectMember, OpenTask, OrganizeNode, PersonInput, PersonItem, PersonUpdateInput, ProjectInfo, ProjectInput, ProjectItem,
  RoleAuthority, RoleInput, RoleItem, RoleMember
} from '../../types/api/admin'
import { request, upload } from '@/platform/http'
import { toPaged, type Paged } from './message'
import type { Page } from './workflow'

export type {
  AuthorityInput, ContractInput, DictionaryItemInput, DictionaryItemNode, DictionaryTypeItem, GeneratedFile, LogItem, LogQuery, ImportPreview, ImportResult, ImportRowView, MemberInput, OrganizeInput, ProjectMember, OpenTask, OrganizeNode, PersonInput, PersonItem, ProjectInfo, ProjectInput, ProjectItem,
  RoleAuthority, RoleInput, RoleItem, RoleMember
}

const BASE = '/api/permission'
const seg = (id: string) => encodeURIComponent(id)

const get = async <T>(url: string, data?: unknown): Promise<T> =>
  (await request<T>({ url: `${BASE}/${url}`, data, load: false })).data
const list = async <T>(url: string, data?: unknown): Promise<T[]> => {
  const res = await get<{ list?: T[] } | null>(url, data)
  return Array.isArray(res?.list) ? res!.list : []
}
const send = async <T = unknown>(method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> =>
  (await request<T>({ url: `${BASE}/${url}`, method, data: data ?? {} })).data

/**
 * DELETE: refused deletes are not toasted here, because the screen shows the reason where it stays
 * (and offers 禁用 when the server suggests it).
 */
const remove = async (url: string): Promise<void> => {
  await request({ url: `${BASE}/${url}`, method: 'DELETE', data: {}, toast: false })
}

/** GET Project: the projects I administer (every project for a system administrator). */
export const getProjects = (keyword = ''): Promise<ProjectItem[]> => list('Project', keyword ? { keyword } : undefined)
/** GET Project/{id}: a project with its sections and administrators. */
export const getProject = (id: string): Promise<ProjectInfo> => get(`Project/${seg(id)}`)
/** POST Project: a project with its sections (system administrators). */
export const createProject = (body: ProjectInput): Promise<{ id: string, contractIds: string[] }> => send('POST', 'Project', body)
/** POST Project/{id}/Contract: adds a section. */
export const addContract = (projectId: string, body: ContractInput): Promise<{ id: string }> =>
  send('POST', `Project/${seg(projectId)}/Contract`, body)

/** PUT Project/{id}: the project's own fields (system administrators). */
export const updateProject = (id: string, body: Omit<ProjectInput, 'contracts'>): Promise<void> => send('PUT', `Project/${seg(id)}`, body)
/** DELETE Project/{id}: refused while it has sections, people or records. */
export const removeProject = (id: string): Promise<void> => remove(`Project/${seg(id)}`)
export const updateContract = (projectId: string, contractId: string, body: ContractInput): Promise<void> =>
  send('PUT', `Project/${seg(projectId)}/Contract/${seg(contractId)}`, body)
/** DELETE Project/{id}/Contract/{contractId}: refused while it has people or records. */
export const removeContract = (projectId: string, contractId: string): Promise<void> => remove(`Project/${seg(projectId)}/Contract/${seg(contractId)}`)

/** GET Users: people within my reach, a page at a time. */
export const getPeople = async (query: { currentPage: number, pageSize: number, keyword?: string, enabledMark?: number }): Promise<Page<PersonItem>> => {
  const res = toPaged(await get<Partial<Paged<PersonItem>> | null>('Users', query), query)
  return { list: res.list, total: res.pagination.total }
}
/** GET Users/{id}: one person, with the count of their open todos. */
export const getPerson = (id: string): Promise<PersonItem> => get(`Users/${seg(id)}`)
/** POST Users: a new person; the generated initial password is answered once. */
export const createPerson = (body: PersonInput): Promise<{ id: string, password?: string }> => send('POST', 'Users', body)
/** POST Users/{id}/Actions/ResetPassword: a generated password, answered once; the person must change it. */
/** PUT Users/{id}: name, mobile, unit, roles (only roles the writer holds may be added). */
export const updatePerson = (id: string, body: PersonUpdateInput): Promise<void> => send('PUT', `Users/${seg(id)}`, body)
/** DELETE Users/{id}: refused while they have records or todos (禁用 them instead). */
export const removePerson = (id: string): Promise<void> => remove(`Users/${seg(id)}`)
export const resetPassword = (id: string): Promise<{ password?: string }> => send('POST', `Users/${seg(id)}/Actions/ResetPassword`)
/** PUT Users/{id}/Actions/State: 0 disables (their sessions end; their open todos are answered), 1 enables. */
export const setPersonState = (id: string, enabledMark: 0 | 1): Promise<{ openTasks: OpenTask[] }> =>
  send('PUT', `Users/${seg(id)}/Actions/State`, { enabledMark })
/** PUT Users/{id}/Actions/Unlock */
export const unlockPerson = (id: string): Promise<void> => send('PUT', `Users/${seg(id)}/Actions/Unlock`)
/** GET Users/{id}/OpenTasks: the person's open todos. */
export const getOpenTasks = (id: string): Promise<OpenTask[]> => list(`Users/${seg(id)}/OpenTasks`)
/** POST Users/workHandover: hands the person's open todos to someone else. */
export const handOver = (fromId: string, toId: string): Promise<void> => send('POST', 'Users/workHandover', { fromId, toId })

/** GET Organize/Tree: units and their departments. */
export const getOrganizeTree = (): Promise<OrganizeNode[]> => list('Organize/Tree')
/** GET Role: roles I may see (organisation templates and my projects' roles). */
export const getRoles = (projectId?: string): Promise<RoleItem[]> => list('Role', projectId ? { projectId } : undefined)
/** POST Role: an organisation role, or a project's role from a template (its grants copied). */
export const createRole = (body: RoleInput): Promise<{ id: string }> => send('POST', 'Role', body)
/** GET Authority/Data/{roleId}/Values: the role's grants, module by module, with what the caller may give. */
export const updateRole = (id: string, body: Pick<RoleInput, 'fullName' | 'enCode'>): Promise<void> => send('PUT', `Role/${seg(id)}`, body)
/** DELETE Role/{id}: refused while someone holds it. */
export const removeRole = (id: string): Promise<void> => remove(`Role/${seg(id)}`)
export const getAuthority = (roleId: string): Promise<RoleAuthority> => get(`Authority/Data/${seg(roleId)}/Values`)
/** PUT Authority/Data/{roleId}: the role's grants, whole; every holder follows at once. */
export const saveAuthority = (roleId: string, body: AuthorityInput): Promise<void> => send('PUT', `Authority/Data/${seg(roleId)}`, body)
/** GET UserRelation/{roleId}: who holds the role. */
export const getRoleMembers = (roleId: string): Promise<RoleMember[]> => list(`UserRelation/${seg(roleId)}`)
/** GET Project/{id}/Members: who works on the project, on which sections, with which roles. */
export const getMembers = (projectId: string): Promise<ProjectMember[]> => list(`Project/${seg(projectId)}/Members`)
/** PUT Project/{id}/Members/{userId}: puts a person on the project's sections (and gives roles); their pickers follow at once. */
export const putMember = (projectId: string, userId: string, body: MemberInput): Promise<void> =>
  send('PUT', `Project/${seg(projectId)}/Members/${seg(userId)}`, body)
/** DELETE Project/{id}/Members/{userId}: takes a person off the project. */
export const removeMember = (projectId: string, userId: string): Promise<void> => send('DELETE', `Project/${seg(projectId)}/Members/${seg(userId)}`)
/** POST Organize (a unit) or Organize/Department (under a unit or department). */
export const createOrganize = (body: OrganizeInput): Promise<{ id: string }> =>
  send('POST', body.parentId ? 'Organize/Department' : 'Organize', body)
/** DELETE Organize/{id} or Organize/Department/{id}: only one with nothing in it. */
export const removeOrganize = (id: string, department: boolean): Promise<void> =>
  send('DELETE', department ? `Organize/Department/${seg(id)}` : `Organize/${seg(id)}`)
/** GET Users/TemplateDownload: the import template. */
export const importTemplate = (): Promise<GeneratedFile> => get('Users/TemplateDownload')
/** POST Users/Uploader: the filled template, kept for me only; answers its name for the preview. */
export const uploadImport = async (filePath: string): Promise<{ fileName: string }> =>
  (await upload<{ fileName: string }>({ url: `${BASE}/Users/Uploader`, filePath, name: 'file' })).data
/** GET Users/ImportPreview: every row, the bad ones with why. */
export const importPreview = (fileName: string): Promise<ImportPreview> => get('Users/ImportPreview', { fileName })
/** POST Users/ImportJob: starts importing the good rows in the background; answers the job's id and key. */
export const startImportJob = (fileName: string, sms = false): Promise<ImportJobStart> => send('POST', 'Users/ImportJob', sms ? { fileName, sms } : { fileName })
/** GET Users/ImportJob/{id}: its progress; once ended, with its key, the passwords until forgotten. */
/** DELETE Users/ImportJob/{id}/Passwords: the app has shown the passwords; the server deletes them. */
export const forgetImportPasswords = (id: string): Promise<void> => remove(`Users/ImportJob/${seg(id)}/Passwords`)
export const readImportJob = async (id: string, key: string): Promise<ImportJob> =>
  (await request<ImportJob>({ url: `${BASE}/Users/ImportJob/${seg(id)}`, header: { 'X-Import-Key': key }, load: false, toast: false })).data
/** POST Users/ImportData: imports the good rows; their generated passwords are answered once. */
export const importPeople = (fileName: string): Promise<ImportResult> => send('POST', 'Users/ImportData', { fileName })
/** POST Users/ExportExceptionData: the bad rows as a sheet with a reason column. */
export const exportBadRows = (list: ImportRowView[]): Promise<GeneratedFile> => send('POST', 'Users/ExportExceptionData', { list })
/** GET Users/ExportData: the people list (as filtered) as a sheet. */
export const exportPeople = (query: { keyword?: string, enabledMark?: number }): Promise<GeneratedFile> => get('Users/ExportData', query)
/** GET /api/system/Log: the audit, a page at a time, newest first. */
export const getLog = async (query: LogQuery & { currentPage: number, pageSize: number }): Promise<Page<LogItem>> => {
  const res = toPaged((await request<Partial<Paged<LogItem>> | null>({ url: '/api/system/Log', data: query, load: false })).data, query)
  return { list: res.list, total: res.pagination.total }
}
/** GET /api/system/Log/Export: what the filter shows, as a sheet. */
export const exportLog = async (query: LogQuery): Promise<GeneratedFile> =>
  (await request<GeneratedFile>({ url: '/api/system/Log/Export', data: query })).data
/** POST organizeAdminIsTrator: makes a member the project's administrator (system administrators). */
export const addProjectAdmin = (projectId: string, userId: string): Promise<void> =>
  send('POST', 'organizeAdminIsTrator', { userId, organizeId: projectId, organizeType: 'project' })
/** DELETE organizeAdminIsTrator/{projectId}:{userId} */
export const removeProjectAdmin = (projectId: string, userId: string): Promise<void> =>
  send('DELETE', `organizeAdminIsTrator/${seg(`${projectId}:${userId}`)}`)

/** GET Position: every position with its unit and holders. */
export const getPositions = (): Promise<PositionItem[]> => list('Position')
export const createPosition = (body: PositionInput): Promise<{ id: string }> => send('POST', 'Position', body)
export const updatePosition = (id: string, body: PositionInput): Promise<void> => send('PUT', `Position/${seg(id)}`, body)
export const removePosition = (id: string): Promise<void> => send('DELETE', `Position/${seg(id)}`)

// --- /api/system administration: dictionaries -------------------------------------------------

const SYSTEM = '/api/system'
const sysList = async <T>(url: string, data?: unknown): Promise<T[]> => {
  const res = (await request<{ list?: T[] } | null>({ url: `${SYSTEM}/${url}`, data, load: false })).data
  return Array.isArray(res?.list) ? res!.list : []
}
const sysSend = async <T = unknown>(method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> =>
  (await request<T>({ url: `${SYSTEM}/${url}`, method, data: data ?? {} })).data

/** GET DictionaryType: every dictionary with its item count. */
export const getDictionaries = (): Promise<DictionaryTypeItem[]> => sysList('DictionaryType')
/** GET DictionaryData/{typeId}: its items, disabled ones too (a tree for a tree dictionary). */
export const getDictionaryItems = (typeId: string): Promise<DictionaryItemNode[]> => sysList(`DictionaryData/${seg(typeId)}`)
export const createDictionaryItem = (body: DictionaryItemInput & { dictionaryTypeId: string }): Promise<{ id: string }> => sysSend('POST', 'DictionaryData', body)
export const updateDictionaryItem = (id: string, body: DictionaryItemInput): Promise<void> => sysSend('PUT', `DictionaryData/${seg(id)}`, body)
export const removeDictionaryItem = (id: string): Promise<void> => sysSend('DELETE', `DictionaryData/${seg(id)}`)

/** GET BillRule: every bill-number rule with today's example number. */
export const getBillRules = async (): Promise<BillRuleItem[]> => sysList('BillRule', { currentPage: 1, pageSize: 500 })
export const createBillRule = (body: BillRuleInput): Promise<{ id: string }> => sysSend('POST', 'BillRule', body)
export const updateBillRule = (id: string, body: BillRuleInput): Promise<void> => sysSend('PUT', `BillRule/${seg(id)}`, body)
export const removeBillRule = (id: string): Promise<void> => sysSend('DELETE', `BillRule/${seg(id)}`)

/** GET Menu?category=App: the workbench's sections and entries, hidden ones too. */
export const getMenus = (): Promise<MenuNode[]> => sysList('Menu', { category: 'App' })
export const updateMenu = (id: string, body: MenuInput): Promise<void> => sysSend('PUT', `Menu/${seg(id)}`, body)
/** PUT Menu/Actions/Sort: the entries of one section, in this order. */
export const sortMenus = (ids: string[]): Promise<void> => sysSend('PUT', 'Menu/Actions/Sort', { ids })
