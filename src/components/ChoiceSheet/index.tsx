import { View, Text, ScrollView } from '@tarojs/components'
import type { Choice, ChoiceSheetProps } from './types'
import './index.scss'

export type { Choice, ChoiceSheetProps }

/**
 * A bottom sheet of choices for the tab pages (the project / contract switch, a flow's versions).
 * The mini-program draws it with plain views: NutUI's ActionSheet brings its Popup, Overlay and
 * their styles (about 28 KB), which the main package would carry for two sheets (issue 12).
 * H5 keeps NutUI's (index.h5.tsx).
 */
export function ChoiceSheet<T extends Choice> ({ visible, title, options, cancelText = '取消', onCancel, onSelect }: ChoiceSheetProps<T>) {
  if (!visible) return null
  return (
    <View className='sf-sheet'>
      <View className='sf-sheet__mask' onClick={onCancel} />
      <View className='sf-sheet__panel' role='dialog' aria-label={title}>
        {title !== '' && <View className='sf-sheet__title'>{title}</View>}
        <ScrollView scrollY className='sf-sheet__list'>
          {options.map((o) => (
            <View key={o.id} className='sf-sheet__item' role='button' onClick={() => onSelect(o)}>
              <Text className='sf-sheet__name'>{o.name}</Text>
              {o.description ? <Text className='sf-sheet__desc'>{o.description}</Text> : null}
            </View>
          ))}
        </ScrollView>
        <View className='sf-sheet__cancel' role='button' onClick={onCancel}>{cancelText}</View>
      </View>
    </View>
  )
}
