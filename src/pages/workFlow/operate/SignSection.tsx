/** The handler's signature (hasSign): drawn on the pad, or the one saved in their profile. */
import { View, Text, Image } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { fileUrl } from '@/api/file'
import { SignaturePad } from '@/components/SignaturePad'
import { Section } from './Section'

export interface SignSectionProps {
  signImg: string
  /** the user's saved signature (userInfo.signImg) */
  saved?: string
  onSign: (dataUrl: string) => void
}

export function SignSection ({ signImg, saved, onSign }: SignSectionProps) {
  const [open, setOpen] = useState(false)
  return (
    <Section title='签名' required>
      {signImg && <Image className='sf-operate__sign-image' src={fileUrl(signImg)} mode='aspectFit' aria-label='签名' />}
      <View className='sf-operate__sign-actions'>
        <View className='sf-operate__sign-open' role='button' aria-label={signImg ? '重新签名' : '点击签名'} onClick={() => setOpen(true)}>
          {signImg ? '重新签名' : '点击签名'}
        </View>
        {saved && saved !== signImg && <View className='sf-operate__sign-saved' role='button' aria-label='使用我的签名' onClick={() => onSign(saved)}>使用我的签名</View>}
        {signImg && <Text className='sf-operate__sign-clear' onClick={() => onSign('')}>清除</Text>}
      </View>
      <Popup visible={open} position='bottom' round destroyOnClose onClose={() => setOpen(false)}>
        <View className='sf-operate__pad' aria-label='签名板'>
          <SignaturePad onCancel={() => setOpen(false)} onConfirm={(url) => { setOpen(false); onSign(url) }} />
        </View>
      </Popup>
    </Section>
  )
}
