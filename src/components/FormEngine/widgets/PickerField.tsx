import { Text, View } from '@tarojs/components'

export interface PickerFieldProps {
  text: string
  placeholder?: string
  onOpen: () => void
  /** shown instead of the text while labels load */
  loading?: boolean
  /** offers 清空 when something is picked */
  onClear?: () => void
}

/** The closed state of a picker: what is picked (or 请选择) and an arrow. */
export function PickerField ({ text, placeholder, onOpen, loading, onClear }: PickerFieldProps) {
  return (
    <View className='sf-fe-picker' onClick={onOpen} role='button'>
      <Text className={text ? 'sf-fe-picker__text' : 'sf-fe-picker__placeholder'}>
        {loading ? '加载中...' : text || placeholder || '请选择'}
      </Text>
      {onClear && text ? (
        <Text className='sf-fe-picker__clear' onClick={(e) => { e.stopPropagation(); onClear() }}>清空</Text>
      ) : (
        <Text className='sf-fe-picker__arrow'>›</Text>
      )}
    </View>
  )
}
