import { useState } from 'react'
import { dateFormatOf, datePickerType, displayText } from '@/core/form'
import { toDate } from '@/core/format'
import { DatePickerSheet } from './DatePickerSheet'
import { PickerField } from './PickerField'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

const bound = (value: unknown): Date | undefined => (typeof value === 'number' ? new Date(value) : undefined)

/** date / datePicker: epoch ms; the format decides the columns (date, date and time, year and month). */
export function DateWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const [open, setOpen] = useState(false)
  const text = displayText(node, value)
  if (readonly) return <ReadonlyText text={text} />
  const format = dateFormatOf(node.field.format, node.field.type)
  return (
    <>
      <PickerField text={text} placeholder={node.field.placeholder} onOpen={() => setOpen(true)} onClear={() => onChange(null)} />
      <DatePickerSheet
        visible={open}
        title={node.label || '选择日期'}
        type={datePickerType(format, node.field.type)}
        value={toDate(value as number) ?? new Date()}
        startDate={bound(node.field.startTime)}
        endDate={bound(node.field.endTime)}
        onConfirm={(v) => {
          setOpen(false)
          onChange(v)
        }}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
