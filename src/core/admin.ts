/**
 * Rules of the 管理 (administration) area: what a form must hold before it is sent (the server
 * checks everything again and names what is wrong), how grants are edited within what the writer
 * holds, and how units, states, imports and the audit read. Who sees the area: adminAccess.ts.
 * No Taro, no requests.
 */
import type {
  MenuNode, AuthorityInput, BillDateFormat, BillRuleInput, BillRuleItem, ContractInput, DataScope, DictionaryItemInput, DictionaryItemNode, PositionInput, PositionItem, ImportJob, ImportPreview, ImportResult, LogItem, LogQuery, MemberInput, ModuleAuthority, OpenTask,
  OrganizeInput, OrganizeNode, PersonInput, PersonItem, PersonState, PersonUpdateInput, ProjectInfo, ProjectInput, RoleAuthority, RoleInput, RoleItem, UnitType,
  ContractItem
} from '../../types/api/admin'
import { RequestError } from './request'
import { mobile } from './validate'

export { ADMIN_HOME, adminReach, isAdministrator } from './adminAccess'
export const PROJECTS_PATH = 'pages/admin/project/index' as const
export const PEOPLE_PATH = 'pages/admin/people/index' as const
export const ROLES_PATH = 'pages/admin/role/index' as const
export const ORGANIZE_PATH = 'pages/admin/organize/index' as const
export const AUDIT_PATH = 'pages/admin/audit/index' as const
export const DICTIONARY_PATH = 'pages/admin/dictionary/index' as const
export const POSITION_PATH = 'pages/admin/position/index' as const
export const BILL_RULE_PATH = 'pages/admin/billRule/index' as const
export const MENU_PATH = 'pages/admin/menu/index' as const
export const CHAIN_PATH = 'pages/admin/chain/index' as const

/** The server's code rule (admin.schemas.ts `code`): a letter or digit, then letters, digits, _ . - */
const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/
/** The server's account rule (admin.schemas.ts PersonBody.account). */
const ACCOUNT = /^[A-Za-z0-9][A-Za-z0-9_.@-]*$/

export interface ContractForm {
  fullName: string
  enCode: string
  constructionUnitId: string
  supervisionUnitId: string
}

export interface ProjectForm {
  fullName: string
  enCode: string
  location: string
  ownerUnitId: string
  /** start of day, epoch ms, or null */
  startDate: number | null
  endDate: number | null
  contracts: ContractForm[]
}

export const emptyContract = (): ContractForm => ({ fullName: '', enCode: '', constructionUnitId: '', supervisionUnitId: '' })
export const emptyProject = (): ProjectForm => ({
  fullName: '', enCode: '', location: '', ownerUnitId: '', startDate: null, endDate: null, contracts: [emptyContract()]
})

function codeProblem (code: string, what: string): string | null {
  const c = code.trim()
  if (!c) return `请填写${what}编码`
  if (c.length > 50) return `${what}编码不能超过 50 个字符`
  if (!CODE.test(c)) return `${what}编码只能包含字母、数字、下划线、点和横线，且以字母或数字开头`
  return null
}

/** The first thing wrong with a section, or null. `n` numbers it in the message (第 n 个合同段). */
export function contractProblem (c: ContractForm, n?: number): string | null {
  const which = n === undefined ? '合同段' : `第 ${n} 个合同段`
  if (!c.fullName.trim()) return `请填写${which}的名称`
  if (c.fullName.trim().length > 100) return `${which}的名称不能超过 100 个字`
  return codeProblem(c.enCode, which)
}

/** The first thing wrong with a new project and its sections, or null. */
export function projectProblem (f: ProjectForm): string | null {
  if (!f.fullName.trim()) return '请填写项目名称'
  if (f.fullName.trim().length > 100) return '项目名称不能超过 100 个字'
  const code = codeProblem(f.enCode, '项目')
  if (code) return code
  if (f.startDate !== null && f.endDate !== null && f.endDate < f.startDate) return '结束日期不能早于开始日期'
  for (const [i, c] of f.contracts.entries()) {
    const problem = contractProblem(c, i + 1)
    if (problem) return problem
  }
  const codes = f.contracts.map((c) => c.enCode.trim().toLowerCase())
  if (new Set(codes).size !== codes.length) return '合同段编码不能重复'
  return null
}

const contractInput = (c: ContractForm): ContractInput => ({
  fullName: c.fullName.trim(), enCode: c.enCode.trim(),
  ...(c.constructionUnitId ? { constructionUnitId: c.constructionUnitId } : {}),
  ...(c.supervisionUnitId ? { supervisionUnitId: c.supervisionUnitId } : {})
})

export const toContractInput = contractInput

export function toProjectInput (f: ProjectForm): ProjectInput {
  return {
    fullName: f.fullName.trim(), enCode: f.enCode.trim(), location: f.location.trim(),
    startDate: f.startDate, endDate: f.endDate,
    ...(f.ownerUnitId ? { ownerUnitId: f.ownerUnitId } : {}),
    contracts: f.contracts.map(contractInput)
  }
}

/** The edit form of an existing project: its own fields; its sections are edited one by one. */
export function projectEditForm (p: Pick<ProjectInfo, 'fullName' | 'enCode' | 'location' | 'ownerUnitId' | 'startDate' | 'endDate'>): ProjectForm {
  return {
    fullName: p.fullName, enCode: p.enCode, location: p.location, ownerUnitId: p.ownerUnitId,
    startDate: p.startDate, endDate: p.endDate, contracts: []
  }
}

/** PUT Project/{id}: the project's own fields; an emptied owner unit is sent as '' so the server clears it. */
export function toProjectUpdate (f: ProjectForm): Omit<ProjectInput, 'contracts'> {
  const { contracts: _sections, ...rest } = toProjectInput(f)
  return { ...rest, ownerUnitId: f.ownerUnitId }
}

export const contractEditForm = (c: Pick<ContractItem, 'fullName' | 'enCode' | 'constructionUnitId' | 'supervisionUnitId'>): ContractForm => ({
  fullName: c.fullName, enCode: c.enCode, constructionUnitId: c.constructionUnitId, supervisionUnitId: c.supervisionUnitId
})

/** PUT Project/{id}/Contract/{contractId}: emptied units are sent as '' so the server clears them. */
export const toContractUpdate = (c: ContractForm): ContractInput => ({
  ...contractInput(c), constructionUnitId: c.constructionUnitId, supervisionUnitId: c.supervisionUnitId
})

export interface PersonForm {
  account: string
  realName: string
  mobilePhone: string
  organizeId: string
  roleIds: string[]
  projectId: string
  contractIds: string[]
}

export const emptyPerson = (projectId = ''): PersonForm => ({
  account: '', realName: '', mobilePhone: '', organizeId: '', roleIds: [], projectId, contractIds: []
})

/** The first thing wrong with a new person, or null. A project administrator must place them on a project. */
export function personProblem (f: PersonForm, reach: 'system' | 'project'): string | null {
  const account = f.account.trim()
  if (!account) return '请填写账号'
  if (account.length > 50) return '账号不能超过 50 个字符'
  if (!ACCOUNT.test(account)) return '账号只能包含字母、数字、下划线、点、@ 和横线，且以字母或数字开头'
  if (!f.realName.trim()) return '请填写姓名'
  if (f.realName.trim().length > 50) return '姓名不能超过 50 个字'
  if (f.mobilePhone.trim() && !mobile(f.mobilePhone.trim())) return '请填写正确的手机号'
  if (!f.organizeId) return '请选择所在单位'
  if (reach === 'project' && !f.projectId) return '请选择人员所在的项目'
  if (f.contractIds.length > 0 && !f.projectId) return '请先选择项目，再选择合同段'
  return null
}

export function toPersonInput (f: PersonForm): PersonInput {
  return {
    account: f.account.trim(), realName: f.realName.trim(), organizeId: f.organizeId,
    ...(f.mobilePhone.trim() ? { mobilePhone: f.mobilePhone.trim() } : {}),
    ...(f.roleIds.length ? { roleId: f.roleIds.join(',') } : {}),
    ...(f.projectId ? { projectIds: [f.projectId], contractIds: f.contractIds } : {})
  }
}

/** The edit form of an existing person: the account stays; the project and sections are set on the project's page. */
export function personEditForm (p: Pick<PersonItem, 'account' | 'realName' | 'mobilePhone' | 'organizeId' | 'roleId' | 'projectIds' | 'contractIds'>): PersonForm {
  return {
    account: p.account, realName: p.realName, mobilePhone: p.mobilePhone, organizeId: p.organizeId,
    roleIds: p.roleId.split(',').filter(Boolean), projectId: p.projectIds[0] ?? '', contractIds: p.contractIds
  }
}

/**
 * The roles an edited person may hold, from the lists of each of their projects (each list has the
 * organisation's roles too): each once, a project's role named with its project when they work on
 * several, so 安全员 of one project is told from 安全员 of another.
 */
export function personRoleOptions (lists: ReadonlyArray<readonly RoleItem[]>): Array<{ value: string, text: string }> {
  const seen = new Map<string, RoleItem>()
  for (const list of lists) for (const r of list) if (!seen.has(r.id)) seen.set(r.id, r)
  const several = lists.length > 1
  return [...seen.values()].map((r) => ({ value: r.id, text: several && r.projectName ? `${r.fullName}（${r.projectName}）` : r.fullName }))
}

/** The first thing wrong with an edited person, or null: checked as when they were made. */
export const personEditProblem = (f: PersonForm): string | null => personProblem(f, 'system')

/** An emptied mobile is sent as '' so the server clears it. */
export const toPersonUpdate = (f: PersonForm): PersonUpdateInput => ({
  realName: f.realName.trim(), organizeId: f.organizeId, mobilePhone: f.mobilePhone.trim(), roleId: f.roleIds.join(',')
})

/** What to show for a failed delete: the server's reason, or a retry hint when it was not reached. */
export const refusalText = (err: unknown): string =>
  err instanceof RequestError && err.kind !== 'cancel' && err.message ? err.message : '网络异常，删除未完成，请稍后重试'

/** A refused delete whose reason offers disabling instead (a person with records or todos, a project with records). */
export const offersDisable = (reason: string): boolean => /改为禁用|可停用/.test(reason)

export interface UnitOption {
  value: string
  text: string
}

/**
 * The tree flattened to choices, each named by its path (单位 / 部门). `unitsOnly`: the units
 * themselves (a project's owner, a section's contractor), not their departments.
 */
export function unitOptions (tree: OrganizeNode[], unitsOnly = false): UnitOption[] {
  const out: UnitOption[] = []
  const walk = (nodes: OrganizeNode[], path: string[]) => {
    for (const n of nodes) {
      const here = [...path, n.fullName]
      const isUnit = n.category !== 'department'
      if (n.enabledMark !== 0 && (!unitsOnly || isUnit)) out.push({ value: n.id, text: here.join(' / ') })
      walk(n.children ?? [], here)
    }
  }
  walk(tree, [])
  return out
}

/** The units of one kind (建设单位 owner, 施工单位 contractor, 监理单位 supervision), for a project's pickers. */
export function unitsOfType (tree: OrganizeNode[], unitType: string): UnitOption[] {
  const out: UnitOption[] = []
  const walk = (nodes: OrganizeNode[]) => {
    for (const n of nodes) {
      if (n.category !== 'department' && n.unitType === unitType && n.enabledMark !== 0) out.push({ value: n.id, text: n.fullName })
      walk(n.children ?? [])
    }
  }
  walk(tree)
  return out
}

export const STATE_TEXT: Record<PersonState, { text: string, tone: 'ok' | 'off' | 'warn' }> = {
  1: { text: '启用', tone: 'ok' },
  0: { text: '禁用', tone: 'off' },
  2: { text: '锁定', tone: 'warn' }
}

/** What to say after a leaver is disabled: their sessions ended; their open todos await hand-over. */
export function disabledText (name: string, open: OpenTask[]): string {
  if (open.length === 0) return `已禁用${name}，其登录已失效`
  const shown = open.slice(0, 3).map((t) => `「${t.fullName}」`).join('、')
  return `已禁用${name}，其登录已失效。尚有 ${open.length} 条待办：${shown}${open.length > 3 ? ' 等' : ''}，请移交给他人`
}

/** The period of a project, '2026-01-01 至 2028-12-31', or what of it is known. */
export function periodText (start: number | null, end: number | null, format: (ms: number) => string): string {
  if (start === null && end === null) return '未设工期'
  return `${start === null ? '—' : format(start)} 至 ${end === null ? '—' : format(end)}`
}

// --- roles and grants ------------------------------------------------------------------------

export interface RoleForm {
  fullName: string
  enCode: string
  /** '' : an organisation role (system administrators) */
  projectId: string
  /** the role whose grants the new one starts from ('' : none) */
  templateId: string
}

export const emptyRole = (projectId = ''): RoleForm => ({ fullName: '', enCode: '', projectId, templateId: '' })

/** The first thing wrong with a new role, or null. A project administrator makes roles of their project only. */
export function roleProblem (f: RoleForm, reach: 'system' | 'project'): string | null {
  if (!f.fullName.trim()) return '请填写角色名称'
  if (f.fullName.trim().length > 50) return '角色名称不能超过 50 个字'
  const code = codeProblem(f.enCode, '角色')
  if (code) return code
  if (reach === 'project' && !f.projectId) return '请选择角色所属的项目'
  return null
}

export const roleEditForm = (r: Pick<RoleItem, 'fullName' | 'enCode' | 'projectId'>): RoleForm =>
  ({ fullName: r.fullName, enCode: r.enCode, projectId: r.projectId, templateId: '' })

/** PUT Role/{id}: its name and code; where it belongs and what it started from stay. */
export const toRoleUpdate = (f: RoleForm): Pick<RoleInput, 'fullName' | 'enCode'> => ({ fullName: f.fullName.trim(), enCode: f.enCode.trim() })

/** The data scopes, widest first, as the server names them (grantRules.ts SCOPE_NAMES). */
export const SCOPES: Array<{ value: DataScope, text: string }> = [
  { value: 'project', text: '全项目' },
  { value: 'sections', text: '所在合同段' },
  { value: 'unit', text: '本单位' },
  { value: 'self', text: '仅本人' }
]
const RANK: Record<DataScope, number> = { self: 0, unit: 1, sections: 2, project: 3 }
export const scopeText = (s: DataScope): string => SCOPES.find((x) => x.value === s)?.text ?? s

/** The scopes the writer may give for a module: none wider than their own (no one grants what they do not hold). */
export const scopeChoices = (m: Pick<ModuleAuthority, 'heldScope'>): Array<{ value: DataScope, text: string }> =>
  m.heldScope === null ? [] : SCOPES.filter((s) => RANK[s.value] <= RANK[m.heldScope!])

export interface ModuleDraft {
  granted: boolean
  dataScope: DataScope
  button: string[]
  column: string[]
  form: string[]
}

/** What the editor changes: each module's grant, starting from what the role holds now. */
export type GrantDraft = Record<string, ModuleDraft>

export function grantDraft (a: RoleAuthority): GrantDraft {
  return Object.fromEntries(a.list.map((m) => [m.id, { granted: m.granted, dataScope: m.dataScope, button: [...m.button], column: [...m.column], form: [...m.form] }]))
}

/**
 * Turns a module on or off. Turned on afresh it gets the buttons and fields the writer holds (a tile
 * with nothing in it is of no use) and the narrower of the role's usual scope and the writer's own.
 */
export function toggleModule (draft: GrantDraft, m: ModuleAuthority): GrantDraft {
  const now = draft[m.id]
  if (now?.granted) return { ...draft, [m.id]: { ...now, granted: false } }
  const had = now && (now.button.length > 0 || now.column.length > 0 || now.form.length > 0)
  const widest = m.heldScope ?? 'self'
  const scope = RANK[m.dataScope] <= RANK[widest] ? m.dataScope : widest
  return {
    ...draft,
    [m.id]: had
      ? { ...now, granted: true, dataScope: RANK[now.dataScope] <= RANK[widest] ? now.dataScope : widest }
      : {
          granted: true, dataScope: scope,
          button: m.buttonOptions.filter((b) => b.held).map((b) => b.enCode),
          column: m.fieldOptions.filter((f) => f.held).map((f) => f.enCode),
          form: m.fieldOptions.filter((f) => f.heldForm).map((f) => f.enCode)
        }
  }
}

export const setScope = (draft: GrantDraft, id: string, dataScope: DataScope): GrantDraft =>
  ({ ...draft, [id]: { ...draft[id], dataScope } })

export function toggleButton (draft: GrantDraft, id: string, code: string): GrantDraft {
  const d = draft[id]
  return { ...draft, [id]: { ...d, button: d.button.includes(code) ? d.button.filter((c) => c !== code) : [...d.button, code] } }
}

/** The PUT body: the granted modules with their buttons, columns, form fields and data scope. */
export function authorityBody (draft: GrantDraft): AuthorityInput {
  const granted = Object.entries(draft).filter(([, d]) => d.granted)
  return {
    objectType: 'Role',
    module: granted.map(([id]) => id),
    button: granted.flatMap(([id, d]) => d.button.map((c) => `${id}:button:${c}`)),
    column: granted.flatMap(([id, d]) => d.column.map((c) => `${id}:column:${c}`)),
    form: granted.flatMap(([id, d]) => d.form.map((c) => `${id}:form:${c}`)),
    resource: granted.map(([id, d]) => `${id}:scope:${d.dataScope}`)
  }
}

/** The modules by workbench section, in the order the server gives them. */
export function bySection (list: ModuleAuthority[]): Array<{ name: string, modules: ModuleAuthority[] }> {
  const out: Array<{ name: string, modules: ModuleAuthority[] }> = []
  for (const m of list) {
    const name = m.sectionName || '其他'
    const group = out.find((g) => g.name === name)
    if (group) group.modules.push(m)
    else out.push({ name, modules: [m] })
  }
  return out
}

export const grantedCount = (draft: GrantDraft): number => Object.values(draft).filter((d) => d.granted).length

// --- project members ---------------------------------------------------------------------------

/**
 * The body that puts a person on a project: their sections, and their roles only when changed
 * (roles are the person's own, across projects: an unchanged list is not sent, so a project
 * administrator may place someone whose other roles are not theirs to touch). `roles` null: not known.
 */
export function memberBody (contractIds: string[], roles: { before: string[], now: string[] } | null): MemberInput {
  const same = !roles || (roles.before.length === roles.now.length && roles.before.every((r) => roles.now.includes(r)))
  return same ? { contractIds } : { contractIds, roleIds: roles.now }
}

/** Where a member works: the names of their sections, or 全项目. */
export const sectionsText = (contractIds: string[], contracts: Array<{ id: string, fullName: string }>): string =>
  contractIds.length === 0 ? '全项目' : contractIds.map((id) => contracts.find((c) => c.id === id)?.fullName ?? id).join('、')

// --- units and departments ---------------------------------------------------------------------

export const UNIT_TYPES: Array<{ value: UnitType, text: string }> = [
  { value: 'owner', text: '建设单位' },
  { value: 'supervision', text: '监理单位' },
  { value: 'contractor', text: '施工单位' },
  { value: 'design', text: '设计单位' },
  { value: 'lab', text: '检测单位' },
  { value: 'other', text: '其他' }
]

export interface OrganizeForm {
  /** '' : a unit at the top of the tree; else the unit or department it belongs to */
  parentId: string
  fullName: string
  enCode: string
  unitType: UnitType
}

export const emptyOrganize = (parentId = ''): OrganizeForm => ({ parentId, fullName: '', enCode: '', unitType: 'contractor' })

/** The first thing wrong with a new unit or department, or null. */
export function organizeProblem (f: OrganizeForm): string | null {
  const what = f.parentId ? '部门' : '单位'
  if (!f.fullName.trim()) return `请填写${what}名称`
  if (f.fullName.trim().length > 100) return `${what}名称不能超过 100 个字`
  return codeProblem(f.enCode, what)
}

export const toOrganizeInput = (f: OrganizeForm): OrganizeInput => f.parentId
  ? { parentId: f.parentId, fullName: f.fullName.trim(), enCode: f.enCode.trim() }
  : { fullName: f.fullName.trim(), enCode: f.enCode.trim(), unitType: f.unitType }

/** The tree as rows, each with its depth, for an indented list. */
export function treeRows (tree: OrganizeNode[]): Array<{ node: OrganizeNode, depth: number }> {
  const out: Array<{ node: OrganizeNode, depth: number }> = []
  const walk = (nodes: OrganizeNode[], depth: number) => {
    for (const n of nodes) {
      out.push({ node: n, depth })
      walk(n.children ?? [], depth + 1)
    }
  }
  walk(tree, 0)
  return out
}

// --- import of staff ---------------------------------------------------------------------------

/** What a preview says before importing: how many rows, how many would be imported, how many are bad. */
export const previewText = (p: Pick<ImportPreview, 'total' | 'snum' | 'fnum'>): string =>
  p.fnum === 0 ? `共 ${p.total} 行，全部可以导入` : `共 ${p.total} 行，可导入 ${p.snum} 行，${p.fnum} 行有问题不会导入`

export const badRows = (p: Pick<ImportPreview, 'dataRow'>) => p.dataRow.filter((r) => r.errorsInfo)

/** The generated passwords as text to copy or print, one person a line. */
export const passwordsText = (r: { passwords: Array<ImportResult['passwords'][number] & { note?: string }> }): string =>
  r.passwords.map((p) => `${p.realName}\t${p.account}\t${p.password}${p.note ? `\t${p.note}` : ''}`).join('\n')

/** Where the import screen remembers the job it started, so the importer may leave and come back. */
export const IMPORT_JOB_STORAGE = 'adminImportJob'
/** How often the screen asks for a running job's progress. */
export const IMPORT_POLL_MS = 1500

export interface RememberedJob { userId: string, id: string, key: string }

/** The remembered job if it is this user's (a phone may be shared): null otherwise. */
export function rememberedJobOf (stored: unknown, userId: string | undefined): RememberedJob | null {
  const j = stored as Partial<RememberedJob> | null
  return j && userId && j.userId === userId && typeof j.id === 'string' && typeof j.key === 'string' ? { userId, id: j.id, key: j.key } : null
}

export const jobEnded = (job: Pick<ImportJob, 'state'>): boolean => job.state !== 'queued' && job.state !== 'running'

/** 进度 n/total and its percent, while the job runs. */
export function jobProgress (job: Pick<ImportJob, 'state' | 'done' | 'total'>): { text: string, percent: number } {
  const percent = job.total ? Math.floor((job.done / job.total) * 100) : 0
  return { text: job.state === 'queued' ? `等待开始，共 ${job.total} 人` : `进度 ${job.done}/${job.total}`, percent }
}

/** What an ended job says: how many were imported, how many rows were not, and why it stopped early. */
export function jobResultText (job: Pick<ImportJob, 'state' | 'snum' | 'fnum' | 'reason'> & Partial<Pick<ImportJob, 'sms' | 'smsSent'>>): string {
  const counts = `已导入 ${job.snum} 人${job.fnum ? `，${job.fnum} 行未导入` : ''}${job.sms ? `；已短信发送初始密码 ${job.smsSent ?? 0} 人` : ''}`
  return job.state === 'finished' ? counts : `${counts}。${job.reason}`
}

// --- audit -------------------------------------------------------------------------------------

/** The kinds of change to filter by (audit.ts KINDS, the administrative ones). */
export const LOG_KINDS: Array<{ value: string, text: string }> = [
  { value: 'user', text: '人员' }, { value: 'organize', text: '组织' }, { value: 'project', text: '项目' }, { value: 'contract', text: '合同段' },
  { value: 'member', text: '项目成员' }, { value: 'role', text: '角色' }, { value: 'grant', text: '权限' }, { value: 'flow', text: '审批流程' }
]

export type LogRange = 'today' | 'week' | 'month' | 'all'
export const LOG_RANGES: Array<{ value: LogRange, text: string }> = [
  { value: 'today', text: '今天' }, { value: 'week', text: '近 7 天' }, { value: 'month', text: '近 30 天' }, { value: 'all', text: '全部' }
]

const DAY_MS = 24 * 60 * 60 * 1000

/** The filter of the audit list: sign-ins or changes, a kind of change, since when, words. `now` is epoch ms. */
export function logQuery (f: { category: 1 | 3, kind: string, range: LogRange, keyword: string }, now: number): LogQuery {
  const midnight = new Date(now)
  midnight.setHours(0, 0, 0, 0)
  const start = f.range === 'today' ? midnight.getTime() : f.range === 'week' ? midnight.getTime() - 6 * DAY_MS : f.range === 'month' ? midnight.getTime() - 29 * DAY_MS : undefined
  return {
    category: f.category,
    ...(f.category === 3 && f.kind ? { kind: f.kind } : {}),
    ...(start === undefined ? {} : { startTime: start }),
    ...(f.keyword ? { keyword: f.keyword } : {})
  }
}

const shown = (v: unknown): string =>
  v === null || v === undefined || v === '' ? '空' : Array.isArray(v) ? (v.length ? v.join('、') : '空') : typeof v === 'object' ? JSON.stringify(v) : String(v)

/** "字段：旧 → 新", one per changed field (a creation shows its values, a deletion what was there). */
export function changeLines (item: Pick<LogItem, 'before' | 'after'>): string[] {
  const keys = [...new Set([...Object.keys(item.before ?? {}), ...Object.keys(item.after ?? {})])]
  return keys.map((k) => {
    if (!item.before) return `${k}：${shown(item.after?.[k])}`
    if (!item.after) return `${k}：${shown(item.before[k])}（已删除）`
    return `${k}：${shown(item.before[k])} → ${shown(item.after[k])}`
  })
}

// --- dictionaries ------------------------------------------------------------------------------

export interface DictionaryItemForm {
  fullName: string
  enCode: string
  sortCode: string
  enabled: boolean
  description: string
}

export const dictionaryItemForm = (i?: DictionaryItemNode): DictionaryItemForm => i
  ? { fullName: i.fullName, enCode: i.enCode, sortCode: String(i.sortCode), enabled: i.enabledMark !== 0, description: i.description }
  : { fullName: '', enCode: '', sortCode: '', enabled: true, description: '' }

/** The server's item code rule (admin.schemas.ts DictionaryItemBody.enCode). */
const ITEM_CODE = /^[A-Za-z0-9_.-]+$/

/** The first thing wrong with a dictionary item, or null. */
export function dictionaryItemProblem (f: DictionaryItemForm): string | null {
  const name = f.fullName.trim()
  if (!name) return '请填写名称'
  if (name.length > 50) return '名称不能超过 50 个字'
  const code = f.enCode.trim()
  if (!code) return '请填写编码'
  if (code.length > 50) return '编码不能超过 50 个字符'
  if (!ITEM_CODE.test(code)) return '编码只能包含字母、数字、下划线、点和横线'
  const sort = f.sortCode.trim()
  if (sort && !(/^\d{1,7}$/.test(sort) && Number(sort) <= 1_000_000)) return '排序须为 0 到 1000000 的整数'
  if (f.description.length > 200) return '说明不能超过 200 个字'
  return null
}

export const toDictionaryItemInput = (f: DictionaryItemForm): DictionaryItemInput => ({
  fullName: f.fullName.trim(), enCode: f.enCode.trim(), enabledMark: f.enabled ? 1 : 0, description: f.description.trim(),
  ...(f.sortCode.trim() ? { sortCode: Number(f.sortCode.trim()) } : {})
})

/** A dictionary's items as rows, each with its depth (a tree dictionary indents its children). */
export function itemRows (items: DictionaryItemNode[], depth = 0): Array<{ item: DictionaryItemNode, depth: number }> {
  return items.flatMap((item) => [{ item, depth }, ...itemRows(item.children ?? [], depth + 1)])
}

// --- positions ---------------------------------------------------------------------------------

export interface PositionForm {
  organizeId: string
  fullName: string
  enCode: string
  enabled: boolean
}

export const positionForm = (p?: PositionItem): PositionForm => p
  ? { organizeId: p.organizeId, fullName: p.fullName, enCode: p.enCode, enabled: p.enabledMark !== 0 }
  : { organizeId: '', fullName: '', enCode: '', enabled: true }

/** The first thing wrong with a position, or null. */
export function positionProblem (f: PositionForm): string | null {
  if (!f.organizeId) return '请选择岗位所属的单位或部门'
  if (!f.fullName.trim()) return '请填写岗位名称'
  if (f.fullName.trim().length > 50) return '岗位名称不能超过 50 个字'
  return codeProblem(f.enCode, '岗位')
}

export const toPositionInput = (f: PositionForm): PositionInput =>
  ({ organizeId: f.organizeId, fullName: f.fullName.trim(), enCode: f.enCode.trim(), enabledMark: f.enabled ? 1 : 0 })

// --- bill rules --------------------------------------------------------------------------------

export const BILL_DATE_FORMATS: Array<{ value: BillDateFormat, text: string }> = [
  { value: 'YYYYMMDD', text: '年月日' }, { value: 'YYYYMM', text: '年月' }, { value: 'YYYY', text: '年' }, { value: '', text: '不含日期' }
]

export interface BillRuleForm {
  fullName: string
  enCode: string
  prefix: string
  dateFormat: BillDateFormat
  digit: string
  startNumber: string
}

export const billRuleForm = (r?: BillRuleItem): BillRuleForm => r
  ? { fullName: r.fullName, enCode: r.enCode, prefix: r.prefix, dateFormat: r.dateFormat, digit: String(r.digit), startNumber: String(r.startNumber) }
  : { fullName: '', enCode: '', prefix: '', dateFormat: 'YYYYMMDD', digit: '4', startNumber: '1' }

/** The first thing wrong with a bill rule, or null (the server's BillRuleBody). */
export function billRuleProblem (f: BillRuleForm): string | null {
  if (!f.fullName.trim()) return '请填写规则名称'
  if (f.fullName.trim().length > 50) return '规则名称不能超过 50 个字'
  const code = codeProblem(f.enCode, '规则')
  if (code) return code
  if (!/^[A-Za-z0-9_-]{0,20}$/.test(f.prefix.trim())) return '前缀只能是 20 个以内的字母、数字、下划线或横线'
  if (!/^\d{1,2}$/.test(f.digit.trim()) || Number(f.digit) < 1 || Number(f.digit) > 10) return '流水号位数须为 1 到 10'
  if (!/^\d{1,7}$/.test(f.startNumber.trim()) || Number(f.startNumber) > 1_000_000) return '起始号须为 0 到 1000000 的整数'
  return null
}

export const toBillRuleInput = (f: BillRuleForm): BillRuleInput => ({
  fullName: f.fullName.trim(), enCode: f.enCode.trim(), prefix: f.prefix.trim(), dateFormat: f.dateFormat,
  digit: Number(f.digit.trim()), startNumber: Number(f.startNumber.trim())
})

/** What a number of the rule looks like on `today` (yyyymmdd in China time), as the server's exampleNumber. */
export const billExample = (f: BillRuleForm, today: string): string =>
  `${f.prefix.trim()}${today.slice(0, f.dateFormat.length)}${(f.startNumber.trim() || '1').padStart(Number(f.digit) || 1, '0')}`

// --- menus -------------------------------------------------------------------------------------

/** The ids of `siblings` (in their order) with `id` moved one place up (-1) or down (+1); null when it cannot move. */
export function movedIds (siblings: Array<Pick<MenuNode, 'id'>>, id: string, step: -1 | 1): string[] | null {
  const ids = siblings.map((m) => m.id)
  const i = ids.indexOf(id)
  const j = i + step
  if (i < 0 || j < 0 || j >= ids.length) return null
  ;[ids[i], ids[j]] = [ids[j], ids[i]]
  return ids
}

/** The first thing wrong with a menu's new name, or null. */
export function menuNameProblem (name: string): string | null {
  if (!name.trim()) return '请填写菜单名称'
  if (name.trim().length > 50) return '菜单名称不能超过 50 个字'
  return null
}
