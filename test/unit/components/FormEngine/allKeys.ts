/** A form config with every field key of API.md 5.3, in both spellings where there are two. */
import type { FormConfig, FormField, JnpfKey } from '../../../../types/api/form'
import { KIND_OF_KEY } from '@/core/form'
import { container, field, item, table } from '../../core/form/fixtures'

const options = [{ fullName: '一般', id: '1' }, { fullName: '重大', id: '2' }]
const tree = [{ fullName: '浙江', id: 'zj', children: [{ fullName: '杭州', id: 'hz' }] }]

/** Extra settings a key needs to render something meaningful. */
const EXTRA: Partial<Record<JnpfKey, Partial<FormField>>> = {
  radio: { __slot__: { options } },
  checkbox: { __slot__: { options } },
  select: { __slot__: { options } },
  cascader: { options: tree },
  treeSelect: { options: tree },
  dicSelect: { __config__: { jnpfKey: 'dicSelect', label: '', dictionaryType: 'level' } },
  relationForm: { modelId: 'm1', relationField: 'title' },
  popupSelect: { interfaceId: 'i1', propsValue: 'id', relationField: 'fullName' },
  popupTableSelect: { interfaceId: 'i1', propsValue: 'id', relationField: 'fullName' },
  relationFormAttr: { relationField: 'relationForm', showField: 'title' },
  popupAttr: { relationField: 'popupSelect', showField: 'fullName' },
  calculate: { expression: ['numInput', '+', 'inputNumber'] },
  groupTitle: { content: '分组标题' },
  JNPFText: { content: '说明文字' },
  text: { content: '说明文字3.5' },
  alert: { title: '注意安全' },
  link: { content: '查看规范', href: 'https://example.com' },
  button: { buttonText: '按钮' },
  barcode: { staticText: 'BC-1' },
  qrcode: { staticText: 'QR-1' },
  divider: { content: '分割线' }
}

const LAYOUT = new Set<JnpfKey>(['card', 'row', 'tab', 'tabItem', 'collapse', 'collapseItem', 'table'])

/** Labels are "字段-<key>" so tests can find each one. */
export const labelOf = (key: JnpfKey): string => `字段-${key}`

export const valueKeys = (Object.keys(KIND_OF_KEY) as JnpfKey[]).filter((k) => !LAYOUT.has(k))

export function allKeysConfig (): FormConfig {
  const plain = valueKeys.map((key) => {
    const extra = EXTRA[key] ?? {}
    return field(key, key, labelOf(key), extra, { ...(extra.__config__ ?? {}), jnpfKey: key, label: labelOf(key) })
  })
  return {
    fields: [
      container('card', '卡片', plain.slice(0, 10)),
      container('row', '行', plain.slice(10, 20)),
      container('tab', '标签页', [item('第一页', plain.slice(20, 30)), item('第二页', plain.slice(30, 40))]),
      container('collapse', '折叠面板', [item('更多', plain.slice(40))]),
      { title: '孤立的标签项', __config__: { jnpfKey: 'tabItem', children: [] } } as unknown as FormField,
      { title: '孤立的折叠项', __config__: { jnpfKey: 'collapseItem', children: [] } } as unknown as FormField,
      table('table', '明细', [field('input', 'name', '名称'), field('inputNumber', 'qty', '数量')]),
      field('PsdInput' as JnpfKey, 'psd', '新字段')
    ]
  }
}
