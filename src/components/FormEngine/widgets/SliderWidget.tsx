import { Range } from '@nutui/nutui-react-taro'
import { displayText } from '@/core/form'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

/** slider: a number between min and max (0-100 unless configured). */
export function SliderWidget ({ node, value, onChange, readonly }: WidgetProps) {
  if (readonly) return <ReadonlyText text={displayText(node, value)} />
  const { min, max, step } = node.field
  const low = typeof min === 'number' ? min : 0
  return (
    <Range
      className='sf-fe-slider'
      min={low}
      max={typeof max === 'number' ? max : 100}
      step={typeof step === 'number' && step > 0 ? step : 1}
      value={typeof value === 'number' ? value : low}
      onChange={(v) => onChange(Array.isArray(v) ? v[0] : v)}
    />
  )
}
