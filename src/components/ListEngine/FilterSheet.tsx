import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useMemo, useRef } from 'react'
import { searchForm, type SearchField } from '@/core/listConfig'
import { FormEngine, type FormEngineRef } from '../FormEngine'

export interface FilterSheetProps {
  visible: boolean
  filters: SearchField[]
  values: Record<string, unknown>
  onApply: (values: Record<string, unknown>) => void
  onClose: () => void
}

/** The search fields of a module, drawn by the form engine with the form's own widgets. */
export function FilterSheet ({ visible, filters, values, onApply, onClose }: FilterSheetProps) {
  const form = useRef<FormEngineRef>(null)
  const config = useMemo(() => searchForm(filters), [filters])
  const apply = () => {
    const data = form.current?.getData() ?? {}
    // the engine's payload carries every field; only the search fields go to queryJson
    onApply(Object.fromEntries(filters.map((f) => [f.prop, data[f.prop]])))
  }
  return (
    <Popup visible={visible} position='bottom' round destroyOnClose onClose={onClose}>
      <View className='sf-module-filter'>
        <View className='sf-module-filter__bar'>
          <View className='sf-module-filter__reset' role='button' onClick={() => onApply({})}>重置</View>
          <Text className='sf-module-filter__title'>筛选</Text>
          <View className='sf-module-filter__ok' role='button' onClick={apply}>确定</View>
        </View>
        <View className='sf-module-filter__body'>
          <FormEngine ref={form} config={config} values={values} isAdd={false} />
        </View>
      </View>
    </Popup>
  )
}
