/**
 * select, dicSelect, treeSelect and cascader: options in the tree picker. A cascader keeps the
 * path of values (leaves only, unless checkStrictly); the others keep the value of the picked node.
 */
import { useState } from 'react'
import { optionText, type FieldNode } from '@/core/form'
import { TreePicker } from '../pickers/TreePicker'
import { optionNodes, picksOf, valueOf } from '../pickers/convert'
import { useOptions } from '../useOptions'
import { LoadError } from './LoadError'
import { PickerField } from './PickerField'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

const strict = (node: FieldNode): boolean => {
  const props = node.field.props as { props?: { checkStrictly?: boolean } } | undefined
  return !!props?.props?.checkStrictly
}

export function ChoiceWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const [open, setOpen] = useState(false)
  const { options, props, loading, error, retry } = useOptions(node)
  const text = optionText(node, options, value)
  if (readonly) return <><ReadonlyText text={loading ? '加载中...' : text} /><LoadError error={error} onRetry={retry} /></>
  const paths = node.kind === 'cascader'
  const shape = { multiple: !!node.field.multiple, paths }
  const leavesOnly = paths && !strict(node)
  const nodes = optionNodes(options, props, (hasKids) => !(leavesOnly && hasKids))
  const labelOf = (id: string) => optionText({ ...node, kind: 'select' }, options, id)
  return (
    <>
      <PickerField text={text} placeholder={node.field.placeholder} onOpen={() => setOpen(true)} />
      <TreePicker
        visible={open}
        title={node.label || '请选择'}
        multiple={shape.multiple}
        roots={{ data: nodes, loading, error, retry }}
        selected={picksOf(value, shape, labelOf)}
        onConfirm={(picked) => {
          setOpen(false)
          onChange(valueOf(picked, shape))
        }}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
