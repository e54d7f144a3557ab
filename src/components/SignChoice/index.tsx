/**
 * The handler's signature (a node's hasSign): the one saved in their profile (使用我的签名,
 * userInfo.signImg, their default of Users/Current/SignImg) or one drawn on the pad. The pad opens in
 * its own sheet, or in place (`inline`) for a host that is itself a sheet, as the app does not
 * stack sheets.
 */
import { View, Text, Image } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { fileUrl } from '@/api/file'
import { SignaturePad } from '@/components/SignaturePad'
import './index.scss'

export interface SignChoiceProps {
  /** the signature chosen so far, '' for none */
  signImg: string
  /** the user's saved signature (userInfo.signImg) */
  saved?: string
  onSign: (dataUrl: string) => void
  /** the button that opens the pad while nothing is signed (点击签名 unless told) */
  drawText?: string
  /** the pad in place of the choices rather than in a sheet of its own */
  inline?: boolean
}

export function SignChoice ({ signImg, saved, onSign, drawText = '点击签名', inline = false }: SignChoiceProps) {
  const [open, setOpen] = useState(false)
  const pad = (
    <View className='sf-sign-choice__pad' aria-label='签名板'>
      <SignaturePad onCancel={() => setOpen(false)} onConfirm={(url) => { setOpen(false); onSign(url) }} />
    </View>
  )
  if (inline && open) return pad
  const drawLabel = signImg ? '重新签名' : drawText
  return (
    <View className='sf-sign-choice'>
      {signImg && <Image className='sf-sign-choice__image' src={fileUrl(signImg)} mode='aspectFit' aria-label='签名' />}
      <View className='sf-sign-choice__actions'>
        <View className='sf-sign-choice__btn' role='button' aria-label={drawLabel} onClick={() => setOpen(true)}>{drawLabel}</View>
        {saved && saved !== signImg && <View className='sf-sign-choice__btn' role='button' aria-label='使用我的签名' onClick={() => onSign(saved)}>使用我的签名</View>}
        {signImg && <Text className='sf-sign-choice__clear' onClick={() => onSign('')}>清除</Text>}
      </View>
      {!inline && (
        <Popup visible={open} position='bottom' round destroyOnClose onClose={() => setOpen(false)}>
          {pad}
        </Popup>
      )}
    </View>
  )
}
