/** The contract between the engine and a field widget. */
import type { ComponentType } from 'react'
import type { FieldNode, FieldState, FormData } from '@/core/form'

export interface WidgetProps {
  node: FieldNode
  value: unknown
  onChange: (value: unknown) => void
  /** show the value, not a control: read-only mode, or a field the user may not change */
  readonly: boolean
  state: FieldState
  /** the field's key, or `tableKey.rowIndex.key` in a child table (errors, pending uploads, picked records) */
  path: string
  /** the row a child-table cell sits in */
  row?: FormData
}

/**
 * - inline: label left, control right;
 * - block: label above a wide control (text areas, uploads, signatures, child tables);
 * - bare: no label row (titles, dividers, notices).
 */
export type WidgetLayout = 'inline' | 'block' | 'bare'

export interface WidgetEntry {
  Widget: ComponentType<WidgetProps>
  layout: WidgetLayout
  /** where a read-only value is one line of text (a chosen option, a range): beside its label like
   *  any other text, not under it as the control it replaces (隐患等级 read under its label) */
  readonlyLayout?: WidgetLayout
}
