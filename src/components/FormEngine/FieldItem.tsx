import { Text, View } from '@tarojs/components'
import { fieldState, type FieldNode, type FieldState, type FormData } from '@/core/form'
import { Field } from '../Field'
import { useEngine } from './context'
import { widgetFor } from './registry'

export interface FieldItemProps {
  node: FieldNode
  value: unknown
  onChange: (value: unknown) => void
  path: string
  /** the child table's state, for its cells */
  parentState?: FieldState
  row?: FormData
}

/** One field: its label (with * when required), its widget, and its error under it. Hidden fields render nothing. */
export function FieldItem ({ node, value, onChange, path, parentState, row }: FieldItemProps) {
  const { stateOptions, readonly: formReadonly, errors } = useEngine()
  const state = fieldState(node, stateOptions, parentState)
  if (state.hidden) return null
  const entry = widgetFor(node.kind)
  const { Widget } = entry
  const readonly = formReadonly || state.disabled
  const layout = readonly ? entry.readonlyLayout ?? entry.layout : entry.layout
  const error = errors[path]
  const widget = <Widget node={node} value={value} onChange={onChange} readonly={readonly} state={state} path={path} row={row} />
  if (layout === 'bare') return <View className='sf-fe-item sf-fe-item--bare'>{widget}</View>
  const label = node.field.__config__?.showLabel === false ? undefined : node.label
  return (
    <View className={`sf-fe-item sf-fe-item--${layout}${error ? ' sf-fe-item--error' : ''}`} data-path={path}>
      <Field label={label} required={state.required && !readonly}>{widget}</Field>
      {error && <Text className='sf-fe-item__error'>{error}</Text>}
    </View>
  )
}
