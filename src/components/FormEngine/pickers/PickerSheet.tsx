import { Input, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import { inputValue } from '../../inputValue'

export interface PickerSheetProps {
  visible: boolean
  title: string
  onClose: () => void
  /** shown for multiple choice; a single choice closes the sheet when picked */
  onConfirm?: () => void
  search?: { value: string, onChange: (value: string) => void, placeholder?: string }
  children: ReactNode
}

/** A bottom sheet for picking: title bar with 取消 / 确定, an optional search box, a scrolling body. */
export function PickerSheet ({ visible, title, onClose, onConfirm, search, children }: PickerSheetProps) {
  return (
    <Popup visible={visible} position='bottom' round destroyOnClose onClose={onClose}>
      <View className='sf-fe-sheet'>
        <View className='sf-fe-sheet__bar'>
          <Text className='sf-fe-sheet__cancel' onClick={onClose}>取消</Text>
          <Text className='sf-fe-sheet__title'>{title}</Text>
          {onConfirm ? <Text className='sf-fe-sheet__ok' onClick={onConfirm}>确定</Text> : <Text className='sf-fe-sheet__ok' />}
        </View>
        {search && (
          <View className='sf-fe-sheet__search'>
            <Input
              className='sf-fe-sheet__search-input'
              value={search.value}
              placeholder={search.placeholder ?? '搜索'}
              confirmType='search'
              onInput={(e) => search.onChange(inputValue(e))}
            />
            {search.value && <Text className='sf-fe-sheet__search-clear' aria-label='清除搜索' onClick={() => search.onChange('')}>×</Text>}
          </View>
        )}
        <View className='sf-fe-sheet__body'>{children}</View>
      </View>
    </Popup>
  )
}
