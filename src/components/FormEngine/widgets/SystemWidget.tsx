import { displayText } from '@/core/form'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

/**
 * billRule, createUser, createTime, modifyUser, modifyTime, currOrganize, currDept, currPosition:
 * set by the server; a new record reads 系统自动生成, a saved one shows what the record holds.
 */
export function SystemWidget ({ node, value }: WidgetProps) {
  const text = node.kind === 'createTime' || node.kind === 'modifyTime'
    ? displayText({ ...node, kind: 'date', role: 'value', field: { ...node.field, format: 'yyyy-MM-dd HH:mm:ss' } }, value) || displayText(node, '')
    : displayText(node, value)
  return <ReadonlyText text={text} />
}
