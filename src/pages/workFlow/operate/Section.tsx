import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'

/** One block of the operate page: a title (a red star when it must be filled) and its content. */
export function Section ({ title, required = false, children, className }: { title: string, required?: boolean, children: ReactNode, className?: string }) {
  return (
    <View className={`sf-operate__section ${className ?? ''}`}>
      <Text className='sf-operate__label'>{required && <Text className='sf-operate__star'>*</Text>}{title}</Text>
      {children}
    </View>
  )
}
