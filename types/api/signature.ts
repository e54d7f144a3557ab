/**
 * Wire types of /api/Signature/signaturefddservice: the in-house hand-sign flow that replaces the
 * external e-sign provider. A flow whose start node has `handSign: true` asks everyone who approved
 * it to sign the final document once the task is approved. Type-only: imported by the app and by
 * the server. All times are epoch milliseconds.
 */

/** F_State of an item: 0 waiting, 1 signed (handled). */
export type HandSignState = 0 | 1

export type SignType = 'hand' | 'seal'

/** POST GetRoleSign/?flag=approve|login: state 10 with a non-empty list makes the app prompt. */
export interface RoleSignAnswer {
  state: 10 | 0
  flag: 'approve' | 'login'
  handSignPushData: { handSignPushDataList: HandSignPushItem[] }
}

export interface HandSignPushItem {
  id: string
  /** 《task fullName》 */
  title: string
  flowId: string
  taskId: string
  /** the app's own signing page: /pages/workFlow/autoSign/index?id=<id> */
  signUrl: string
  F_State: HandSignState
  createTime: number
}

/** GET SignList?state=0|1&currentPage&pageSize&keyword: a page of these (waiting oldest first, signed newest first). */
export interface SignListItem {
  id: string
  title: string
  flowId: string
  taskId: string
  /** the flow's name, code and form type: what the approval detail page needs */
  flowName: string
  enCode: string
  formType: 1 | 2 | null
  F_State: HandSignState
  createTime: number
  signTime: number | null
  signType: SignType | null
}

/** GET SignList/{id}: the signature list record of SPEC.md 3; `data` is the JSON of SignRecordData. */
export interface SignRecord {
  id: string
  data: string
}

export interface SignRecordData {
  F_Id: string
  F_Title: string
  F_State: HandSignState
  F_TaskId: string
  F_FlowId: string
  F_CreatorTime: number
  F_SignTime: number | null
}

/**
 * POST HandSign/{id}. signImg: a data:image/svg+xml;base64, or data:image/png;base64, URL of at
 * most 200 KB; with signType 'seal' it must be the user's person seal (CreatePersonSeal).
 */
export interface HandSignBody {
  signImg: string
  /** default 'hand' */
  signType?: SignType
}

/** GET Document/{id}: a link, valid 10 minutes and needing no token, to the document as HTML. */
export interface DocumentLink {
  url: string
}

/** Socket frame: a new document to sign (sent to each of the user's connected clients). */
export type GetHandSignUrlFrame = {
  method: 'GetHandSignUrl'
  id: string
  title: string
  taskId: string
  flowId: string
  signUrl: string
}

/** Socket frame: the item was signed (on any of the user's devices). */
export type GetCallBackHandSignUrlFrame = {
  method: 'GetCallBackHandSignUrl'
  id: string
  state: 1
}
