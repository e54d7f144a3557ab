/**
 * Field keys of API.md 5.3 in both spellings (3.1-3.4 and 3.5) mapped to one canonical kind, and
 * the role each kind plays in a form. Everything downstream (walking, defaults, validation,
 * widgets) speaks kinds, so a renamed key is handled in this one table.
 */
import type { JnpfKey } from '../../../types/api/form'

export type FieldKind =
  | 'input' | 'textarea' | 'number' | 'switch' | 'radio' | 'checkbox' | 'select' | 'cascader' | 'treeSelect'
  | 'date' | 'time' | 'dateRange' | 'timeRange' | 'uploadImg' | 'uploadFile'
  | 'rate' | 'slider' | 'color' | 'editor'
  | 'organize' | 'department' | 'position' | 'user' | 'users' | 'role' | 'group' | 'dictionary' | 'area'
  | 'relationForm' | 'relationFormAttr' | 'popupSelect' | 'popupTableSelect' | 'popupAttr' | 'autoComplete'
  | 'billRule' | 'createUser' | 'createTime' | 'modifyUser' | 'modifyTime' | 'currOrganize' | 'currDept' | 'currPosition'
  | 'calculate' | 'barcode' | 'qrcode' | 'button' | 'sign' | 'location' | 'link' | 'alert'
  | 'card' | 'row' | 'tab' | 'tabItem' | 'collapse' | 'collapseItem' | 'table'
  | 'groupTitle' | 'divider' | 'text'
  | 'unknown'

/** Every key of JnpfKey; `satisfies` makes the compiler flag a key added to the type but not here. */
export const KIND_OF_KEY = {
  comInput: 'input', input: 'input',
  textarea: 'textarea',
  numInput: 'number', inputNumber: 'number',
  switch: 'switch', radio: 'radio', checkbox: 'checkbox', select: 'select',
  cascader: 'cascader', treeSelect: 'treeSelect',
  date: 'date', datePicker: 'date',
  time: 'time', timePicker: 'time',
  dateRange: 'dateRange', timeRange: 'timeRange',
  uploadImg: 'uploadImg', uploadFz: 'uploadFile', uploadFile: 'uploadFile',
  rate: 'rate', slider: 'slider', colorPicker: 'color', editor: 'editor',
  comSelect: 'organize', organizeSelect: 'organize',
  depSelect: 'department', posSelect: 'position',
  userSelect: 'user', usersSelect: 'users', roleSelect: 'role', groupSelect: 'group',
  dicSelect: 'dictionary',
  address: 'area', areaSelect: 'area',
  relationForm: 'relationForm', relationFormAttr: 'relationFormAttr',
  popupSelect: 'popupSelect', popupTableSelect: 'popupTableSelect', popupAttr: 'popupAttr',
  autoComplete: 'autoComplete',
  billRule: 'billRule', createUser: 'createUser', createTime: 'createTime',
  modifyUser: 'modifyUser', modifyTime: 'modifyTime',
  currOrganize: 'currOrganize', currDept: 'currDept', currPosition: 'currPosition',
  calculate: 'calculate', barcode: 'barcode', qrcode: 'qrcode', button: 'button',
  sign: 'sign', location: 'location', link: 'link', alert: 'alert',
  card: 'card', row: 'row', tab: 'tab', tabItem: 'tabItem', collapse: 'collapse', collapseItem: 'collapseItem',
  table: 'table',
  groupTitle: 'groupTitle', divider: 'divider', JNPFText: 'text', text: 'text'
} as const satisfies Record<JnpfKey, FieldKind>

/** The canonical kind of a key; 'unknown' for anything else (a newer server's key never crashes the form). */
export function kindOf (key: unknown): FieldKind {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(KIND_OF_KEY, key)
    ? KIND_OF_KEY[key as JnpfKey]
    : 'unknown'
}

/**
 * - container: holds other fields, has no value of its own (its children's values are flat in formData);
 * - table: a child table, its value is an array of row objects;
 * - display: shows text or a control, no value;
 * - system: a value the server fills (shown read-only as 系统自动生成);
 * - value: an ordinary input.
 */
export type KindRole = 'container' | 'table' | 'display' | 'system' | 'value'

const ROLE_EXCEPTIONS: Partial<Record<FieldKind, KindRole>> = {
  card: 'container', row: 'container', tab: 'container', tabItem: 'container', collapse: 'container', collapseItem: 'container',
  table: 'table',
  groupTitle: 'display', divider: 'display', text: 'display', alert: 'display', link: 'display',
  button: 'display', barcode: 'display', qrcode: 'display', unknown: 'display',
  // relationFormAttr / popupAttr show a column of the record picked in another field
  relationFormAttr: 'display', popupAttr: 'display',
  billRule: 'system', createUser: 'system', createTime: 'system', modifyUser: 'system', modifyTime: 'system',
  currOrganize: 'system', currDept: 'system', currPosition: 'system'
}

export const roleOf = (kind: FieldKind): KindRole => ROLE_EXCEPTIONS[kind] ?? 'value'

/** Kinds whose value is a number (API.md 5.4 "rule type number"). */
export const NUMBER_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['number', 'switch', 'date', 'rate', 'slider', 'calculate'])

/** Kinds whose value is always an array, whether or not `multiple` is set. */
export const ARRAY_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'checkbox', 'cascader', 'dateRange', 'timeRange', 'uploadImg', 'uploadFile', 'organize', 'area', 'users', 'table'
])

/** Kinds that become an array when `multiple` is set. */
export const MULTIPLE_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'select', 'treeSelect', 'department', 'position', 'user', 'role', 'group', 'dictionary', 'popupTableSelect', 'popupSelect'
])
