import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'

export interface OptionsStateProps {
  loading: boolean
  error: string
  empty: boolean
  onRetry: () => void
  children: ReactNode
}

/** Loading, failure (with 重试) and empty states around a list of options. */
export function OptionsState ({ loading, error, empty, onRetry, children }: OptionsStateProps) {
  if (loading) return <View className='sf-fe-muted' role='status'>加载中...</View>
  if (error) {
    return (
      <View className='sf-fe-error-line' role='alert'>
        <Text>{error}</Text>
        <Text className='sf-fe-link' onClick={onRetry}>重试</Text>
      </View>
    )
  }
  if (empty) return <Text className='sf-fe-muted'>暂无选项</Text>
  return <>{children}</>
}
