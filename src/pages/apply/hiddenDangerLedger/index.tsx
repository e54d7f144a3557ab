import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { HazardListQuery, HazardRow, HazardState } from '../../../../types/api/safety'
import { getHazardSummary, listHazards } from '@/api/safety'
import { ChoiceChips } from '@/components/ChoiceChips'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { HazardCard, OptionSheet, StatTiles, useSections } from '@/components/Safety'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { levelColor, REPORT_RANGES, reportRange, STATE_COLORS, type ReportRange } from '@/core/safety/hazard'
import { nav } from '@/platform/nav'

interface Filters {
  contractId?: string
  area?: string
  range: ReportRange
  state?: HazardState
  level?: string
  overdue: boolean
  keyword: string
}

const ALL = ''

/**
 * 隐患台账: every hazard the caller may see, counted by state, level and overdue for the section,
 * area and report dates chosen; a figure narrows the list to it, a hazard opens its notice.
 */
export default function Page () {
  // the safety home and the dashboards open it on one of their figures
  const { params } = useRouter()
  const [f, setF] = useState<Filters>(() => ({
    range: 'all', keyword: '', overdue: decodeParam(params?.overdue) === '1', contractId: decodeParam(params?.contractId) || undefined,
    state: (decodeParam(params?.state) || undefined) as HazardState | undefined, level: decodeParam(params?.level) || undefined
  }))
  const [areas, setAreas] = useState(false)
  const now = Date.now()
  const scope: HazardListQuery = { contractId: f.contractId, area: f.area, ...reportRange(f.range, now), keyword: f.keyword || undefined }
  const query: HazardListQuery = { ...scope, state: f.state, level: f.level, overdue: f.overdue ? '1' : undefined }
  const key = JSON.stringify(query)
  const sections = useSections()
  const summary = useRemote(() => getHazardSummary(scope), { immediate: false })
  const list = usePagedList<HazardRow>((currentPage, pageSize) => listHazards({ ...query, currentPage, pageSize }), key)
  const scopeKey = JSON.stringify(scope)
  // the figures follow the scope, and come back fresh with the list (back from a handled notice)
  useEffect(() => { void summary.refresh() }, [scopeKey])
  useDidShow(() => { if (summary.data) void summary.refresh() })

  const s = summary.data
  const count = (state: HazardState) => s?.states.find((c) => c.key === state)?.count ?? 0
  const toggleState = (state: HazardState) => setF((x) => ({ ...x, state: x.state === state ? undefined : state, overdue: false }))
  const tiles = [
    { label: '全部', value: s?.total ?? '-', active: !f.state && !f.overdue, onClick: () => setF((x) => ({ ...x, state: undefined, overdue: false })) },
    { label: '待整改', value: count('rectifying'), color: STATE_COLORS.rectifying, active: f.state === 'rectifying', onClick: () => toggleState('rectifying') },
    { label: '待复查', value: count('reviewing'), color: STATE_COLORS.reviewing, active: f.state === 'reviewing', onClick: () => toggleState('reviewing') },
    { label: '已逾期', value: s?.overdue ?? '-', color: '#fa3534', active: f.overdue, onClick: () => setF((x) => ({ ...x, overdue: !x.overdue, state: undefined })) },
    { label: '已闭合', value: count('closed'), color: STATE_COLORS.closed, active: f.state === 'closed', onClick: () => toggleState('closed') }
  ]
  const sectionOptions = [{ value: ALL, text: '全部标段' }, ...sections.list.map((x) => ({ value: x.id, text: x.name }))]

  return (
    <View className='sf-safety-page'>
      <FilterBar placeholder='搜索编号、标题、部位或位置' onSearch={(keyword) => setF((x) => ({ ...x, keyword }))} />
      <View className='sf-safety-panel'>
        {sections.list.length > 1 && (
          <ChoiceChips label='合同段' value={f.contractId ?? ALL} options={sectionOptions}
            onChange={(v) => setF((x) => ({ ...x, contractId: v || undefined, area: undefined }))} />
        )}
        <ChoiceChips label='上报日期' value={f.range} options={REPORT_RANGES.map((r) => ({ value: r.key, text: r.text }))}
          onChange={(range) => setF((x) => ({ ...x, range }))} />
        <View className='sf-safety-panel__row' role='button' aria-label='按区域筛选' onClick={() => setAreas(true)}>
          <Text className='sf-safety-panel__label'>区域</Text>
          <Text className='sf-safety-panel__value'>{f.area === undefined ? '全部区域' : f.area || '未填写部位'}</Text>
          <Text className='sf-safety-panel__go'>›</Text>
        </View>
        <StatTiles label='隐患统计' tiles={tiles} />
        <View className='sf-safety-levels' role='group' aria-label='隐患等级'>
          {(s?.levels ?? []).map((l) => (
            <View key={l.key} role='button' aria-pressed={f.level === l.key}
              className={`sf-safety-levels__level ${f.level === l.key ? 'sf-safety-levels__level--on' : ''}`}
              style={{ color: levelColor(l.key), borderColor: levelColor(l.key) }}
              onClick={() => setF((x) => ({ ...x, level: x.level === l.key ? undefined : l.key }))}>
              {`${l.name} ${l.count}`}
            </View>
          ))}
        </View>
      </View>
      <View className='sf-safety-page__total'>{list.loading ? '' : `共 ${list.total} 条`}</View>
      <PageShell {...listShell(list)} emptyText='没有符合条件的隐患' onRefresh={async () => { await Promise.all([list.reload(), summary.refresh()]) }}>
        {list.items.map((row) => (
          <HazardCard key={row.id} row={row} now={now}
            onClick={() => { void nav.push('pages/apply/rectificationAddDetail/index', { id: row.id }) }} />
        ))}
        <ListFooter list={list} />
      </PageShell>
      <OptionSheet visible={areas} title='选择区域' allText='全部区域' value={f.area}
        options={(s?.areas ?? []).map((a) => ({ value: a.key, text: a.name, count: a.count }))}
        onPick={(area) => { setF((x) => ({ ...x, area })); setAreas(false) }} onClose={() => setAreas(false)} />
    </View>
  )
}
