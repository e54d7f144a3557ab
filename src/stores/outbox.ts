import { create } from 'zustand'
import * as rules from '@/core/outbox'
import type { OutboxEntry, Verdict } from '@/core/outbox'
import type { HttpMethod } from '@/core/request'
import { randomId } from '@/core/util'
import { request } from '@/platform/http'
import { onAppShow, onNetworkChange } from '@/platform/network'
import { getStorage, setStorage } from '@/platform/storage'
import { toast } from '@/platform/ui'
import { useDrafts } from './drafts'
import { useSession, type SessionState } from './session'

/**
 * The outbox (DESIGN §2 weak networks): submissions of the signed-in user that have not reached
 * the server, kept in storage per user and sent again, oldest first and one at a time, with the
 * key they were given (header Idempotency-Key), so the server writes each once. Rules in
 * src/core/outbox.ts. Sent again when the network comes back, when the app comes to the
 * foreground and on a backoff timer (startOutbox), and when the user taps 重试.
 */
export const OUTBOX_STORAGE_KEY = 'outbox'

export interface SubmitInput {
  /** What the user calls it (隐患上报): shown in the banner while it waits. */
  label: string
  method?: HttpMethod
  url: string
  body?: unknown
  /** The form's draft (src/stores/drafts.ts), cleared once the server has the submission. */
  draftKey?: string
  /** A key chosen by the caller; by default a new one. */
  id?: string
}

export type SubmitResult<T> = { queued: false, data: T } | { queued: true, id: string }

export interface OutboxStoreState {
  userId: string
  entries: OutboxEntry[]
  flushing: boolean
}

export interface OutboxActions {
  /**
   * Sends now (after older waiting entries). Resolves with the server's data, or { queued } when it
   * must wait (no network, server unreachable, signed out meanwhile). A refusal (code 400) rejects,
   * toasted, and is not kept: the user is still on the form to fix it.
   */
  submit: <T = unknown>(input: SubmitInput) => Promise<SubmitResult<T>>
  /** Sends what waits, in order; onlyDue (the timer) respects the backoff. Concurrent calls share one run. */
  flush: (opts?: { onlyDue?: boolean }) => Promise<void>
  /** Sends a refused entry again (the user fixed what the server said elsewhere). */
  retry: (id: string) => Promise<void>
  /** Drops an entry that is not on its way. */
  discard: (id: string) => void
}

type Outcome = { verdict: 'sent', data: unknown } | { verdict: Verdict, error: unknown } | { verdict: 'queued' }

function readStored (userId: string): OutboxEntry[] {
  const all = getStorage<Record<string, unknown> | null>(OUTBOX_STORAGE_KEY, null)
  return rules.restore(all && typeof all === 'object' ? all[userId] : undefined)
}

function writeStored (userId: string, entries: OutboxEntry[]): void {
  const stored = getStorage<Record<string, unknown> | null>(OUTBOX_STORAGE_KEY, null)
  const all = stored && typeof stored === 'object' ? { ...stored } : {}
  if (entries.length > 0) all[userId] = entries
  else delete all[userId]
  setStorage(OUTBOX_STORAGE_KEY, all)
}

const sessionUserId = (s: SessionState): string => s.userInfo?.userId ?? ''

/** The token the current user's entries may go with: the one in effect when that user was loaded.
 *  Between a new sign-in's token and its user info, the previous user's entries must not go out. */
let ownerToken = useSession.getState().token

/** Applies a change to one user's entries, in storage and, when that user is current, in the store. */
function update (userId: string, change: (entries: OutboxEntry[]) => OutboxEntry[]): void {
  const s = useOutbox.getState()
  const entries = change(s.userId === userId ? s.entries : readStored(userId))
  writeStored(userId, entries)
  if (useOutbox.getState().userId === userId) useOutbox.setState({ entries })
}

function canSend (owner: string): boolean {
  const token = useSession.getState().token
  return owner !== '' && useOutbox.getState().userId === owner && token !== '' && token === ownerToken
}

const waiters = new Map<string, Array<(outcome: Outcome) => void>>()

function settle (id: string, outcome: Outcome): void {
  waiters.get(id)?.forEach((resolve) => resolve(outcome))
  waiters.delete(id)
}

async function send (owner: string, entry: OutboxEntry): Promise<Outcome> {
  update(owner, (es) => rules.markSending(es, entry.id))
  try {
    const res = await request<unknown>({
      url: entry.url,
      method: entry.method,
      data: entry.body,
      header: { [rules.IDEMPOTENCY_HEADER]: entry.id },
      toast: false,
      // a user waiting on 提交 sees the indicator; background resends do not
      load: waiters.has(entry.id)
    })
    update(owner, (es) => rules.removeEntry(es, entry.id))
    if (entry.draftKey && useOutbox.getState().userId === owner) useDrafts.getState().clear(entry.draftKey)
    return { verdict: 'sent', data: res.data }
  } catch (error) {
    const failure = rules.toFailure(error)
    update(owner, (es) => rules.markFailure(es, entry.id, failure, Date.now()))
    const verdict = rules.classify(failure)
    // this token is finished; the entries wait for the next sign-in (see ownerToken)
    if (verdict === 'signin') ownerToken = ''
    return { verdict, error }
  }
}

/** Entries already tried in this run, so that one run does not send the same entry twice. */
const tried = new Set<string>()

async function round (force: boolean): Promise<void> {
  const owner = useOutbox.getState().userId
  while (canSend(owner)) {
    const entry = rules.nextToSend(useOutbox.getState().entries, Date.now(), { onlyDue: !force })
    if (!entry || tried.has(entry.id)) return
    tried.add(entry.id)
    const outcome = await send(owner, entry)
    settle(entry.id, outcome)
    // a refused entry is set aside; any other failure would meet the next entry as well
    if (outcome.verdict !== 'sent' && outcome.verdict !== 'refused') return
  }
}

let running: Promise<void> | null = null
let again = false
let forced = false

function flush (opts: { onlyDue?: boolean } = {}): Promise<void> {
  if (!opts.onlyDue) {
    forced = true
    // news since the run began (network back, app shown, a tap): what just failed is worth one more try
    tried.clear()
  }
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    useOutbox.setState({ flushing: true })
    try {
      do {
        again = false
        const force = forced
        forced = false
        await round(force)
      } while (again)
    } finally {
      // synchronously with the last check of `again`: a call from now on starts a new run
      running = null
      tried.clear()
      ;[...waiters.keys()].forEach((id) => settle(id, { verdict: 'queued' }))
      useOutbox.setState({ flushing: false })
    }
  })()
  return running
}

async function submit<T> (input: SubmitInput): Promise<SubmitResult<T>> {
  const owner = useOutbox.getState().userId
  if (!owner) {
    // nobody signed in to keep it for: the requester answers 600 and opens the login page
    const res = await request<T>({ url: input.url, method: input.method ?? 'POST', data: input.body })
    return { queued: false, data: res.data }
  }
  const added = rules.enqueue(useOutbox.getState().entries, rules.createEntry({ ...input, id: input.id ?? randomId() }, Date.now()))
  const id = added.entry.id
  update(owner, () => added.entries)
  const outcome = await new Promise<Outcome>((resolve) => {
    waiters.set(id, [...(waiters.get(id) ?? []), resolve])
    void flush()
  })
  if (outcome.verdict === 'sent') return { queued: false, data: outcome.data as T }
  if (outcome.verdict === 'refused' && 'error' in outcome) {
    update(owner, (es) => rules.removeEntry(es, id))
    toast(rules.toFailure(outcome.error).message)
    throw outcome.error
  }
  return { queued: true, id }
}

export const useOutbox = create<OutboxStoreState & OutboxActions>()(() => {
  const userId = sessionUserId(useSession.getState())
  return {
    userId,
    entries: readStored(userId),
    flushing: false,
    submit,
    flush,
    retry (id) {
      tried.delete(id)
      update(useOutbox.getState().userId, (es) => rules.markRetry(es, id))
      return flush()
    },
    discard (id) {
      update(useOutbox.getState().userId, (es) => es.filter((e) => e.id !== id || e.state === 'sending'))
    }
  }
})

export const selectPendingCount = (s: OutboxStoreState): number => rules.pendingCount(s.entries)
export const selectFailedCount = (s: OutboxStoreState): number => rules.failedEntries(s.entries).length

/** The user whose entries these are follows the user info: a sign-in, a refreshed current user, a sign-out. */
useSession.subscribe((s, prev) => {
  if (s.userInfo === prev.userInfo) return
  const userId = sessionUserId(s)
  ownerToken = s.token
  if (useOutbox.getState().userId !== userId) useOutbox.setState({ userId, entries: readStored(userId) })
  if (canSend(userId)) void flush()
})

let offs: Array<() => void> = []
let timer: ReturnType<typeof setTimeout> | null = null

/** Wakes the outbox when its oldest waiting entry's backoff is over. */
function schedule (): void {
  if (timer) clearTimeout(timer)
  timer = null
  const s = useOutbox.getState()
  const at = rules.nextWakeAt(s.entries)
  if (offs.length === 0 || s.flushing || at === null || !canSend(s.userId)) return
  timer = setTimeout(() => {
    timer = null
    void flush({ onlyDue: true })
  }, Math.max(0, at - Date.now()))
}

/** Starts sending on its own: network back, app in the foreground, backoff timer (call once at launch). Returns stopOutbox. */
export function startOutbox (): () => void {
  stopOutbox()
  offs = [
    useOutbox.subscribe((s, prev) => { if (s.entries !== prev.entries || s.flushing !== prev.flushing) schedule() }),
    onNetworkChange((online) => { if (online) void flush() }),
    onAppShow(() => { void flush() })
  ]
  if (canSend(useOutbox.getState().userId)) void flush()
  schedule()
  return stopOutbox
}

export function stopOutbox (): void {
  offs.forEach((off) => off())
  offs = []
  if (timer) clearTimeout(timer)
  timer = null
}
