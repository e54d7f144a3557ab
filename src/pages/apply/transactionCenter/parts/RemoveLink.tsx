import { View } from '@tarojs/components'
import './parts.scss'

/** 删除草稿 under a form: red, a thumb's width, asked before it deletes (the page asks). */
export function RemoveLink ({ text, busy, onRemove }: { text: string, busy: boolean, onRemove: () => void }) {
  return <View className='sf-tc-remove' role='button' onClick={() => { if (!busy) onRemove() }}>{text}</View>
}
