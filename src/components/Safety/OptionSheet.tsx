import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'

export interface SheetOption { value: string, text: string, count?: number }

/** A bottom sheet of choices (with how many each holds), the chosen one ticked; 全部 first. */
export function OptionSheet ({ visible, title, options, value, allText, onPick, onClose }: {
  visible: boolean
  title: string
  options: SheetOption[]
  value: string | undefined
  allText: string
  onPick: (value: string | undefined) => void
  onClose: () => void
}) {
  const rows: Array<SheetOption & { key?: string }> = [{ value: '', text: allText }, ...options]
  return (
    <Popup visible={visible} position='bottom' round onClose={onClose}>
      <View className='sf-option-sheet'>
        <View className='sf-option-sheet__title'>{title}</View>
        {rows.map((o, i) => {
          const on = i === 0 ? value === undefined : value === o.value
          return (
            <View key={`${i}:${o.value}`} className={`sf-option-sheet__row ${on ? 'sf-option-sheet__row--on' : ''}`} role='option' aria-selected={on}
              onClick={() => onPick(i === 0 ? undefined : o.value)}>
              <Text className='sf-option-sheet__text'>{o.text}</Text>
              {o.count !== undefined ? <Text className='sf-option-sheet__count'>{o.count}</Text> : null}
              <Text className='sf-option-sheet__tick'>{on ? '✓' : ''}</Text>
            </View>
          )
        })}
      </View>
    </Popup>
  )
}
