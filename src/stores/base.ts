import { create } from 'zustand'
import { getDictionaryOptions } from '@/api/dictionary'

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

/** The entries of one dictionary (by id or enCode): kept in the store, asked for once a session. */
export async function loadDictionary (idOrCode: string): Promise<OptionNode[]> {
  const cached = useBase.getState().dictionary(idOrCode)
  if (cached.length > 0) return cached
  const list = await getDictionaryOptions(idOrCode)
  const base = useBase.getState()
  const isTree = list.some((item) => Array.isArray(item.children) && item.children.length > 0) ? 1 : 0
  base.setBase({ dictionaryList: [...base.dictionaryList, { id: idOrCode, enCode: idOrCode, isTree, dictionaryList: list }] })
  return list
}
