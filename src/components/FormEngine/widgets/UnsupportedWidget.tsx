import { Text } from '@tarojs/components'
import type { WidgetProps } from './types'

/** A key this app does not know (a newer server's): named, never rendered as something it is not. */
export function UnsupportedWidget ({ node }: WidgetProps) {
  const key = String(node.field.__config__?.jnpfKey ?? '')
  return <Text className='sf-fe-muted'>暂不支持的字段{node.label ? `：${node.label}` : ''}{key ? `（${key}）` : ''}</Text>
}
