import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import type { FlowTemplateListItem } from '../../../../types/api/workflow'
import { getFlowTemplates } from '@/api/workflow'
import { ALL_FLOWS } from '@/core/workflow'
import { emit, type PickedFlow } from '@/platform/events'
import { nav } from '@/platform/nav'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { useFlowPicker } from '@/components/FlowPicker'
import './flow.scss'

const done = (flow: PickedFlow) => {
  emit('entrustFlow', flow)
  void nav.back(1, 'pages/workFlow/entrust/form')
}

/** 委托流程: every flow, or one (a template's version, picked when it has several), back to the form. */
export default function EntrustFlow () {
  const current = useRouter().params.flowId ?? ''
  const [keyword, setKeyword] = useState('')
  const list = usePagedList<FlowTemplateListItem>(
    (currentPage, pageSize) => getFlowTemplates({ currentPage, pageSize, ...(keyword ? { keyword } : {}) }),
    keyword
  )
  const { pick, sheet } = useFlowPicker((version) => done({ flowId: version.id, flowName: version.fullName || version.flowName }))

  return (
    <View className='sf-entrust-flow'>
      <FilterBar placeholder='搜索流程名称' onSearch={setKeyword} />
      {!keyword && (
        <View className='sf-entrust-flow__row' role='option' aria-selected={current === ''} aria-label={ALL_FLOWS} onClick={() => done({ flowId: '', flowName: ALL_FLOWS })}>
          <Text className='sf-entrust-flow__name'>{ALL_FLOWS}</Text>
          {current === '' && <Text className='sf-entrust-flow__check'>✓</Text>}
        </View>
      )}
      <PageShell
        {...listShell(list)}
        emptyText='未找到相关流程'
        onRefresh={list.reload}
      >
        {list.items.map((t) => (
          <View key={t.id} className='sf-entrust-flow__row' role='option' aria-selected={false} aria-label={t.fullName} onClick={() => pick(t)}>
            <Text className='sf-entrust-flow__name'>{t.fullName}</Text>
          </View>
        ))}
        <ListFooter list={list} />
      </PageShell>
      {sheet}
    </View>
  )
}
