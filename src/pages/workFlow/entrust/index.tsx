import { TabStrip } from '@/components/TabStrip'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { FlowDelegateItem } from '../../../../types/api/workflow'
import { deleteDelegate, getDelegates, stopDelegate, type DelegateScope } from '@/api/workflow'
import { timeFormat } from '@/core/format'
import { entrustState, entrustTypeText } from '@/core/workflow'
import { nav } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { useSubmit } from '@/components/useSubmit'
import './index.scss'

const TABS: Array<{ title: string, scope: DelegateScope }> = [
  { title: '我的委托', scope: 1 },
  { title: '委托给我的', scope: 2 }
]

const TIME = 'yyyy-mm-dd hh:MM'

/** 流程委托: the entrusts I made (edit, stop, delete) and those made to me (read only). */
export default function Entrust () {
  const [tab, setTab] = useState(0)
  const scope = TABS[tab].scope
  const mine = scope === 1
  const list = usePagedList<FlowDelegateItem>(
    (currentPage, pageSize) => getDelegates({ currentPage, pageSize, myOrDelagateToMe: scope }),
    String(scope)
  )

  const [, act] = useSubmit(async (kind: 'stop' | 'remove', item: FlowDelegateItem) => {
    const who = item.toUserName || '被委托人'
    if (kind === 'stop') {
      if (!(await confirm('终止委托', `确定终止对${who}的委托吗？`))) return
      await stopDelegate(item.id)
      toast('委托已终止')
      await list.reload()
    } else {
      if (!(await confirm('删除委托', `确定删除对${who}的委托吗？删除后无法恢复。`))) return
      await deleteDelegate(item.id)
      list.setItems((items) => items.filter((i) => i.id !== item.id))
      toast('删除成功')
    }
  })

  return (
    <View className='sf-entrust'>
      <View className='sf-entrust__tabs'>
        <TabStrip tabs={TABS} active={tab} onChange={setTab} />
      </View>
      <PageShell
        {...listShell(list)}
        emptyText={mine ? '暂无委托，点击下方按钮新建' : '暂无委托给我的流程'}
        onRefresh={list.reload}
      >
        {list.items.map((item) => {
          const state = entrustState(item, Date.now())
          const person = mine ? item.toUserName : item.userName
          return (
            <View key={item.id} className='sf-entrust-card' aria-label={`${person}的委托`}>
              <View className='sf-entrust-card__head'>
                <Text className='sf-entrust-card__title'>{mine ? `委托给：${person}` : `委托人：${person}`}</Text>
                <Text className='sf-entrust-card__state' style={{ color: state.color, borderColor: state.color }}>{state.text}</Text>
              </View>
              <Text className='sf-entrust-card__line'>委托类型：{entrustTypeText(item.type)}</Text>
              <Text className='sf-entrust-card__line'>委托流程：{item.flowName}</Text>
              <Text className='sf-entrust-card__line'>委托时间：{timeFormat(item.startTime, TIME)} 至 {timeFormat(item.endTime, TIME)}</Text>
              {item.description ? <Text className='sf-entrust-card__line'>委托说明：{item.description}</Text> : null}
              {mine && (
                <View className='sf-entrust-card__actions'>
                  <View role='button' className='sf-entrust-card__action' onClick={() => { void nav.push('pages/workFlow/entrust/form', { id: item.id }) }}>编辑</View>
                  {state.active && <View role='button' className='sf-entrust-card__action' onClick={() => { void act('stop', item) }}>终止</View>}
                  <View role='button' className='sf-entrust-card__action sf-entrust-card__action--danger' onClick={() => { void act('remove', item) }}>删除</View>
                </View>
              )}
            </View>
          )
        })}
        <ListFooter list={list} />
      </PageShell>
      {mine && (
        <View className='sf-entrust__bar'>
          <Button type='primary' block onClick={() => { void nav.push('pages/workFlow/entrust/form') }}>新建委托</Button>
        </View>
      )}
    </View>
  )
}
