import { ARRAY_KINDS, KIND_OF_KEY, kindOf, roleOf, type FieldKind, type KindRole } from '@/core/form'
import type { JnpfKey } from '../../../../types/api/form'

const renamed: Array<[JnpfKey, JnpfKey, FieldKind]> = [
  ['comInput', 'input', 'input'],
  ['numInput', 'inputNumber', 'number'],
  ['date', 'datePicker', 'date'],
  ['time', 'timePicker', 'time'],
  ['uploadFz', 'uploadFile', 'uploadFile'],
  ['comSelect', 'organizeSelect', 'organize'],
  ['address', 'areaSelect', 'area'],
  ['JNPFText', 'text', 'text']
]

describe('every key of API.md 5.3 normalises, in both spellings', () => {
  it.each(renamed)('%s and %s are both %s', (old, newer, kind) => {
    expect(kindOf(old)).toBe(kind)
    expect(kindOf(newer)).toBe(kind)
  })

  const others: Array<[JnpfKey, FieldKind]> = [
    ['textarea', 'textarea'], ['switch', 'switch'], ['radio', 'radio'], ['checkbox', 'checkbox'], ['select', 'select'],
    ['cascader', 'cascader'], ['treeSelect', 'treeSelect'], ['dateRange', 'dateRange'], ['timeRange', 'timeRange'],
    ['uploadImg', 'uploadImg'], ['rate', 'rate'], ['slider', 'slider'], ['colorPicker', 'color'], ['editor', 'editor'],
    ['depSelect', 'department'], ['posSelect', 'position'], ['userSelect', 'user'], ['usersSelect', 'users'],
    ['roleSelect', 'role'], ['groupSelect', 'group'], ['dicSelect', 'dictionary'],
    ['relationForm', 'relationForm'], ['relationFormAttr', 'relationFormAttr'], ['popupSelect', 'popupSelect'],
    ['popupTableSelect', 'popupTableSelect'], ['popupAttr', 'popupAttr'], ['autoComplete', 'autoComplete'],
    ['billRule', 'billRule'], ['createUser', 'createUser'], ['createTime', 'createTime'], ['modifyUser', 'modifyUser'],
    ['modifyTime', 'modifyTime'], ['currOrganize', 'currOrganize'], ['currDept', 'currDept'], ['currPosition', 'currPosition'],
    ['calculate', 'calculate'], ['barcode', 'barcode'], ['qrcode', 'qrcode'], ['button', 'button'], ['sign', 'sign'],
    ['location', 'location'], ['link', 'link'], ['alert', 'alert'], ['card', 'card'], ['row', 'row'], ['tab', 'tab'],
    ['tabItem', 'tabItem'], ['collapse', 'collapse'], ['collapseItem', 'collapseItem'], ['table', 'table'],
    ['groupTitle', 'groupTitle'], ['divider', 'divider']
  ]
  it.each(others)('%s is %s', (key, kind) => {
    expect(kindOf(key)).toBe(kind)
  })

  it('these tests name every key the engine knows', () => {
    const tested = [...renamed.flatMap(([a, b]) => [a, b]), ...others.map(([k]) => k)]
    expect([...tested].sort()).toEqual(Object.keys(KIND_OF_KEY).sort())
  })

  it.each([['PsdInput'], [''], [undefined], [null], [42], ['toString'], ['__proto__']])('%p is unknown', (key) => {
    expect(kindOf(key)).toBe('unknown')
  })
})

describe('roles', () => {
  it.each<[FieldKind, KindRole]>([
    ['card', 'container'], ['row', 'container'], ['tab', 'container'], ['tabItem', 'container'],
    ['collapse', 'container'], ['collapseItem', 'container'], ['table', 'table'],
    ['groupTitle', 'display'], ['divider', 'display'], ['text', 'display'], ['alert', 'display'], ['link', 'display'],
    ['button', 'display'], ['barcode', 'display'], ['qrcode', 'display'], ['relationFormAttr', 'display'],
    ['popupAttr', 'display'], ['unknown', 'display'],
    ['billRule', 'system'], ['createUser', 'system'], ['createTime', 'system'], ['modifyUser', 'system'],
    ['modifyTime', 'system'], ['currOrganize', 'system'], ['currDept', 'system'], ['currPosition', 'system'],
    ['input', 'value'], ['sign', 'value'], ['calculate', 'value'], ['uploadImg', 'value'], ['location', 'value']
  ])('%s is a %s', (kind, role) => {
    expect(roleOf(kind)).toBe(role)
  })

  it('child tables hold arrays', () => {
    expect(ARRAY_KINDS.has('table')).toBe(true)
  })
})
