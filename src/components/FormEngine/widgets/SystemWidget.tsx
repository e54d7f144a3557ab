import { displayText } from '@/core/form'
import { useNames } from '../useNames'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

/** System fields that hold an org or user id: shown by name. */
const NAMED = new Set(['createUser', 'modifyUser', 'currOrganize', 'currDept', 'currPosition'])

/**
 * billRule, createUser, createTime, modifyUser, modifyTime, currOrganize, currDept, currPosition:
 * set by the server; a new record reads 系统自动生成, a saved one shows what the record holds.
 */
export function SystemWidget ({ node, value }: WidgetProps) {
  const id = NAMED.has(node.kind) && typeof value === 'string' ? value : ''
  const { nameOf } = useNames(id ? [id] : [], {})
  const text = node.kind === 'createTime' || node.kind === 'modifyTime'
    ? displayText({ ...node, kind: 'date', role: 'value', field: { ...node.field, format: 'yyyy-MM-dd HH:mm:ss' } }, value) || displayText(node, '')
    : id ? nameOf(id) : displayText(node, value)
  return <ReadonlyText text={text} />
}
