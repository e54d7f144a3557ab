/**
 * sign (3.5): a signature drawn on the pad, kept as an SVG data URL and shown as an image. The
 * user's saved signature (userInfo.signImg) can be used instead of drawing.
 */
import { Image, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { SignaturePad } from '../../SignaturePad'
import { useEngine } from '../context'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

export function SignWidget ({ value, onChange, readonly }: WidgetProps) {
  const { user } = useEngine()
  const [open, setOpen] = useState(false)
  const src = typeof value === 'string' ? value : ''
  const image = src ? <Image className='sf-fe-sign__image' src={src} mode='aspectFit' aria-label='签名' /> : null
  if (readonly) return image ?? <ReadonlyText text='' />
  return (
    <View className='sf-fe-sign'>
      {image}
      <View className='sf-fe-sign__actions'>
        <Text className='sf-fe-link' onClick={() => setOpen(true)}>{src ? '重新签名' : '点击签名'}</Text>
        {user?.signImg && user.signImg !== src && <Text className='sf-fe-link' onClick={() => onChange(user.signImg)}>使用我的签名</Text>}
        {src && <Text className='sf-fe-link sf-fe-link--danger' onClick={() => onChange('')}>清除</Text>}
      </View>
      <Popup visible={open} position='bottom' round destroyOnClose onClose={() => setOpen(false)}>
        <SignaturePad
          onCancel={() => setOpen(false)}
          onConfirm={(url) => {
            setOpen(false)
            onChange(url)
          }}
        />
      </Popup>
    </View>
  )
}
