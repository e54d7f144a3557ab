import { Rate } from '@nutui/nutui-react-taro'
import type { WidgetProps } from './types'

/** rate: stars, `max` of them (5 by default), halves with allowHalf; shown read-only as stars too. */
export function RateWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const count = typeof node.field.max === 'number' && node.field.max > 0 ? node.field.max : 5
  return (
    <Rate
      className='sf-fe-rate'
      count={count}
      value={typeof value === 'number' ? value : 0}
      allowHalf={!!node.field.allowHalf}
      readOnly={readonly}
      onChange={(v: number) => onChange(v)}
    />
  )
}
