import { useEffect, useState } from 'react'
import { getDictionaryOptions } from '@/api/dictionary'
import type { Category } from '@/core/flowLaunch'
import { useBase } from '@/stores/base'

export const FLOW_CATEGORY_DICTIONARY = 'WorkFlowCategory'

/** Entries of the WorkFlowCategory dictionary, kept in the base store for the session. */
async function loadCategories (): Promise<Category[]> {
  const cached = useBase.getState().dictionary(FLOW_CATEGORY_DICTIONARY)
  if (cached.length > 0) return cached
  const list = await getDictionaryOptions(FLOW_CATEGORY_DICTIONARY)
  const base = useBase.getState()
  base.setBase({ dictionaryList: [...base.dictionaryList, { id: FLOW_CATEGORY_DICTIONARY, enCode: FLOW_CATEGORY_DICTIONARY, isTree: 0, dictionaryList: list }] })
  return list
}

/** The flow categories; while they load, or when they cannot, flows group under their category id,
 *  which still lets the user launch everything. */
export function useFlowCategories (): Category[] {
  const [categories, setCategories] = useState<Category[]>(() => useBase.getState().dictionary(FLOW_CATEGORY_DICTIONARY))
  useEffect(() => {
    let alive = true
    loadCategories().then((list) => { if (alive) setCategories(list) }, () => {})
    return () => { alive = false }
  }, [])
  return categories
}
