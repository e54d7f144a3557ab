import { Radio } from '@nutui/nutui-react-taro'
import { optionPair, optionText } from '@/core/form'
import { useOptions } from '../useOptions'
import { OptionsState } from './OptionsState'
import { LoadError } from './LoadError'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

/** radio: one of the options, laid out as the config says (horizontal unless optionType is vertical). */
export function RadioWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const { options, props, loading, error, retry } = useOptions(node)
  if (readonly) return <><ReadonlyText text={loading ? '加载中...' : optionText(node, options, value)} /><LoadError error={error} onRetry={retry} /></>
  const pairs = options.map((o) => optionPair(o, props))
  return (
    <OptionsState loading={loading} error={error} empty={pairs.length === 0} onRetry={retry}>
      <Radio.Group
        className='sf-fe-radio'
        value={value as string | number}
        direction={node.field.direction === 'vertical' ? 'vertical' : 'horizontal'}
        onChange={(v: string | number) => onChange(pairs.find((p) => String(p.value) === String(v))?.value ?? v)}
      >
        {pairs.map((p) => <Radio key={String(p.value)} value={p.value}>{p.label}</Radio>)}
      </Radio.Group>
    </OptionsState>
  )
}
