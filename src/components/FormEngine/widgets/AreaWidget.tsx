/**
 * address / areaSelect: province → city → district → street, loaded level by level
 * (GET /api/system/Area/{id}/Selector/0); `level` (0-3) is the deepest level offered. The value
 * is the path of area ids, or a list of paths with `multiple`.
 */
import { useCallback, useRef, useState } from 'react'
import { getAreaChildren, getAreaNames, type AreaNode } from '@/api/system'
import { TreePicker } from '../pickers/TreePicker'
import { picksOf, valueOf } from '../pickers/convert'
import type { PickNode, Picked } from '../pickers/types'
import { useLoad } from '../useLoad'
import { LoadError } from './LoadError'
import { PickerField } from './PickerField'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

const ROOT = '-1'

export function AreaWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const [open, setOpen] = useState(false)
  const [known, setKnown] = useState<Record<string, string>>({})
  const depth = useRef(new Map<string, number>())
  const level = typeof node.field.level === 'number' ? Math.min(Math.max(node.field.level, 0), 3) : 2
  const shape = { multiple: !!node.field.multiple, paths: true }

  const toNodes = useCallback((list: AreaNode[], at: number): PickNode[] => list.map((a) => {
    depth.current.set(a.id, at)
    const more = at < level && (a.hasChildren ?? !a.isLeaf)
    return { id: a.id, label: a.fullName, hasChildren: more, selectable: !more || at === level }
  }), [level])
  const roots = useLoad(`area:roots:${level}`, async () => toNodes(await getAreaChildren(ROOT), 0), open)
  const loadChildren = useCallback(async (parent: PickNode) =>
    toNodes(await getAreaChildren(parent.id), (depth.current.get(parent.id) ?? 0) + 1), [toNodes])

  const paths = picksOf(value, shape, String).map((p) => p.path)
  const unknown = paths.filter((p) => p.some((id) => !(id in known)))
  const names = useLoad(unknown.length ? `area:names:${JSON.stringify(unknown)}` : null, () => getAreaNames(unknown))
  const nameOf = (id: string): string => {
    if (id in known) return known[id]
    const at = unknown.findIndex((p) => p.includes(id))
    return names.data?.[at]?.[unknown[at].indexOf(id)] ?? id
  }
  const text = picksOf(value, shape, nameOf).map((p) => p.labels.join('/')).join(',')
  const failed = <LoadError error={names.error} onRetry={names.retry} />
  if (readonly) return <><ReadonlyText text={names.loading ? '加载中...' : text} />{failed}</>

  const learn = (picked: Picked[]) => setKnown((k) => ({ ...k, ...Object.fromEntries(picked.flatMap((p) => p.path.map((id, i) => [id, p.labels[i]]))) }))
  return (
    <>
      <PickerField text={text} placeholder={node.field.placeholder} loading={names.loading} onOpen={() => setOpen(true)} />
      <TreePicker
        visible={open}
        title={node.label || '选择地区'}
        multiple={shape.multiple}
        roots={roots}
        loadChildren={loadChildren}
        selected={picksOf(value, shape, nameOf)}
        onConfirm={(picked) => {
          setOpen(false)
          learn(picked)
          onChange(valueOf(picked, shape))
        }}
        onClose={() => setOpen(false)}
      />
      {failed}
    </>
  )
}
