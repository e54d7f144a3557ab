/**
 * What the app was opened with (a WeChat mini-program code's `scene`, a scanned ordinary QR code's
 * `q`, or a shared form's `config`), kept through sign-in so that the user lands where the code
 * pointed once signed in.
 */
export const ENTRY_KEYS = ['scene', 'q', 'config'] as const
export type EntryKey = (typeof ENTRY_KEYS)[number]
export type EntryParams = Partial<Record<EntryKey, string>>

/** Decodes a query value once when it is still encoded (mini-programs hand query values over raw). */
export function decodeParam (value: unknown): string {
  if (value === undefined || value === null) return ''
  const text = String(value)
  if (!/%[0-9A-Fa-f]{2}/.test(text)) return text
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The entry parameters of a launch query, decoded; null when there are none. */
export function pickEntry (params: Record<string, unknown> | null | undefined): EntryParams | null {
  const entry: EntryParams = {}
  for (const key of ENTRY_KEYS) {
    const value = decodeParam(params?.[key]).trim()
    if (value) entry[key] = value
  }
  return Object.keys(entry).length ? entry : null
}

/** Pages that are ways in, not places to come back to after sign-in. */
const NOT_RETURNED_TO = /^pages\/(launch|login|system\/notFound)\//

/**
 * The page to open again once the user has signed in (a shared link, a reloaded inner page, a
 * page whose token ran out): its address when it is a page of the app other than a way in, else null.
 */
export function returnPage (url: string, route: { path: string } | undefined): string | null {
  if (!url || !route || NOT_RETURNED_TO.test(route.path)) return null
  return url.startsWith('/') ? url : `/${url}`
}

export type EntryTarget =
  | { kind: 'form', config: string }
  | { kind: 'scan', text: string }

/**
 * Where an entry leads: a form config opens the form preview; a scanned code (`q` holds the code's
 * URL, `scene` the mini-program code's parameter) opens the scan result.
 */
export function entryTarget (entry: EntryParams | null | undefined): EntryTarget | null {
  if (!entry) return null
  if (entry.config) return { kind: 'form', config: entry.config }
  const text = entry.q ?? entry.scene
  return text ? { kind: 'scan', text } : null
}
