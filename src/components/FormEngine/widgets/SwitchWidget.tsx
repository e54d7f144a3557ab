import { Switch } from '@nutui/nutui-react-taro'
import { displayText } from '@/core/form'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

/** switch: stores activeValue / inactiveValue (1 / 0 unless configured). */
export function SwitchWidget ({ node, value, onChange, readonly }: WidgetProps) {
  if (readonly) return <ReadonlyText text={displayText(node, value)} />
  const on = node.field.activeValue ?? 1
  const off = node.field.inactiveValue ?? 0
  return (
    <Switch
      className='sf-fe-switch'
      checked={value === on}
      onChange={(checked: boolean) => onChange(checked ? on : off)}
    />
  )
}
