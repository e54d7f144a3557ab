/**
 * The form config of JNPF online development (API.md 5.2, 5.3): `formData` of OnlineDev Config and
 * `propertyJson` of a flow form. Type-only: imported by the app and by the server.
 */

/** Field keys of API.md 5.3, in both spellings (3.1-3.4 and 3.5). */
export type JnpfKey =
  // inputs
  | 'comInput' | 'input' | 'textarea' | 'numInput' | 'inputNumber' | 'switch'
  | 'radio' | 'checkbox' | 'select' | 'cascader' | 'treeSelect'
  | 'date' | 'datePicker' | 'time' | 'timePicker' | 'dateRange' | 'timeRange'
  | 'uploadImg' | 'uploadFz' | 'uploadFile'
  | 'rate' | 'slider' | 'colorPicker' | 'editor'
  // org and lookups
  | 'comSelect' | 'organizeSelect' | 'depSelect' | 'posSelect' | 'userSelect' | 'usersSelect'
  | 'roleSelect' | 'groupSelect' | 'dicSelect' | 'address' | 'areaSelect'
  | 'relationForm' | 'relationFormAttr' | 'popupSelect' | 'popupTableSelect' | 'popupAttr' | 'autoComplete'
  // system
  | 'billRule' | 'createUser' | 'createTime' | 'modifyUser' | 'modifyTime'
  | 'currOrganize' | 'currDept' | 'currPosition'
  // misc
  | 'calculate' | 'barcode' | 'qrcode' | 'button' | 'sign' | 'location' | 'link' | 'alert'
  // layout and display
  | 'card' | 'row' | 'tab' | 'tabItem' | 'collapse' | 'collapseItem' | 'table'
  | 'groupTitle' | 'divider' | 'JNPFText' | 'text'

export interface FieldRule {
  /** "/regex/flags" */
  pattern: string
  message: string
}

export interface FieldConfig {
  jnpfKey: JnpfKey
  label: string
  labelWidth?: number | null
  showLabel?: boolean
  tag?: string
  required?: boolean
  layout?: 'colFormItem' | 'rowFormItem'
  span?: number
  regList?: FieldRule[]
  defaultValue?: unknown
  /** fill with the current user / now when adding */
  defaultCurrent?: boolean
  trigger?: string | string[]
  formId?: number | string
  renderKey?: number | string
  tableName?: string
  noShow?: boolean
  visibility?: Array<'app' | 'pc'>
  /** options source: inline, a dictionary, or a data interface */
  dataType?: 'static' | 'dictionary' | 'dynamic'
  dictionaryType?: string
  propsUrl?: string
  /** dynamic options: data interface parameters, fixed or taken from another field (relationField) */
  templateJson?: Array<{ field: string, relationField?: string, defaultValue?: unknown }>
  props?: { label: string, value: string, children?: string, multiple?: boolean }
  /** layout containers: card, row, collapse items, tab items, child table columns */
  children?: FormField[]
  isSubTable?: boolean
  /** tab / collapse: the active item */
  active?: string | number
  /** billRule: enCode of the bill rule that numbers the record (GET /api/system/BillRule/BillNumber/{enCode}) */
  rule?: string
}

export interface FormField {
  __config__: FieldConfig
  __vModel__?: string
  __slot__?: { options?: Array<Record<string, unknown>>, default?: string }
  placeholder?: string
  disabled?: boolean
  readonly?: boolean
  clearable?: boolean
  multiple?: boolean
  maxlength?: number | null
  /** numInput / inputNumber / slider / rate */
  min?: number
  max?: number
  step?: number
  precision?: number
  /** switch */
  activeValue?: unknown
  inactiveValue?: unknown
  /** date */
  type?: string
  format?: string
  /** uploads */
  limit?: number
  fileSize?: number
  sizeUnit?: 'KB' | 'MB' | 'GB'
  accept?: string
  /** cascader / treeSelect */
  options?: Array<Record<string, unknown>>
  /** address: 0 province ... 3 street */
  level?: number
  /** relationForm / popupSelect */
  modelId?: string
  interfaceId?: string
  relationField?: string
  showField?: string
  /** display items: groupTitle, JNPFText, alert, link */
  content?: string
  title?: string
  [extra: string]: unknown
}

export interface FormConfig {
  formRef?: string
  formModel?: string
  size?: string
  labelPosition?: 'left' | 'right' | 'top'
  labelWidth?: number
  gutter?: number
  disabled?: boolean
  span?: number
  formBtns?: boolean
  popupType?: string
  confirmButtonText?: string
  cancelButtonText?: string
  classJson?: string
  funcs?: { onLoad?: string, beforeSubmit?: string, afterSubmit?: string }
  fields: FormField[]
}

/** GET /api/visualdev/OnlineDev/{modelId}/Config */
export interface OnlineDevConfig {
  /** JSON of FormConfig */
  formData: string
  /** JSON of the column config (API.md 5.1) */
  columnData: string
  appColumnData: string
  webType: '1' | '2' | '4'
  enableFlow: 0 | 1
  flowId: string
  flowEnCode: string
  flowTemplateJson: string
  fullName: string
}
