import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { listDataInterface } from '@/api/system'
import { BadSelector, RowTable, finish, useSelectorParams } from '@/components/Selector'
import { linkedParams, rowCard, type Row, type SelectorParams } from '@/core/selector'

/**
 * 表格联动: a row of the first table (a contract section), then rows of the second filtered by it
 * (that section's bill items); both go back to the form.
 */
export default function Page () {
  const p = useSelectorParams('tableLinkage')
  if (typeof p === 'string') return <BadSelector message={p} />
  return <Linkage p={p} />
}

function Linkage ({ p }: { p: SelectorParams }) {
  const [first, setFirst] = useState<Row | null>(null)
  const firstTable = p.first!
  const steps = (
    <View className='sf-sel-steps'>
      <Text className={`sf-sel-steps__item ${first ? '' : 'sf-sel-steps__item--on'}`}>1 选择{firstTable.columns[0]?.label ?? '上级'}</Text>
      <Text className={`sf-sel-steps__item ${first ? 'sf-sel-steps__item--on' : ''}`}>2 选择{p.title}</Text>
    </View>
  )
  if (!first) {
    return (
      <View className='sf-sel-linkage'>
        {steps}
        <RowTable key='first' table={firstTable} pageSize={p.pageSize} multiple={false} selected={[]}
          fetch={(q) => listDataInterface(firstTable.interfaceId ?? '', { ...q, paramList: firstTable.params })}
          onDone={(rows) => setFirst(rows[0] ?? null)} />
      </View>
    )
  }
  const paramList = linkedParams(p, first)
  return (
    <View className='sf-sel-linkage'>
      {steps}
      <View className='sf-sel-linked'>
        <Text className='sf-sel-linked__step'>已选</Text>
        <Text className='sf-sel-linked__name'>{rowCard(first, firstTable).title}</Text>
        <View className='sf-sel-linked__change' role='button' onClick={() => setFirst(null)}><Text>重新选择</Text></View>
      </View>
      <RowTable key={`second:${String(first[firstTable.valueKey])}`} table={p.table} pageSize={p.pageSize} multiple={p.multiple}
        selected={[]} reloadKey={String(first[firstTable.valueKey])} emptyText='该项下暂无数据'
        fetch={(q) => listDataInterface(p.table.interfaceId ?? '', { ...q, paramList })}
        onDone={(rows) => finish(p, { rows, linked: first })} />
    </View>
  )
}
