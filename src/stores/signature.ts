/**
 * The hand-signature push (SPEC §4 role-sign, §7 websocket GetHandSignUrl / GetCallBackHandSignUrl):
 * the prompt after sign-in, the socket frames that the signature screens follow, and signing a
 * document with the answer sorted into what the screen does next.
 */
import { create } from 'zustand'
import type { HandSignBody } from '../../types/api/signature'
import * as api from '@/api/signature'
import { shouldOpenFlowModal } from '@/core/message'
import { classify, toFailure } from '@/core/outbox'
import { ALREADY_SIGNED_MSG, isSigned, newSignFileText, pushedSignCount, pushedSignId, signPromptText } from '@/core/signature'
import type { ImFrame, ImSocket } from '@/core/socket'
import { nav } from '@/platform/nav'
import { confirm } from '@/platform/ui'
import { useSession } from './session'

export const FLOW_MODAL = 'pages/workFlow/flowModal/index' as const
export const AUTO_SIGN = 'pages/workFlow/autoSign/index' as const
export const SIGN_WEBVIEW = 'pages/workFlow/autoSign/webview' as const

const SIGN_BUTTONS = { confirmText: '去签署', cancelText: '稍后' }

export interface SignatureState {
  /** grows with every signature frame: the lists load again */
  revision: number
  /** the last document a frame reported signed (seq tells two reports of one id apart) */
  signed: { id: string, seq: number } | null
}

export const useSignature = create<SignatureState>()(() => ({ revision: 0, signed: null }))

const signedIn = () => useSession.getState().token !== ''

/**
 * The sign-in decision (SPEC §4): GetRoleSign flag=login; state 10 with documents → the record of
 * the first one; unless it is already handled (F_State 1), the number of documents to offer.
 * 0 means no prompt. Never rejects and never toasts: sign-in must not wait for or trip over it.
 */
export async function pendingSignCount (): Promise<number> {
  try {
    const resp = await api.getRoleSign('login', { toast: false })
    const count = pushedSignCount(resp)
    if (count === 0) return 0
    const first = resp.handSignPushData.handSignPushDataList[0]
    const record = await api.getSignRecord(String(first.id), { toast: false })
    return shouldOpenFlowModal(resp, record) ? count : 0
  } catch {
    return 0
  }
}

let prompting: Promise<boolean> | null = null

/** After sign-in and at launch: asks 去签署 / 稍后 when documents wait, and opens the list on 去签署.
 *  The question waits for `ready` too (the page it is asked on). Resolves whether it opened the
 *  list; runs once at a time. */
export function promptPendingSigns (ready?: Promise<unknown>): Promise<boolean> {
  if (!signedIn()) return Promise.resolve(false)
  prompting ??= (async () => {
    const [count] = await Promise.all([pendingSignCount(), Promise.resolve(ready).catch(() => {})])
    // signed out meanwhile: nothing to offer
    if (count === 0 || !signedIn()) return false
    if (!(await confirm('电子签章', signPromptText(count), SIGN_BUTTONS))) return false
    await nav.push(FLOW_MODAL)
    return true
  })().finally(() => { prompting = null })
  return prompting
}

let offering = false

/** A new document waits (GetHandSignUrl): 去签署 opens it. While one such dialog is open, the next
 *  push only refreshes the lists (the list shows it). */
async function offerPushedDocument (frame: ImFrame): Promise<void> {
  const id = pushedSignId(frame as { id?: unknown, signUrl?: unknown })
  if (!id || offering) return
  offering = true
  try {
    if (await confirm('电子签章', newSignFileText(String(frame.title ?? '')), SIGN_BUTTONS)) await nav.push(AUTO_SIGN, { id })
  } finally {
    offering = false
  }
}

const bump = () => useSignature.setState((s) => ({ revision: s.revision + 1 }))

/** Socket frames of the signature push. Returns a function that unbinds them. */
export function bindSignToSocket (socket: ImSocket): () => void {
  const offs = [
    socket.on('GetHandSignUrl', (f) => {
      bump()
      void offerPushedDocument(f)
    }),
    socket.on('GetCallBackHandSignUrl', (f) => {
      const id = String(f.id ?? '')
      // a frame without a state reports a signature all the same
      const signed = f.state === undefined || isSigned(f.state)
      useSignature.setState((s) => ({
        revision: s.revision + 1,
        signed: id && signed ? { id, seq: (s.signed?.seq ?? 0) + 1 } : s.signed
      }))
    })
  ]
  return () => offs.forEach((off) => off())
}

/** What became of a signature: done; refused by the server (its message; the drawing stays);
 *  already signed meanwhile; or no answer (network), to be sent again by the user. */
export type SignOutcome =
  | { kind: 'done', msg: string }
  | { kind: 'refused', message: string }
  | { kind: 'alreadySigned' }
  | { kind: 'offline' }

/** POST HandSign/{id}. The requester has toasted any failure. Never rejects. */
export async function signDocument (id: string, body: HandSignBody): Promise<SignOutcome> {
  try {
    const res = await api.handSign(id, body)
    bump()
    return { kind: 'done', msg: res.msg }
  } catch (err) {
    const failure = toFailure(err)
    if (classify(failure) === 'retry') return { kind: 'offline' }
    if (failure.message === ALREADY_SIGNED_MSG) {
      bump()
      return { kind: 'alreadySigned' }
    }
    return { kind: 'refused', message: failure.message }
  }
}
