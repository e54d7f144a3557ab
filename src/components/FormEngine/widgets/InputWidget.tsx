import { Input } from '@nutui/nutui-react-taro'
import { displayText } from '@/core/form'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

/** comInput / input: one line of text; `showPassword` hides what is typed. */
export function InputWidget ({ node, value, onChange, readonly }: WidgetProps) {
  if (readonly) return <ReadonlyText text={node.field.showPassword ? (value ? '******' : '') : displayText(node, value)} />
  const { field } = node
  return (
    <Input
      className='sf-fe-input'
      type={field.showPassword ? 'password' : 'text'}
      value={typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)}
      placeholder={field.placeholder || '请输入'}
      maxLength={typeof field.maxlength === 'number' && field.maxlength > 0 ? field.maxlength : undefined}
      clearable={field.clearable !== false}
      onChange={(v: string) => onChange(v)}
    />
  )
}
