import { View, Text } from '@tarojs/components'
import { Button, Loading } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import './index.scss'

export function LoadingView ({ text = '加载中...' }: { text?: string }) {
  return (
    <View className='sf-state sf-state--loading' role='status'>
      <Loading type='circular'>{text}</Loading>
    </View>
  )
}

export function ErrorView ({ message, onRetry }: { message: string, onRetry?: () => void }) {
  return (
    <View className='sf-state sf-state--error' role='alert'>
      <View className='sf-state__icon sf-state__icon--error'>!</View>
      <Text className='sf-state__title'>{message}</Text>
      {onRetry && (
        <Button className='sf-state__action' type='primary' size='small' onClick={onRetry}>重试</Button>
      )}
    </View>
  )
}

export function EmptyView ({ text = '暂无数据', children }: { text?: string, children?: ReactNode }) {
  return (
    <View className='sf-state sf-state--empty'>
      <View className='sf-state__icon' />
      <Text className='sf-state__title'>{text}</Text>
      {children}
    </View>
  )
}
