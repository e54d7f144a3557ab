import { Text, View } from '@tarojs/components'
import { failedEntries, pendingCount, type OutboxEntry } from '@/core/outbox'
import { confirm } from '@/platform/ui'
import { useOutbox } from '@/stores/outbox'
import './index.scss'

async function discard (entry: OutboxEntry): Promise<void> {
  // the submission exists nowhere else once dropped
  if (await confirm('删除提交', `确定删除“${entry.label}”？删除后无法恢复`)) useOutbox.getState().discard(entry.id)
}

/**
 * What the outbox still holds: how many submissions wait for the network, with 重试, and each one
 * the server refused, with its message, 重试 and 删除. Nothing when the outbox is empty.
 */
export function OutboxBanner ({ className }: { className?: string }) {
  const entries = useOutbox((s) => s.entries)
  const flushing = useOutbox((s) => s.flushing)
  const waiting = pendingCount(entries)
  const failed = failedEntries(entries)
  if (waiting === 0 && failed.length === 0) return null
  const { flush, retry } = useOutbox.getState()
  return (
    <View className={`sf-outbox ${className ?? ''}`}>
      {waiting > 0 && (
        <View className='sf-outbox__row'>
          <Text className='sf-outbox__text'>{`${waiting}条提交等待网络恢复后发送`}</Text>
          <Text className='sf-outbox__action' onClick={() => { if (!flushing) void flush() }}>{flushing ? '发送中' : '重试'}</Text>
        </View>
      )}
      {failed.map((entry) => (
        <View key={entry.id} className='sf-outbox__row sf-outbox__row--failed'>
          <Text className='sf-outbox__text'>{`${entry.label}未提交：${entry.lastError}`}</Text>
          <Text className='sf-outbox__action' onClick={() => { void retry(entry.id) }}>重试</Text>
          <Text className='sf-outbox__action' onClick={() => { void discard(entry) }}>删除</Text>
        </View>
      ))}
    </View>
  )
}
