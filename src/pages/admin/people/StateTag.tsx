import { Text } from '@tarojs/components'
import type { PersonState } from '../../../../types/api/admin'
import { STATE_TEXT } from '@/core/admin'

/** 启用 / 禁用 / 锁定, coloured. */
export function StateTag ({ state }: { state: PersonState }) {
  const s = STATE_TEXT[state]
  return <Text className={`sf-admin__tag sf-admin__tag--${s.tone}`}>{s.text}</Text>
}
