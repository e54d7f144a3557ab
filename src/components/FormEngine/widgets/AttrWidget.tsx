import { useEngine } from '../context'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v))

/**
 * relationFormAttr / popupAttr: one column (showField) of the record picked in the field named by
 * relationField; inside a child table, the picker of the same row.
 */
export function AttrWidget ({ node, path }: WidgetProps) {
  const { relations } = useEngine()
  const relationField = str(node.field.relationField)
  const rowPrefix = path.includes('.') ? path.slice(0, path.lastIndexOf('.') + 1) : ''
  const record = relations[`${rowPrefix}${relationField}`] ?? relations[relationField]
  return <ReadonlyText text={str(record?.[str(node.field.showField)])} />
}
