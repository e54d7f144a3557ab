/**
 * comSelect / organizeSelect, depSelect, posSelect, roleSelect, groupSelect, userSelect and
 * usersSelect: the tree picker fed by the permission selectors, names from getSelectedList.
 */
import { useCallback, useState } from 'react'
import type { FieldNode } from '@/core/form'
import { TreePicker } from '../pickers/TreePicker'
import { picksOf, valueOf } from '../pickers/convert'
import { ORG_SOURCES, orgNodes, type OrgSource } from '../pickers/orgSources'
import type { PickNode, Picked } from '../pickers/types'
import { useLoad } from '../useLoad'
import { useNames } from '../useNames'
import { LoadError } from './LoadError'
import { PickerField } from './PickerField'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

const shapeOf = (node: FieldNode, source: OrgSource) => ({ multiple: !!source.alwaysMultiple || !!node.field.multiple, paths: source.paths })

function OrgPicker ({ node, source, value, onChange, nameOf, learn }: {
  node: FieldNode, source: OrgSource, value: unknown, onChange: (v: unknown) => void,
  nameOf: (id: string) => string, learn: (picked: Picked[]) => void
}) {
  const [open, setOpen] = useState(false)
  const roots = useLoad(`org:${node.kind}:roots`, async () => orgNodes(await source.roots(), source), open)
  const loadChildren = useCallback(async (parent: PickNode) => orgNodes(await source.children!(parent.id), source), [source])
  const search = useCallback(async (keyword: string) => orgNodes(await source.search!(keyword), source), [source])
  const shape = shapeOf(node, source)
  const picks = picksOf(value, shape, nameOf)
  return (
    <>
      <PickerField text={textOf(picks)} placeholder={node.field.placeholder} onOpen={() => setOpen(true)} />
      <TreePicker
        visible={open}
        title={node.label || source.title}
        multiple={shape.multiple}
        roots={roots}
        loadChildren={source.children ? loadChildren : undefined}
        search={source.search ? search : undefined}
        selected={picks}
        onConfirm={(picked) => {
          setOpen(false)
          learn(picked)
          onChange(valueOf(picked, shape))
        }}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

const textOf = (picks: Picked[]): string => picks.map((p) => p.labels.join('/')).join(',')

export function OrgWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const source = ORG_SOURCES[node.kind]!
  const [known, setKnown] = useState<Record<string, string>>({})
  const ids = picksOf(value, shapeOf(node, source), String).flatMap((p) => p.path)
  const { nameOf, loading, error, retry } = useNames(ids, known)
  const learn = (picked: Picked[]) => setKnown((k) => ({ ...k, ...Object.fromEntries(picked.flatMap((p) => p.path.map((id, i) => [id, p.labels[i]]))) }))
  const failed = <LoadError error={error} onRetry={retry} />
  if (readonly) return <><ReadonlyText text={loading ? '加载中...' : textOf(picksOf(value, shapeOf(node, source), nameOf))} />{failed}</>
  return <><OrgPicker node={node} source={source} value={value} onChange={onChange} nameOf={nameOf} learn={learn} />{failed}</>
}
