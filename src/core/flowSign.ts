/**
 * The handler's signature on a node that asks for one (hasSign). Pure; kept apart from
 * core/workflow.ts, which the main package loads, because it walks the form.
 */
import type { FormConfig } from '../../types/api/form'
import type { ApproversProperties, FormOperate } from '../../types/api/workflow'
import { valueNodes } from './form/walk'

/**
 * Whether the handler drew their signature at this step in a sign field of the form that the node
 * lets them write (整改责任人签字 at 整改完成). Such a field is the node's signature: the server takes
 * it for hasSign, so asking on the operate page would be a second one. A value the task already
 * held (an earlier round's) does not count.
 */
export function signedInForm (form: FormConfig | null, operates: FormOperate[], before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  const writable = new Set(operates.filter((o) => o.write).map((o) => o.id))
  return valueNodes(form).some((n) => n.kind === 'sign' && !n.tableKey && writable.has(n.key) &&
    typeof after[n.key] === 'string' && after[n.key] !== '' && after[n.key] !== before[n.key])
}

/** The node's action bar as the operate page follows it: no signature asked when the form carries it. */
export const signedProps = (props: ApproversProperties | null, signed: boolean): ApproversProperties | null =>
  (props && signed && props.hasSign ? { ...props, hasSign: false } : props)
