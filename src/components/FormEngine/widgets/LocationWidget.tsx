/** location (3.5): a place chosen on the map, stored as a JSON string; failures are told, not swallowed. */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { displayText, toLocationValue } from '@/core/form'
import { useEngine } from '../context'
import { PickerField } from './PickerField'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

export function LocationWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const { services } = useEngine()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const text = displayText(node, value)
  if (readonly) return <ReadonlyText text={text} />
  const choose = async () => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const place = await services.chooseLocation()
      if (place) onChange(toLocationValue(place))
    } catch (err) {
      // Taro failures carry errMsg ("chooseLocation:fail auth deny"), not a sentence for the user
      const message = (err as { message?: string })?.message || '无法获取位置，请检查定位权限后重试'
      setError(message)
      services.toast(message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='sf-fe-location'>
      <PickerField text={text} loading={busy} placeholder='点击选择位置' onOpen={() => { void choose() }} onClear={() => onChange('')} />
      {error && <Text className='sf-fe-hint sf-fe-hint--error'>{error}</Text>}
    </View>
  )
}
