import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'
import './form.scss'

export interface FieldProps {
  label?: string
  required?: boolean
  /** right-hand part: a button, an eye toggle… */
  extra?: ReactNode
  children?: ReactNode
  className?: string
}

/** One form row: label, input, optional extra. Rows are tall enough to hit with gloves on. */
export function Field ({ label, required, extra, children, className }: FieldProps) {
  return (
    <View className={`sf-field ${className ?? ''}`}>
      {label && (
        <Text className='sf-field__label'>
          {required && <Text className='sf-field__required'>*</Text>}
          {label}
        </Text>
      )}
      <View className='sf-field__control'>{children}</View>
      {extra && <View className='sf-field__extra'>{extra}</View>}
    </View>
  )
}
