/**
 * The outbox rules (DESIGN §2 "Weak networks are the normal case"): a submission that did not get
 * an answer waits here and is sent again with the same idempotency key, so nothing is lost and the
 * server (Idempotency-Key) writes it once. Pure: the store (src/stores/outbox.ts) does the I/O.
 */
import { isRequestError, type HttpMethod } from './request'

export type OutboxState = 'pending' | 'sending' | 'failed'

export interface OutboxEntry {
  /** The idempotency key: the same on every attempt. */
  id: string
  /** What the user submitted, as they call it (隐患上报). */
  label: string
  method: HttpMethod
  url: string
  body?: unknown
  /** The form draft (src/stores/drafts.ts) cleared once the server has it. */
  draftKey?: string
  createdAt: number
  attempts: number
  lastError: string
  state: OutboxState
  /** The timer sends it no earlier than this (ms); the network coming back or a tap sends it at once. */
  nextAt: number
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Waits after the 1st, 2nd, ... failed attempt; the last one repeats. */
export const BACKOFF_MS: readonly number[] = [2000, 5000, 15000, 30000, 60000]
/** The server's answer while the first attempt with this key still runs (server/src/plugins/idempotency.ts):
 *  a 400 that means "later", not "fix the form". */
export const IN_PROGRESS_MSG = '该请求正在处理中，请稍候'
export const NETWORK_MSG = '网络不可用'

export type Failure =
  | { kind: 'network', message: string }
  | { kind: 'http', statusCode: number, message: string }
  | { kind: 'business', code?: number, message: string }

/** retry: no verdict from the server yet; refused: the server said no, the user must change
 *  something; signin: the session ended, send it once signed in again. */
export type Verdict = 'retry' | 'refused' | 'signin'

/** What the requester rejected with: a transport rejection (no answer, timeout) is a network failure. */
export function toFailure (err: unknown): Failure {
  if (!isRequestError(err) || err.kind === 'cancel') return { kind: 'network', message: NETWORK_MSG }
  if (err.kind === 'http') return { kind: 'http', statusCode: err.statusCode ?? 0, message: err.message }
  return { kind: 'business', code: err.code, message: err.message }
}

/** HTTP statuses that mean "not now" rather than "no"; every 5xx (gateway, overload) as well. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([0, 408, 425, 429])
const isServerError = (n: number): boolean => n >= 500 && n < 600

/** Body codes of a JNPF answer (API.md §3). Codes not listed: 5xx retry, anything else is a refusal. */
const BODY_CODES: Record<number, Verdict> = {
  400: 'refused',
  404: 'refused',
  429: 'retry',
  500: 'retry',
  600: 'signin',
  601: 'signin',
  602: 'signin'
}

const VERDICTS: { [K in Failure['kind']]: (f: Extract<Failure, { kind: K }>) => Verdict } = {
  network: () => 'retry',
  http: (f) => (RETRY_STATUSES.has(f.statusCode) || isServerError(f.statusCode) ? 'retry' : 'refused'),
  // no code: HTTP 200 but not our envelope (a captive portal page, a proxy): the server never saw it
  business: (f) => {
    if (f.code === undefined) return 'retry'
    if (f.code === 400 && f.message === IN_PROGRESS_MSG) return 'retry'
    return BODY_CODES[f.code] ?? (isServerError(f.code) ? 'retry' : 'refused')
  }
}

export function classify (failure: Failure): Verdict {
  return (VERDICTS[failure.kind] as (f: Failure) => Verdict)(failure)
}

/** How long to wait after `attempts` failed attempts (0: at once). */
export function backoffDelay (attempts: number): number {
  if (attempts <= 0) return 0
  return BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1]
}

export interface NewEntry {
  id: string
  label: string
  method?: HttpMethod
  url: string
  body?: unknown
  draftKey?: string
}

export function createEntry (input: NewEntry, now: number): OutboxEntry {
  return {
    id: input.id,
    label: input.label,
    method: input.method ?? 'POST',
    url: input.url,
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(input.draftKey ? { draftKey: input.draftKey } : {}),
    createdAt: now,
    attempts: 0,
    lastError: '',
    state: 'pending',
    nextAt: 0
  }
}

/** JSON with object keys sorted, so the same content compares equal whatever order it was built in. */
export function stableJson (value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>
    return `{${Object.keys(obj).sort().filter((k) => obj[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const sameRequest = (a: OutboxEntry, b: OutboxEntry): boolean =>
  a.method === b.method && a.url === b.url && stableJson(a.body) === stableJson(b.body)

/**
 * Adds an entry unless it is already waiting: the same key, or the same request still unsent (a
 * second tap on 提交 while the first waits) answers the entry already there, so it is sent once.
 * A new submission of a form replaces that form's refused entry.
 */
export function enqueue (entries: readonly OutboxEntry[], entry: OutboxEntry): { entries: OutboxEntry[], entry: OutboxEntry } {
  const existing = entries.find((e) => e.id === entry.id || (e.state !== 'failed' && sameRequest(e, entry)))
  if (existing) return { entries: [...entries], entry: existing }
  const kept = entries.filter((e) => !(entry.draftKey && e.state === 'failed' && e.draftKey === entry.draftKey))
  return { entries: [...kept, entry], entry }
}

/** Oldest first; entries of the same millisecond keep the order they were added in. */
export function fifo (entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.map((e, i) => ({ e, i })).sort((a, b) => a.e.createdAt - b.e.createdAt || a.i - b.i).map(({ e }) => e)
}

/**
 * The entry to send next: the oldest not refused. Strictly in order, so a record is created before
 * the action that follows it; onlyDue (the timer) waits for the head's backoff instead of skipping it.
 */
export function nextToSend (entries: readonly OutboxEntry[], now: number, opts: { onlyDue?: boolean } = {}): OutboxEntry | null {
  const head = fifo(entries).find((e) => e.state !== 'failed')
  if (!head || head.state === 'sending') return null
  return opts.onlyDue && head.nextAt > now ? null : head
}

/** When the timer should next flush: the head's time, or null when nothing waits. */
export function nextWakeAt (entries: readonly OutboxEntry[]): number | null {
  const head = fifo(entries).find((e) => e.state === 'pending')
  return head ? head.nextAt : null
}

const patch = (entries: readonly OutboxEntry[], id: string, change: Partial<OutboxEntry>): OutboxEntry[] =>
  entries.map((e) => (e.id === id ? { ...e, ...change } : e))

export const markSending = (entries: readonly OutboxEntry[], id: string): OutboxEntry[] => patch(entries, id, { state: 'sending' })

export const removeEntry = (entries: readonly OutboxEntry[], id: string): OutboxEntry[] => entries.filter((e) => e.id !== id)

/** After a failed attempt: wait and retry, keep it for the user to fix, or hold it until signed in. */
export function markFailure (entries: readonly OutboxEntry[], id: string, failure: Failure, now: number): OutboxEntry[] {
  const entry = entries.find((e) => e.id === id)
  if (!entry) return [...entries]
  const CHANGES: Record<Verdict, () => Partial<OutboxEntry>> = {
    retry: () => ({ state: 'pending', attempts: entry.attempts + 1, nextAt: now + backoffDelay(entry.attempts + 1) }),
    refused: () => ({ state: 'failed', attempts: entry.attempts + 1, nextAt: 0 }),
    // not the entry's fault: no attempt counted, sent as soon as the user is back
    signin: () => ({ state: 'pending', nextAt: 0 })
  }
  return patch(entries, id, { ...CHANGES[classify(failure)](), lastError: failure.message })
}

/** The user asked to send a refused entry again (after fixing what the server said elsewhere). */
export const markRetry = (entries: readonly OutboxEntry[], id: string): OutboxEntry[] =>
  patch(entries, id, { state: 'pending', nextAt: 0 })

/** Entries read back after a restart: one caught mid-send may or may not have arrived, and its key makes sending it again safe. */
export function restore (stored: unknown): OutboxEntry[] {
  if (!Array.isArray(stored)) return []
  const valid = stored.filter((e): e is OutboxEntry => !!e && typeof e === 'object' && typeof e.id === 'string' && typeof e.url === 'string')
  return fifo(valid.map((e) => (e.state === 'sending' ? { ...e, state: 'pending' as const } : e)))
}

/** What the banner counts as waiting: everything the user need not act on. */
export const pendingCount = (entries: readonly OutboxEntry[]): number => entries.filter((e) => e.state !== 'failed').length

export const failedEntries = (entries: readonly OutboxEntry[]): OutboxEntry[] => entries.filter((e) => e.state === 'failed')
