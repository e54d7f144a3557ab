import { Text, View } from '@tarojs/components'

/** A failed lookup of names or records: the message and 重试, under what could be shown without it. */
export function LoadError ({ error, onRetry }: { error: string, onRetry: () => void }) {
  if (!error) return null
  return (
    <View className='sf-fe-error-line' role='alert'>
      <Text>{error}</Text>
      <Text className='sf-fe-link' onClick={onRetry}>重试</Text>
    </View>
  )
}
