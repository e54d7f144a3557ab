import { DatePicker } from '@nutui/nutui-react-taro'
import { pickedDate, pickedTime } from '@/core/form'

export type DateSheetType = 'date' | 'datetime' | 'datehour' | 'year-month' | 'time' | 'hour-minutes'

export interface DatePickerSheetProps {
  visible: boolean
  title: string
  type: DateSheetType
  value: Date
  startDate?: Date
  endDate?: Date
  /** epoch ms for date types, "HH:mm:ss" for time types */
  onConfirm: (value: number | string) => void
  onClose: () => void
}

const TIME_TYPES = new Set<DateSheetType>(['time', 'hour-minutes'])
// a wide window: records of old sections and plans years ahead
const START = new Date(2000, 0, 1)
const END = new Date(new Date().getFullYear() + 20, 11, 31)

/** NutUI's date picker, answering in the value shapes of API.md 5.3. */
export function DatePickerSheet ({ visible, title, type, value, startDate, endDate, onConfirm, onClose }: DatePickerSheetProps) {
  return (
    <DatePicker
      visible={visible}
      title={title}
      type={type}
      value={value}
      startDate={startDate ?? START}
      endDate={endDate ?? END}
      showChinese
      onClose={onClose}
      onConfirm={(_options, values) => {
        const picked = values.map((v) => String(v))
        onConfirm(TIME_TYPES.has(type) ? pickedTime(type, picked) : pickedDate(type, picked))
      }}
    />
  )
}
