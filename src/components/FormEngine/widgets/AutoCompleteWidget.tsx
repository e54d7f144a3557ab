/**
 * autoComplete (3.5): free text with suggestions from a data interface (its relationField column),
 * asked for 300 ms after the last key; tapping a suggestion fills it in.
 */
import { Text, View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { useCallback, useRef, useState } from 'react'
import { listDataInterface } from '@/api/system'
import { interfaceParams } from '@/core/form'
import { useEngine } from '../context'
import { useSearch } from '../pickers/useSearch'
import type { PickNode } from '../pickers/types'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

export function AutoCompleteWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const { data } = useEngine()
  const [typed, setTyped] = useState('')
  // parameters come from the form as it is when the user types, without a new search per change elsewhere
  const dataRef = useRef(data)
  dataRef.current = data
  const nodeRef = useRef(node)
  nodeRef.current = node
  const labelKey = typeof node.field.relationField === 'string' && node.field.relationField ? node.field.relationField : 'fullName'
  const interfaceId = typeof node.field.interfaceId === 'string' ? node.field.interfaceId : ''
  const total = typeof node.field.total === 'number' && node.field.total > 0 ? node.field.total : 10
  const search = useCallback(async (keyword: string): Promise<PickNode[]> => {
    const page = await listDataInterface(interfaceId, { currentPage: 1, pageSize: total, keyword, paramList: interfaceParams(nodeRef.current, dataRef.current) })
    return page.list.map((row, i) => ({ id: String(i), label: String(row[labelKey] ?? ''), selectable: true }))
  }, [interfaceId, total, labelKey])
  const found = useSearch(interfaceId ? typed : '', interfaceId ? search : undefined)
  const text = typeof value === 'string' ? value : ''
  if (readonly) return <ReadonlyText text={text} />
  return (
    <View className='sf-fe-auto'>
      <Input className='sf-fe-input' value={text} placeholder={node.field.placeholder || '请输入'}
        onChange={(v: string) => { setTyped(v); onChange(v) }} />
      {typed && found.loading && <Text className='sf-fe-muted'>加载中...</Text>}
      {typed && found.error && <Text className='sf-fe-link' onClick={found.retry}>{found.error}，点击重试</Text>}
      {typed && !found.loading && found.list.filter((s) => s.label && s.label !== text).map((s) => (
        <Text key={s.id} className='sf-fe-suggestion' onClick={() => { setTyped(''); onChange(s.label) }}>{s.label}</Text>
      ))}
    </View>
  )
}
