import { create } from 'zustand'
import { DEBOUNCE_WAIT } from '@/core/constants'
import { debounce, type Cancelable } from '@/core/util'
import { getStorage, setStorage } from '@/platform/storage'
import { useSession } from './session'

/**
 * Form drafts kept on the device as the user types (DESIGN §2 weak networks), per signed-in user
 * and form key (`flow:<flowId>`, `task:<taskId>`), restored when the form opens, cleared once the
 * server has the submission. Stored under dynamicModelExtra, the key SPEC §3 keeps for drafts:
 * logout and "clear cache" leave it alone, and the user id inside keeps one user's drafts from another.
 */
export const DRAFTS_STORAGE_KEY = 'dynamicModelExtra'

export interface Draft<T = unknown> {
  values: T
  /** When it was saved (ms), for 已自动保存草稿 HH:mm. */
  savedAt: number
}

type UserDrafts = Record<string, Draft>

export interface DraftsState {
  userId: string
  drafts: UserDrafts
}

export interface DraftsActions {
  /** The draft of a form (reading it also picks up a change of user). */
  get: <T = unknown>(key: string) => Draft<T> | null
  /** Saves now. */
  save: (key: string, values: unknown) => void
  /** Saves DEBOUNCE_WAIT ms after the last keystroke of this form. */
  saveLater: (key: string, values: unknown) => void
  /** Saves what saveLater still holds (the page is hidden or closing). */
  flushPending: () => void
  clear: (key: string) => void
}

const currentUserId = (): string => useSession.getState().userInfo?.userId ?? ''

function readAll (): Record<string, UserDrafts> {
  const all = getStorage<unknown>(DRAFTS_STORAGE_KEY, {})
  return all && typeof all === 'object' && !Array.isArray(all) ? (all as Record<string, UserDrafts>) : {}
}

function readUser (userId: string): UserDrafts {
  const mine = readAll()[userId]
  return mine && typeof mine === 'object' ? mine : {}
}

function writeUser (userId: string, drafts: UserDrafts): void {
  const all = readAll()
  if (Object.keys(drafts).length > 0) all[userId] = drafts
  else delete all[userId]
  setStorage(DRAFTS_STORAGE_KEY, all)
}

/** Per form: typing in one form must not cancel the pending save of another. */
const timers = new Map<string, Cancelable<(values: unknown) => void>>()
const waiting = new Map<string, unknown>()

export const useDrafts = create<DraftsState & DraftsActions>()((set, getState) => {
  /** The signed-in user's drafts, loaded again when the user changed since the last call. */
  const mine = (): UserDrafts => {
    const userId = currentUserId()
    if (getState().userId === userId) return getState().drafts
    const drafts = readUser(userId)
    set({ userId, drafts })
    return drafts
  }
  const put = (key: string, draft: Draft | null) => {
    const drafts = { ...mine() }
    if (draft) drafts[key] = draft
    else delete drafts[key]
    writeUser(getState().userId, drafts)
    set({ drafts })
  }
  const forget = (key: string) => {
    timers.get(key)?.cancel()
    timers.delete(key)
    waiting.delete(key)
  }
  return {
    userId: currentUserId(),
    drafts: readUser(currentUserId()),
    get: <T = unknown>(key: string) => (mine()[key] as Draft<T> | undefined) ?? null,
    save (key, values) {
      forget(key)
      put(key, { values, savedAt: Date.now() })
    },
    saveLater (key, values) {
      waiting.set(key, values)
      let timer = timers.get(key)
      if (!timer) {
        timer = debounce(() => { getState().save(key, waiting.get(key)) }, DEBOUNCE_WAIT)
        timers.set(key, timer)
      }
      timer(values)
    },
    flushPending () {
      [...waiting.keys()].forEach((key) => getState().save(key, waiting.get(key)))
    },
    clear (key) {
      forget(key)
      put(key, null)
    }
  }
})
