import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

/** calculate: computed by the engine from other fields on every change; thousands separators when configured. */
export function CalculateWidget ({ node, value }: WidgetProps) {
  if (typeof value !== 'number') return <ReadonlyText text='' />
  const text = node.field.thousands ? value.toLocaleString('en-US', { maximumFractionDigits: 10 }) : String(value)
  return <ReadonlyText text={text} />
}
