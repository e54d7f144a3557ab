/** Permission checks of SPEC.md §6 and API.md §2.4 over the stored permissionList. */

export interface PermissionItem {
  id?: string
  fullName?: string
  enCode: string
}

/** One module's entry of permissionList (API.md §2.2). */
export interface PermissionEntry {
  modelId: string
  moduleName?: string
  column?: PermissionItem[]
  form?: PermissionItem[]
  button?: PermissionItem[]
  resource?: PermissionItem[]
}

export type PermissionList = PermissionEntry[] | null | undefined
type Kind = 'column' | 'form' | 'button'

/** True only when the module has an entry whose `kind` list holds one of the codes. */
const allows = (list: PermissionList, modelId: string, kind: Kind, codes: string[]): boolean =>
  (list ?? []).some(
    (entry) => String(entry.modelId) === String(modelId) && (entry[kind] ?? []).some((item) => codes.includes(item.enCode))
  )

export const hasColumnP = (list: PermissionList, modelId: string, prop: string): boolean =>
  allows(list, modelId, 'column', [prop])

export const hasFormP = (list: PermissionList, modelId: string, field: string): boolean =>
  allows(list, modelId, 'form', [field])

const BTN_PREFIX = 'btn_'

/** Button codes are stored as 'btn_' + the button's value ('add' → 'btn_add'). Callers that
 *  already hold the stored code ('btn_add') are accepted as well. */
export const hasBtnP = (list: PermissionList, modelId: string, value: string): boolean =>
  allows(list, modelId, 'button', value.startsWith(BTN_PREFIX) ? [BTN_PREFIX + value, value] : [BTN_PREFIX + value])

/** Filters only when the module's config flag (useColumnPermission / useBtnPermission /
 *  useFormPermission) is on; with the flag off everything is allowed (API.md §2.4). */
const gated = <T>(items: T[], enabled: boolean | number | undefined, allowed: (item: T) => boolean): T[] =>
  enabled ? items.filter(allowed) : items

/** Columns by `prop`. */
export const applyColumnPermission = <T extends { prop: string }>(
  columns: T[],
  list: PermissionList,
  modelId: string,
  enabled: boolean | number | undefined
): T[] => gated(columns, enabled, (column) => hasColumnP(list, modelId, column.prop))

/** Buttons (btnsList, columnBtnsList, customBtnsList) by `value`. */
export const applyBtnPermission = <T extends { value: string }>(
  buttons: T[],
  list: PermissionList,
  modelId: string,
  enabled: boolean | number | undefined
): T[] => gated(buttons, enabled, (button) => hasBtnP(list, modelId, button.value))

/** Form fields by `__vModel__`. Layout and display items carry no model and are never hidden
 *  here; nested containers are the form parser's business (it calls hasFormP per field). */
export const applyFormPermission = <T extends { __vModel__?: string }>(
  fields: T[],
  list: PermissionList,
  modelId: string,
  enabled: boolean | number | undefined
): T[] => gated(fields, enabled, (field) => !field.__vModel__ || hasFormP(list, modelId, field.__vModel__))
