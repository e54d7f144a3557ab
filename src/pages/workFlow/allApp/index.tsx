import { View, Text } from '@tarojs/components'
import { useMemo, useState } from 'react'
import type { FlowTemplateListItem } from '../../../../types/api/workflow'
import { getFlowTemplates } from '@/api/workflow'
import { FLOW_BEFORE_PATH, flowBeforeQuery, groupTemplates, newLaunchConfig } from '@/core/workflow'
import { nav } from '@/platform/nav'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { useFlowPicker } from '@/components/FlowPicker'
import { useFlowCategories } from '@/components/FlowPicker/useFlowCategories'
import './index.scss'

/** 更多流程: every flow this user may launch, searchable, a page at a time; a tap launches it. */
export default function AllApp () {
  const [keyword, setKeyword] = useState('')
  const list = usePagedList<FlowTemplateListItem>(
    (currentPage, pageSize) => getFlowTemplates({ currentPage, pageSize, ...(keyword ? { keyword } : {}) }),
    keyword
  )
  const categories = useFlowCategories()
  // one row per flow, in category order, with the tile colour and text of the process centre
  const rows = useMemo(() => groupTemplates(list.items, categories).flatMap((s) => s.tiles.map((t) => ({ ...t, category: s.title }))), [list.items, categories])
  const { pick, sheet } = useFlowPicker((version) => { void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery(newLaunchConfig(version))) })

  return (
    <View className='sf-all-app'>
      <FilterBar placeholder='搜索流程名称' onSearch={setKeyword} />
      <PageShell
        {...listShell(list)}
        emptyText={keyword ? '未找到相关流程' : '暂无可发起的流程'}
        onRefresh={list.reload}
      >
        <View className='sf-all-app__list'>
          {rows.map(({ menu, color, text, category }) => (
            <View key={menu.id} className='sf-all-app__row' role='button' aria-label={menu.fullName} onClick={() => pick(menu)}>
              <View className='sf-all-app__icon' style={{ background: color }}><Text>{text}</Text></View>
              <View className='sf-all-app__text'>
                <Text className='sf-all-app__name'>{menu.fullName}</Text>
                <Text className='sf-all-app__meta'>{category}</Text>
              </View>
              <Text className='sf-all-app__go'>发起</Text>
            </View>
          ))}
        </View>
        <ListFooter list={list} />
      </PageShell>
      {sheet}
    </View>
  )
}
