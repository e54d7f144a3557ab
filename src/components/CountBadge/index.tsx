import { Text } from '@tarojs/components'
import { badgeText } from '@/platform/tabbar'
import './index.scss'

/** A red unread count (99+ above 99); nothing at 0. `dot` shows a dot without a number. */
export function CountBadge ({ count, dot, className }: { count?: number, dot?: boolean, className?: string }) {
  if (dot) return <Text className={`sf-count-badge sf-count-badge--dot ${className ?? ''}`} aria-label='未读' />
  if (!count || count <= 0) return null
  return <Text className={`sf-count-badge ${className ?? ''}`} aria-label={`${count}条未读`}>{badgeText(count)}</Text>
}
