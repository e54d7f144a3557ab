import { Input, Text, Textarea, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { BoqItemRow } from '../../../types/api/progress'
import { fillProgress } from '@/api/progress'
import { fillError, quantityText } from '@/core/progress'
import { timeFormat } from '@/core/format'
import { toast } from '@/platform/ui'
import { DatePickerSheet } from '../FormEngine/widgets/DatePickerSheet'
import { useSubmit } from '../useSubmit'

const startOfToday = (): number => { const d = new Date(); d.setHours(0, 0, 0, 0); return d.getTime() }

/**
 * 填报完成量 of one item: the day and the quantity completed. A refusal (the server's message)
 * leaves what was typed in place.
 */
export function FillSheet ({ item, onClose, onFilled }: { item: BoqItemRow | null, onClose: () => void, onFilled: () => void }) {
  const [quantity, setQuantity] = useState('')
  const [date, setDate] = useState<number | null>(startOfToday())
  const [remark, setRemark] = useState('')
  const [picking, setPicking] = useState(false)
  const [error, setError] = useState('')
  useEffect(() => {
    if (item) { setQuantity(''); setRemark(''); setDate(startOfToday()); setError('') }
  }, [item?.id])
  const left = item ? Math.max(0, item.quantity - item.doneQuantity) : 0

  const [busy, submit] = useSubmit(async () => {
    if (!item) return
    const wrong = fillError({ quantity, date }, left, item.unit, Date.now())
    setError(wrong)
    if (wrong) return
    try {
      toast(await fillProgress({ itemId: item.id, fillDate: date!, quantity: Number(quantity.trim()), remark: remark.trim() }))
    } catch (err) {
      setError((err as { message?: string })?.message ?? '填报失败，请重试')
      throw err
    }
    onFilled()
  })

  return (
    <Popup visible={!!item} position='bottom' round onClose={onClose}>
      {item && (
        <View className='sf-fill-sheet'>
          <Text className='sf-fill-sheet__title'>{`${item.itemCode} ${item.itemName}`}</Text>
          <Text className='sf-fill-sheet__sub'>{`清单 ${quantityText(item.quantity)}${item.unit} · 已完成 ${quantityText(item.doneQuantity)}${item.unit} · 剩余 ${quantityText(left)}${item.unit}`}</Text>
          <View className='sf-fill-sheet__row' role='button' onClick={() => setPicking(true)}>
            <Text className='sf-fill-sheet__label'>完成日期</Text>
            <Text className='sf-fill-sheet__value'>{date === null ? '请选择' : timeFormat(date, 'yyyy-mm-dd')}</Text>
          </View>
          <View className='sf-fill-sheet__row'>
            <Text className='sf-fill-sheet__label'>{`完成数量（${item.unit}）`}</Text>
            <Input className='sf-fill-sheet__input' type='digit' placeholder='本次完成数量' value={quantity}
              onInput={(e) => { setQuantity(e.detail.value); setError('') }} aria-label='完成数量' />
          </View>
          <Textarea className='sf-fill-sheet__remark' placeholder='部位、桩号等说明（选填）' maxlength={500} value={remark}
            onInput={(e) => setRemark(e.detail.value)} />
          {error ? <View className='sf-fill-sheet__error' role='alert'>{error}</View> : null}
          <Button type='primary' block loading={busy} disabled={busy} onClick={() => { void submit() }}>提交</Button>
          <DatePickerSheet visible={picking} title='完成日期' type='date' value={new Date(date ?? startOfToday())} endDate={new Date()}
            onConfirm={(v) => { setPicking(false); setDate(typeof v === 'number' ? v : null) }} onClose={() => setPicking(false)} />
        </View>
      )}
    </Popup>
  )
}
