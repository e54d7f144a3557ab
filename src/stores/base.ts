import { create } from 'zustand'

/** An option of an org, department, position or user tree (SPEC §3 option lists). */
export interface OptionNode {
  id: string
  fullName: string
  children?: OptionNode[]
  [key: string]: unknown
}

/** A dictionary type with its entries (SPEC §3 dictionary entry; API.md §7). */
export interface DictionaryType {
  id: string
  enCode: string
  fullName?: string
  isTree: 0 | 1
  dictionaryList: OptionNode[]
}

/**
 * Cached reference data (SPEC §3 client store, base slice). Loaded on demand by the screens that
 * need it and kept for the session, so weak networks do not refetch it on every form.
 */
export interface BaseState {
  dictionaryList: DictionaryType[]
  organizeTree: OptionNode[]
  departmentTree: OptionNode[]
  positionTree: OptionNode[]
  userTree: OptionNode[]
  userList: OptionNode[]
  /** records of related forms, keyed by field */
  relationData: Record<string, unknown>
}

export interface BaseActions {
  setBase: (patch: Partial<BaseState>) => void
  setRelationData: (key: string, value: unknown) => void
  /** the entries of one dictionary type, by its id or enCode ([] when not loaded) */
  dictionary: (idOrCode: string) => OptionNode[]
  clear: () => void
}

const empty: BaseState = {
  dictionaryList: [],
  organizeTree: [],
  departmentTree: [],
  positionTree: [],
  userTree: [],
  userList: [],
  relationData: {}
}

export const useBase = create<BaseState & BaseActions>()((set, get) => ({
  ...empty,
  setBase: (patch) => set(patch),
  setRelationData: (key, value) => set((s) => ({ relationData: { ...s.relationData, [key]: value } })),
  dictionary: (idOrCode) =>
    get().dictionaryList.find((d) => d.id === idOrCode || d.enCode === idOrCode)?.dictionaryList ?? [],
  clear: () => set(empty)
}))
