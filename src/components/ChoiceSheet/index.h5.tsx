import { ActionSheet } from '@nutui/nutui-react-taro'
import type { Choice, ChoiceSheetProps } from './types'

export type { Choice, ChoiceSheetProps }

/** H5: NutUI's ActionSheet, as before (index.tsx says why the mini-program draws its own). */
export function ChoiceSheet<T extends Choice> ({ visible, title, options, cancelText = '取消', onCancel, onSelect }: ChoiceSheetProps<T>) {
  return (
    <ActionSheet
      visible={visible}
      title={title}
      options={options.map((o) => ({ id: o.id, name: o.name, description: o.description ?? '' }))}
      cancelText={cancelText}
      onCancel={onCancel}
      onSelect={(item) => {
        const choice = options.find((o) => o.id === String(item.id))
        if (choice) onSelect(choice)
      }}
    />
  )
}
