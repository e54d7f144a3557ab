/**
 * numInput / inputNumber: typed as text (so "2." and "-" can be on their way) with − / + buttons.
 * A cleared box is null, not 0; out-of-range values are reported by validation, not changed.
 */
import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { displayText, parseNumberInput, stepValue } from '@/core/form'
import { inputValue } from '../../inputValue'
import { ReadonlyText } from './ReadonlyText'
import type { WidgetProps } from './types'

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const textOf = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '')

export function NumberWidget ({ node, value, onChange, readonly }: WidgetProps) {
  const [text, setText] = useState(textOf(value))
  // a value set from outside (stepper, reset, calculation) shows; text on its way stays
  useEffect(() => {
    if (parseNumberInput(text) !== value) setText(textOf(value))
  }, [value])
  if (readonly) return <ReadonlyText text={displayText(node, value)} />
  const { min, max, step, precision } = node.field
  const opts = { min: num(min), max: num(max), step: num(step), precision: num(precision) }
  const stepBy = (direction: 1 | -1) => {
    const next = stepValue(value, direction, opts)
    setText(String(next))
    onChange(next)
  }
  return (
    <View className='sf-fe-number'>
      <Text className='sf-fe-number__step' aria-label='减少' onClick={() => stepBy(-1)}>−</Text>
      <Input
        className='sf-fe-number__input'
        type='digit'
        value={text}
        placeholder={node.field.placeholder || '请输入'}
        onInput={(e) => {
          const typed = inputValue(e)
          setText(typed)
          const parsed = parseNumberInput(typed)
          if (parsed !== undefined) onChange(parsed)
        }}
      />
      <Text className='sf-fe-number__step' aria-label='增加' onClick={() => stepBy(1)}>+</Text>
    </View>
  )
}
