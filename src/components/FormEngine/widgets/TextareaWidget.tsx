import { Text, Textarea, View } from '@tarojs/components'
import { displayText } from '@/core/form'
import { inputValue } from '../../inputValue'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

/** textarea: several lines, growing with the text; a counter when there is a limit. */
export function TextareaWidget ({ node, value, onChange, readonly }: WidgetProps) {
  if (readonly) return <ReadonlyText text={displayText(node, value)} />
  const max = typeof node.field.maxlength === 'number' && node.field.maxlength > 0 ? node.field.maxlength : undefined
  const text = typeof value === 'string' ? value : ''
  return (
    <View className='sf-fe-textarea'>
      <Textarea
        className='sf-fe-textarea__input'
        value={text}
        placeholder={node.field.placeholder || '请输入'}
        maxlength={max ?? -1}
        autoHeight
        onInput={(e) => onChange(inputValue(e))}
      />
      {max !== undefined && <Text className='sf-fe-textarea__count'>{text.length}/{max}</Text>}
    </View>
  )
}
