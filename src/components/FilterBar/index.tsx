import { View, Text, Input } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { debounce } from '@/core/util'
import { DEBOUNCE_WAIT } from '@/core/constants'
import { inputValue } from '../inputValue'
import './index.scss'

export interface FilterOption {
  text: string
  /** undefined: 全部 */
  value?: number | string
}

export interface FilterGroup {
  name: string
  options: FilterOption[]
  value?: number | string
  onChange: (value: number | string | undefined) => void
}

export interface FilterBarProps {
  placeholder?: string
  /** the trimmed keyword, DEBOUNCE_WAIT after the last keystroke, or at once on confirm / clear */
  onSearch: (keyword: string) => void
  groups?: FilterGroup[]
  /** a button beside the search box (a list's mode switch, e.g. 批量审批) */
  action?: { text: string, onClick: () => void }
}

/** A sticky search box with rows of filter chips (全部 + options) under it. */
export function FilterBar ({ placeholder = '请输入关键词搜索', onSearch, groups = [], action }: FilterBarProps) {
  const [text, setText] = useState('')
  const search = useMemo(() => debounce((value: string) => onSearch(value.trim()), DEBOUNCE_WAIT), [onSearch])
  useEffect(() => () => search.cancel(), [search])
  const now = (value: string) => { search.cancel(); onSearch(value.trim()) }

  return (
    <View className='sf-filter'>
      <View className='sf-filter__search'>
        <Input
          className='sf-filter__input'
          value={text}
          placeholder={placeholder}
          confirmType='search'
          maxlength={50}
          onInput={(e) => { const v = inputValue(e); setText(v); search(v) }}
          onConfirm={(e) => now(inputValue(e))}
        />
        {text && (
          <View className='sf-filter__clear' role='button' aria-label='清除' onClick={() => { setText(''); now('') }}>
            <Text>×</Text>
          </View>
        )}
        {action && <View className='sf-filter__action' role='button' aria-label={action.text} onClick={action.onClick}>{action.text}</View>}
      </View>
      {groups.map((g) => (
        <View key={g.name} className='sf-filter__group' role='radiogroup' aria-label={g.name}>
          {[{ text: '全部' } as FilterOption, ...g.options].map((o) => (
            <View
              key={o.text}
              role='radio'
              aria-checked={o.value === g.value}
              className={`sf-filter__chip ${o.value === g.value ? 'sf-filter__chip--on' : ''}`}
              onClick={() => g.onChange(o.value)}
            >
              {o.text}
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}
