/** Big tappable chips for a choice among a few (a radio group, or several with `multiple`): easier with gloves than radio dots. */
import { View } from '@tarojs/components'
import './index.scss'

export interface ChoiceOption<T extends string | number> {
  value: T
  text: string
}

export interface ChoiceChipsProps<T extends string | number> {
  /** the group's name for screen readers and tests */
  label: string
  options: Array<ChoiceOption<T>>
  /** the chosen value(s) */
  value: T | T[]
  onChange: (value: T) => void
  className?: string
}

export function ChoiceChips<T extends string | number> ({ label, options, value, onChange, className }: ChoiceChipsProps<T>) {
  const multiple = Array.isArray(value)
  const on = (v: T) => (multiple ? (value as T[]).includes(v) : value === v)
  return (
    <View className={`sf-chips ${className ?? ''}`} role={multiple ? 'group' : 'radiogroup'} aria-label={label}>
      {options.map((o) => (
        <View key={String(o.value)} role={multiple ? 'checkbox' : 'radio'} aria-checked={on(o.value)}
          className={`sf-chips__chip ${on(o.value) ? 'sf-chips__chip--on' : ''}`} onClick={() => onChange(o.value)}>
          {o.text}
        </View>
      ))}
    </View>
  )
}
