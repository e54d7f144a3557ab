/**
 * Rules of the hand-signature screens (SPEC §2 flowModal and autoSign, §4 role-sign, §9 F_State):
 * what the prompts say, how a sign-list record reads, how a signed or waiting document is tagged,
 * which approval a document opens, and which web addresses the document view may open. Pure.
 */
import type { HandSignState, SignListItem, SignRecord, SignType } from '../../types/api/signature'
import { OP_TYPE, SIGN_HANDLED_STATE } from './constants'
import type { RoleSignResponse } from './message'
import { needsSignLookup } from './message'
import { THEME_COLORS } from './theme'
import type { FlowBeforeConfig, Tag } from './workflow'

export const SIGN_STATE = { waiting: 0, signed: SIGN_HANDLED_STATE } as const satisfies Record<string, HandSignState>

export const SIGN_TYPES: ReadonlyArray<{ value: SignType, text: string }> = [
  { value: 'hand', text: '手写签名' },
  { value: 'seal', text: '个人印章' }
]

/** The server's refusal of a document signed meanwhile: for the app, the document is simply signed. */
export const ALREADY_SIGNED_MSG = '该文件已签署'
export const SIGNED_ELSEWHERE_MSG = '该文件已在其他设备签署'
export const UNSUPPORTED_URL_MSG = '仅支持打开 http 或 https 开头的链接'

/** A document title in book-title marks; the server may have put them there already. */
export const bookTitle = (title: string): string => (/^《.*》$/.test(title) ? title : `《${title}》`)

export const signPromptText = (count: number): string => `您有 ${count} 份文件待签署，是否现在签署？`
export const newSignFileText = (title: string): string => (title ? `收到新的待签署文件${bookTitle(title)}` : '收到新的待签署文件')
export const signConfirmText = (title: string): string => `确定签署${bookTitle(title || '该文件')}吗？签署后不可撤销。`

/** How many documents the role-sign answer pushes (0 when it asks for nothing). */
export const pushedSignCount = (resp: RoleSignResponse | null | undefined): number =>
  needsSignLookup(resp) ? resp?.handSignPushData?.handSignPushDataList?.length ?? 0 : 0

export const isSigned = (state: unknown): boolean => Number(state) === SIGN_HANDLED_STATE

const SIGN_TAGS: Record<HandSignState, Tag> = {
  0: { text: '待签署', color: THEME_COLORS.warning },
  1: { text: '已签署', color: THEME_COLORS.success }
}

export const signStateTag = (state: unknown): Tag => SIGN_TAGS[isSigned(state) ? 1 : 0]

/** A sign-list record as the signing screen shows it. */
export interface SignDocument {
  id: string
  title: string
  state: HandSignState
  taskId: string
  flowId: string
  createTime: number | null
  signTime: number | null
}

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v))
const time = (v: unknown): number | null => (Number(v) > 0 ? Number(v) : null)

/** GET SignList/{id}: `data` is a JSON string (an object is taken as is). An unreadable record is
 *  a document waiting under its own id, so the user can still sign it. */
export function parseSignRecord (record: Partial<SignRecord> | null | undefined, id: string): SignDocument {
  let data: Record<string, unknown> = {}
  const raw: unknown = record?.data
  if (raw && typeof raw === 'object') data = raw as Record<string, unknown>
  else if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw)
      if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>
    } catch {
      // not JSON: the defaults below
    }
  }
  return {
    id: text(data.F_Id) || text(record?.id) || id,
    title: text(data.F_Title),
    state: isSigned(data.F_State) ? 1 : 0,
    taskId: text(data.F_TaskId),
    flowId: text(data.F_FlowId),
    createTime: time(data.F_CreatorTime),
    signTime: time(data.F_SignTime)
  }
}

/** The approval behind a document, opened read-only (opType 3); null when the document has no task. */
export function signFlowConfig (doc: Pick<SignListItem, 'taskId' | 'flowId' | 'title'> & Partial<Pick<SignListItem, 'enCode' | 'formType'>>): FlowBeforeConfig | null {
  if (!doc.taskId) return null
  return {
    id: doc.taskId,
    enCode: doc.enCode ?? '',
    flowId: doc.flowId ?? '',
    formType: Number(doc.formType) || 0,
    opType: OP_TYPE.read,
    status: 0,
    taskNodeId: '',
    fullName: doc.title,
    taskId: doc.taskId
  }
}

/** The document id of a push: its own id, else the `id` of its signUrl (`/pages/workFlow/autoSign/index?id=…`). */
export function pushedSignId (push: { id?: unknown, signUrl?: unknown }): string {
  const id = text(push.id)
  if (id) return id
  const match = /[?&]id=([^&#]+)/.exec(text(push.signUrl))
  if (!match) return ''
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/** The address a web view may open: an absolute http(s) URL with a host; null for anything else
 *  (javascript:, file:, data:, relative paths, text). */
export function webUrl (raw: string | null | undefined): string | null {
  const url = (raw ?? '').trim()
  if (!/^https?:\/\/[^/?#\s]+/i.test(url) || /\s/.test(url)) return null
  return url
}
