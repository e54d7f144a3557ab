import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { InspectionRow } from '../../../../types/api/safety'
import { listInspections } from '@/api/safety'
import { PageShell } from '@/components/PageShell'
import { useMayAdd } from '@/components/Safety'
import { TabStrip } from '@/components/TabStrip'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { timeFormat } from '@/core/format'
import { nav } from '@/platform/nav'

export function InspectionList () {
  const [tab, setTab] = useState(0)
  const mayAdd = useMayAdd()
  const list = usePagedList<InspectionRow>((currentPage, pageSize) => listInspections({ today: tab === 0, currentPage, pageSize }), String(tab))
  return (
    <View className='sf-safety-page sf-safety-page--bar'>
      <TabStrip tabs={[{ title: '今日检查' }, { title: '全部检查' }]} active={tab} onChange={setTab} />
      <PageShell {...listShell(list)} emptyText={tab === 0 ? '今天还没有检查记录' : '暂无检查记录'} onRefresh={list.reload}>
        {list.items.map((i) => (
          <View key={i.id} className='sf-inspection-card' role='button' aria-label={i.checklistName}
            onClick={() => { void nav.push('pages/apply/siteINspection/index', { id: i.id }) }}>
            <View className='sf-inspection-card__head'>
              <Text className='sf-inspection-card__name'>{i.checklistName || '检查记录'}</Text>
              {i.draft
                ? <Text className='sf-safety-tag'>草稿</Text>
                : <Text className={`sf-inspection-card__result ${i.failed ? 'sf-inspection-card__result--failed' : ''}`}>
                  {i.failed ? `不合格 ${i.failed} 项 · 已上报 ${i.raised}` : `${i.items} 项全部合格`}
                </Text>}
            </View>
            <Text className='sf-inspection-card__line'>{i.wbsPart}</Text>
            <View className='sf-inspection-card__foot'>
              <Text>{i.contractName.replace(/^.*?(第.+合同段)$/, '$1')}</Text>
              <Text>{`${i.inspectorName} ${timeFormat(i.checkDate, 'yyyy-mm-dd')}`}</Text>
            </View>
          </View>
        ))}
        <ListFooter list={list} />
      </PageShell>
      {mayAdd && (
        <View className='sf-safety-bar'>
          <Button type='primary' block onClick={() => { void nav.push('pages/apply/siteINspection/index', { mode: 'new' }) }}>新建检查</Button>
        </View>
      )}
    </View>
  )
}
