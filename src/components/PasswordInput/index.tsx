import { View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { Eye, EyeF } from '@nutui/icons-react-taro'
import { useState } from 'react'
import './index.scss'

export interface PasswordInputProps {
  value: string
  onChange: (value: string) => void
  placeholder?: string
  maxLength?: number
  disabled?: boolean
}

/** A password input with a show / hide toggle. */
export function PasswordInput ({ value, onChange, placeholder = '请输入密码', maxLength = 32, disabled }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <View className='sf-password'>
      <Input
        className='sf-password__input'
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
      />
      <View
        className='sf-password__toggle'
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? '隐藏密码' : '显示密码'}
      >
        {visible ? <EyeF size={20} color='#2979ff' /> : <Eye size={20} color='#909399' />}
      </View>
    </View>
  )
}
