/**
 * Display items, which hold no value: groupTitle, divider, JNPFText / text, alert, link, button,
 * barcode, qrcode. Barcodes and QR codes show the text they encode (the app draws no symbols).
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { ReactElement } from 'react'
import type { FieldKind } from '@/core/form'
import { copyText } from '@/platform/device'
import { useEngine } from '../context'
import type { WidgetProps } from './types'

const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** Text of a barcode / qrcode: fixed, or the value of another field (dataType relation). */
function codeText ({ node }: WidgetProps, data: Record<string, unknown>): string {
  const { field } = node
  if (field.dataType === 'relation' && typeof field.relationField === 'string') return str(data[field.relationField])
  return str(field.staticText ?? field.content)
}

function LinkItem ({ node }: WidgetProps) {
  const { services } = useEngine()
  const href = str(node.field.href)
  const open = async () => {
    if (!href) return
    services.toast((await copyText(href)) ? '链接已复制，请在浏览器中打开' : '复制失败')
  }
  return <Text className='sf-fe-link' onClick={() => { void open() }}>{str(node.field.content) || href || node.label}</Text>
}

function CodeItem (props: WidgetProps) {
  const { data } = useEngine()
  const text = codeText(props, data)
  const kind = props.node.kind === 'qrcode' ? '二维码' : '条形码'
  return (
    <View className='sf-fe-code'>
      <Text className='sf-fe-code__kind'>{kind}</Text>
      <Text className='sf-fe-code__text'>{text || '无内容'}</Text>
    </View>
  )
}

const ALERT_CLASS: Record<string, string> = { success: 'success', warning: 'warning', error: 'error', info: 'info' }

const ITEMS: Partial<Record<FieldKind, (props: WidgetProps) => ReactElement>> = {
  groupTitle: ({ node }) => <Text className='sf-fe-group-title'>{str(node.field.content) || node.label}</Text>,
  divider: ({ node }) => (
    <View className='sf-fe-divider'>{str(node.field.content) && <Text className='sf-fe-divider__text'>{str(node.field.content)}</Text>}</View>
  ),
  text: ({ node }) => <Text className='sf-fe-note'>{str(node.field.content) || str(node.field.__config__?.defaultValue)}</Text>,
  alert: ({ node }) => (
    <View className={`sf-fe-alert sf-fe-alert--${ALERT_CLASS[str(node.field.type)] ?? 'info'}`} role='note'>
      <Text className='sf-fe-alert__title'>{str(node.field.title) || node.label}</Text>
      {str(node.field.description) && <Text className='sf-fe-alert__text'>{str(node.field.description)}</Text>}
    </View>
  ),
  link: LinkItem,
  button: ({ node }) => (
    <View className='sf-fe-button'>
      <Button size='small' type={node.field.type === 'primary' ? 'primary' : 'default'}>{str(node.field.buttonText) || node.label || '按钮'}</Button>
    </View>
  ),
  barcode: CodeItem,
  qrcode: CodeItem
}

export function DisplayWidget (props: WidgetProps) {
  const Item = ITEMS[props.node.kind]
  return Item ? <Item {...props} /> : null
}
