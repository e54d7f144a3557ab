import { RichText, Textarea, View } from '@tarojs/components'
import { sanitizeHtml } from '@/core/form'
import { inputValue } from '../../inputValue'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

/** editor: the web console's rich text, shown as rich text (made safe) and edited as plain text on the phone. */
export function EditorWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const html = typeof value === 'string' ? value : ''
  if (readonly) {
    return html ? <View className='sf-fe-rich'><RichText nodes={sanitizeHtml(html)} /></View> : <ReadonlyText text='' />
  }
  return (
    <View className='sf-fe-textarea'>
      <Textarea
        className='sf-fe-textarea__input'
        value={html}
        placeholder={node.field.placeholder || '请输入'}
        maxlength={-1}
        autoHeight
        onInput={(e) => onChange(inputValue(e))}
      />
    </View>
  )
}
