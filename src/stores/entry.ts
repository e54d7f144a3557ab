import { create } from 'zustand'
import { pickEntry, type EntryParams } from '@/core/entry'

/**
 * The code the app was opened with (scene / q / config), in memory only: it survives the detour
 * through the login page and is taken once the user is in.
 */
export interface EntryState {
  entry: EntryParams | null
  /** Keeps the entry parameters of a launch query; a query without any leaves a kept entry alone. */
  remember: (params: Record<string, unknown> | null | undefined) => void
  /** The kept entry, removed from the store. */
  take: () => EntryParams | null
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
  }
}))
