import { Checkbox } from '@nutui/nutui-react-taro'
import { optionPair, optionText } from '@/core/form'
import { useOptions } from '../useOptions'
import { OptionsState } from './OptionsState'
import { LoadError } from './LoadError'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

/** checkbox: several options. NutUI compares values as text; the stored values keep their own type. */
export function CheckboxWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const { options, props, loading, error, retry } = useOptions(node)
  if (readonly) return <><ReadonlyText text={loading ? '加载中...' : optionText(node, options, value)} /><LoadError error={error} onRetry={retry} /></>
  const pairs = options.map((o) => optionPair(o, props))
  const checked = (Array.isArray(value) ? value : []).map(String)
  return (
    <OptionsState loading={loading} error={error} empty={pairs.length === 0} onRetry={retry}>
      <Checkbox.Group
        className='sf-fe-checkbox'
        value={checked}
        direction={node.field.direction === 'vertical' ? 'vertical' : 'horizontal'}
        max={typeof node.field.max === 'number' && node.field.max > 0 ? node.field.max : undefined}
        onChange={(next: string[]) => onChange(pairs.filter((p) => next.includes(String(p.value))).map((p) => p.value))}
      >
        {pairs.map((p) => <Checkbox key={String(p.value)} value={String(p.value)} label={p.label} />)}
      </Checkbox.Group>
    </OptionsState>
  )
}
