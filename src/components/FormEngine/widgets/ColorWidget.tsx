import { Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { isHexColor } from '@/core/tree'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

const SWATCHES = ['#f56c6c', '#e6a23c', '#f5d40f', '#67c23a', '#409eff', '#2979ff', '#909399', '#303133']

/** colorPicker: a few swatches, or a hex colour typed in (kept only once it is a valid #rgb / #rrggbb). */
export function ColorWidget ({ value, onChange, readonly }: WidgetProps) {
  const current = typeof value === 'string' ? value : ''
  const [typed, setTyped] = useState(current)
  const swatch = <View className='sf-fe-color__chip' style={{ background: isHexColor(current) ? current : 'transparent' }} />
  if (readonly) return <View className='sf-fe-color'>{swatch}<ReadonlyText text={current} /></View>
  return (
    <View className='sf-fe-color'>
      <View className='sf-fe-color__swatches'>
        {SWATCHES.map((c) => (
          <View key={c} className={`sf-fe-color__chip ${c === current ? 'sf-fe-color__chip--on' : ''}`}
            style={{ background: c }} aria-label={c} onClick={() => { setTyped(c); onChange(c) }} />
        ))}
      </View>
      <Input
        className='sf-fe-input'
        value={typed}
        placeholder='#409eff'
        maxLength={7}
        onChange={(v: string) => {
          setTyped(v)
          if (isHexColor(v) || v === '') onChange(v)
        }}
      />
      {typed !== '' && !isHexColor(typed) && <Text className='sf-fe-hint'>请输入 #RGB 或 #RRGGBB 格式的颜色</Text>}
    </View>
  )
}
