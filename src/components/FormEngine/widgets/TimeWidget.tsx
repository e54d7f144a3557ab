import { useState } from 'react'
import { displayText, timePickerType, timeToDate } from '@/core/form'
import { DatePickerSheet } from './DatePickerSheet'
import { PickerField } from './PickerField'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

/** time / timePicker: "HH:mm:ss" (a format without seconds picks hours and minutes). */
export function TimeWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const [open, setOpen] = useState(false)
  const text = displayText(node, value)
  if (readonly) return <ReadonlyText text={text} />
  return (
    <>
      <PickerField text={text} placeholder={node.field.placeholder} onOpen={() => setOpen(true)} onClear={() => onChange('')} />
      <DatePickerSheet
        visible={open}
        title={node.label || '选择时间'}
        type={timePickerType(node.field.format)}
        value={timeToDate(value) ?? new Date()}
        onConfirm={(v) => {
          setOpen(false)
          onChange(v)
        }}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
