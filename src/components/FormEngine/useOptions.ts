/**
 * Options of a choice field: inline, a dictionary (kept in the base store for the session, so
 * every form reuses it), or a data interface (loaded once per form and parameter set).
 */
import { getDictionaryOptions, previewDataInterface } from '@/api/system'
import { optionProps, optionSource, sourceKey, type FieldNode, type OptionProps } from '@/core/form'
import type { TreeOption } from '@/core/tree'
import { useBase } from '@/stores/base'
import { useEngine } from './context'
import { useLoad } from './useLoad'

export interface OptionsResult {
  options: TreeOption[]
  props: OptionProps
  loading: boolean
  error: string
  retry: () => void
}

async function dictionary (typeId: string): Promise<TreeOption[]> {
  const cached = useBase.getState().dictionary(typeId)
  if (cached.length > 0) return cached
  const list = await getDictionaryOptions(typeId)
  const base = useBase.getState()
  const isTree = list.some((item) => Array.isArray(item.children) && item.children.length > 0) ? 1 : 0
  base.setBase({ dictionaryList: [...base.dictionaryList, { id: typeId, enCode: typeId, isTree, dictionaryList: list }] })
  return list
}

/** `enabled` false (a closed picker of an empty field) waits. */
export function useOptions (node: FieldNode, enabled = true): OptionsResult {
  const { data } = useEngine()
  const source = optionSource(node, data)
  const props = optionProps(node)
  const key = source.type === 'static' ? null : sourceKey(source)
  const loaded = useLoad<TreeOption[]>(key, () => {
    if (source.type === 'dictionary') return dictionary(source.dictionaryType)
    if (source.type === 'dynamic') return previewDataInterface(source.interfaceId, source.paramList)
    return Promise.resolve([])
  }, enabled)
  if (source.type === 'static') return { options: source.options, props, loading: false, error: '', retry: () => {} }
  return { options: loaded.data ?? [], props, loading: loaded.loading, error: loaded.error, retry: loaded.retry }
}
