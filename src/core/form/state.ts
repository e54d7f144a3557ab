/**
 * Whether a field shows, can be changed and must be filled (API.md 5.4 "Visibility and access"):
 * hidden when `visibility` lacks "app" or `noShow`; a workflow node's formOperates entry (matched on
 * the key, or `tableKey-key` in a child table) overrides all three; read-only mode disables all.
 */
import type { FieldNode, FieldState, FormOperate } from './types'

export interface StateOptions {
  /** the flow node's field permissions; none given: the config decides */
  formOperates?: FormOperate[] | null
  /** the whole form is read-only (detail view, a flow node without edit rights) */
  readonly?: boolean
  /** FormConfig.disabled */
  formDisabled?: boolean
}

const hiddenByConfig = (node: FieldNode): boolean => {
  const config = node.field.__config__ ?? {}
  if (config.noShow) return true
  return Array.isArray(config.visibility) && !config.visibility.includes('app')
}

export const operateOf = (node: FieldNode, operates: FormOperate[] | null | undefined): FormOperate | undefined =>
  Array.isArray(operates) ? operates.find((o) => o?.id === node.operateId) : undefined

export function fieldState (node: FieldNode, opts: StateOptions = {}, parent?: FieldState): FieldState {
  const config = node.field.__config__ ?? {}
  // system fields are filled by the server; display items have nothing to change
  const fixed = node.role === 'system' || node.role === 'display'
  let hidden = hiddenByConfig(node)
  let disabled = !!node.field.disabled || !!node.field.readonly
  let required = !!config.required
  const operate = operateOf(node, opts.formOperates)
  if (operate) {
    hidden = !operate.read
    disabled = !operate.write
    required = !!operate.required
  }
  return {
    hidden: hidden || !!parent?.hidden,
    disabled: disabled || fixed || !!opts.readonly || !!opts.formDisabled || !!parent?.disabled,
    required
  }
}

/** Whether the validator checks the field: a field the user cannot see or change cannot be fixed by them, so it never blocks. */
export const isChecked = (state: FieldState): boolean => !state.hidden && !state.disabled
