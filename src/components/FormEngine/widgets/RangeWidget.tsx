/**
 * dateRange / timeRange: [start, end], picked one end at a time; an end before its start is
 * refused with a message rather than silently swapped.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { dateFormatOf, datePickerType, formatDate, formatTime, displayText, timePickerType, timeToDate, type FieldNode } from '@/core/form'
import { toDate } from '@/core/format'
import { useEngine } from '../context'
import { DatePickerSheet, type DateSheetType } from './DatePickerSheet'
import { PickerField } from './PickerField'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

interface RangeMode {
  type: (node: FieldNode) => DateSheetType
  text: (node: FieldNode, v: unknown) => string
  toDate: (v: unknown) => Date | null
  /** whether a is later than b */
  after: (a: unknown, b: unknown) => boolean
}

const MODES: Record<'dateRange' | 'timeRange', RangeMode> = {
  dateRange: {
    type: (node) => datePickerType(dateFormatOf(node.field.format, node.field.type), node.field.type),
    text: (node, v) => formatDate(v, dateFormatOf(node.field.format, node.field.type)),
    toDate: (v) => toDate(v as number),
    after: (a, b) => Number(a) > Number(b)
  },
  timeRange: {
    type: (node) => timePickerType(node.field.format),
    text: (node, v) => formatTime(v, typeof node.field.format === 'string' && node.field.format ? node.field.format : undefined),
    toDate: (v) => timeToDate(v),
    // "HH:mm:ss" compares as text
    after: (a, b) => String(a) > String(b)
  }
}

export function RangeWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const { services } = useEngine()
  const [editing, setEditing] = useState<0 | 1 | null>(null)
  if (readonly) return <ReadonlyText text={displayText(node, value)} />
  const mode = MODES[node.kind === 'timeRange' ? 'timeRange' : 'dateRange']
  const pair = Array.isArray(value) ? value : []
  const set = (index: 0 | 1, v: unknown) => {
    const next = [pair[0] ?? null, pair[1] ?? null]
    next[index] = v
    if (next[0] !== null && next[1] !== null && mode.after(next[0], next[1])) {
      services.toast('结束时间不能早于开始时间')
      return
    }
    onChange(next[0] === null && next[1] === null ? [] : next)
  }
  return (
    <View className='sf-fe-range'>
      <PickerField text={pair[0] != null ? mode.text(node, pair[0]) : ''} placeholder='开始' onOpen={() => setEditing(0)} />
      <Text className='sf-fe-range__to'>至</Text>
      <PickerField text={pair[1] != null ? mode.text(node, pair[1]) : ''} placeholder='结束' onOpen={() => setEditing(1)} />
      <DatePickerSheet
        visible={editing !== null}
        title={editing === 1 ? '结束' : '开始'}
        type={mode.type(node)}
        value={(editing !== null && mode.toDate(pair[editing])) || new Date()}
        onConfirm={(v) => {
          if (editing !== null) set(editing, v)
          setEditing(null)
        }}
        onClose={() => setEditing(null)}
      />
    </View>
  )
}
