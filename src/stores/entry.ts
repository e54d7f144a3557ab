import { create } from 'zustand'
import { pickEntry, returnPage, type EntryParams } from '@/core/entry'
import { pagePath } from '@/routePaths'
import { nav } from '@/platform/nav'

/**
 * The code the app was opened with (scene / q / config) and the page the user was sent to sign in
 * from, in memory only: they survive the detour through the login page and are taken once the
 * user is in.
 */
export interface EntryState {
  entry: EntryParams | null
  /** Keeps the entry parameters of a launch query; a query without any leaves a kept entry alone. */
  remember: (params: Record<string, unknown> | null | undefined) => void
  /** The kept entry, removed from the store. */
  take: () => EntryParams | null
  /** The page the user was on (or asked for) when sent to sign in: opened again once signed in. */
  page: string | null
  /** Keeps that page's address ('/pages/...?a=1'); a way in (launch, login) is not kept. */
  rememberPage: (url: string) => void
  /** The kept page, removed from the store. */
  takePage: () => string | null
}

export const useEntry = create<EntryState>()((set, get) => ({
  entry: null,
  remember (params) {
    const entry = pickEntry(params)
    if (entry) set({ entry })
  },
  take () {
    const { entry } = get()
    if (entry) set({ entry: null })
    return entry
  },
  page: null,
  rememberPage (url) {
    const path = pagePath(url)
    const page = returnPage(url, path ? { path } : undefined)
    if (page) set({ page })
  },
  takePage () {
    const { page } = get()
    if (page) set({ page: null })
    return page
  }
}))

/** An address the app does not have was opened: the not-found page takes its place. */
export function showNotFound (path: string): Promise<unknown> {
  return nav.redirect('pages/system/notFound/index', { path })
}
