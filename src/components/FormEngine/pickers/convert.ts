/** Between field values and picker nodes / picks. */
import { optionPair, type OptionProps } from '@/core/form'
import type { TreeOption } from '@/core/tree'
import type { PickNode, Picked } from './types'

/** Options (any keys) → picker nodes; `selectable` decides per node. */
export function optionNodes (options: TreeOption[], props: OptionProps, selectable: (hasKids: boolean) => boolean): PickNode[] {
  return options.map((o) => {
    const { value, label } = optionPair(o, props)
    const kids = Array.isArray(o[props.children]) ? (o[props.children] as TreeOption[]) : []
    const children = kids.length ? optionNodes(kids, props, selectable) : undefined
    return { id: String(value), label, raw: value, selectable: selectable(kids.length > 0), ...(children ? { children } : {}) }
  })
}

/** What a field holds as picks: ids (one, or a list), or paths (one, or a list). */
export function picksOf (value: unknown, opts: { multiple: boolean, paths: boolean }, labelOf: (id: string) => string): Picked[] {
  const list: unknown[] = opts.multiple ? (Array.isArray(value) ? value : []) : (value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0) ? [] : [value])
  return list.map((item) => {
    const path = opts.paths ? (Array.isArray(item) ? item : [item]) : [item]
    const ids = path.map(String)
    const id = ids[ids.length - 1] ?? ''
    return { id, label: labelOf(id), path: ids, labels: ids.map(labelOf), raws: path }
  })
}

/** Picks → the field's value, the reverse of picksOf. */
export function valueOf (picked: Picked[], opts: { multiple: boolean, paths: boolean }): unknown {
  const one = (p: Picked) => (opts.paths ? p.raws : p.raws[p.raws.length - 1])
  if (opts.multiple) return picked.map(one)
  return picked.length ? one(picked[0]) : opts.paths ? [] : ''
}
