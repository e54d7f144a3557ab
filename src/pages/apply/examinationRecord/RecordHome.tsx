/**
 * 我的记录, and for whoever sees others' records: 全部记录 (within their sections, by exam or name)
 * and 通过率 (per exam, unit or team).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { RecordItem, Statistics } from '../../../../types/api/exam'
import { getExamAccess, getRecords, getStatistics } from '@/api/exam'
import { RECORD_PATH, durationText, rateText, recordState } from '@/core/exam'
import { timeFormat } from '@/core/format'
import { nav } from '@/platform/nav'
import { ChoiceChips } from '@/components/ChoiceChips'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { TabStrip } from '@/components/TabStrip'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import './index.scss'

type Tab = 'mine' | 'all' | 'rates'
const TAB_TITLES: Record<Tab, string> = { mine: '我的记录', all: '全部记录', rates: '通过率' }

export function RecordHome ({ examId, mine }: { examId: string, mine: boolean }) {
  const access = useRemote(getExamAccess)
  const scoped = access.data?.records === 'scoped'
  const tabs: Tab[] = scoped ? ['mine', 'all', 'rates'] : ['mine']
  const [chosen, setTab] = useState<Tab | null>(null)
  const tab = chosen ?? (examId && !mine && scoped ? 'all' : 'mine')
  return (
    <View className='sf-exam-records'>
      {tabs.length > 1 && (
        <View className='sf-exam-records__head'>
          <TabStrip tabs={tabs.map((t) => ({ title: TAB_TITLES[t] }))} active={tabs.indexOf(tab)} onChange={(i) => setTab(tabs[i])} />
        </View>
      )}
      {access.loading ? null : tab === 'rates' ? <Rates /> : <Records key={tab} mine={tab === 'mine'} examId={examId} />}
    </View>
  )
}

function Records ({ mine, examId }: { mine: boolean, examId: string }) {
  const [keyword, setKeyword] = useState('')
  const list = usePagedList<RecordItem>((currentPage, pageSize) => getRecords({
    currentPage, pageSize, ...(mine ? { mine: 1 } : {}), ...(examId ? { examId } : {}), ...(keyword ? { keyword } : {})
  }), `${mine}|${examId}|${keyword}`)
  return (
    <>
      {!mine && <FilterBar placeholder='搜索考试名称或姓名' onSearch={setKeyword} />}
      <PageShell {...listShell(list)} emptyText={mine ? '还没有考试记录' : '暂无考试记录'} onRefresh={list.reload}>
        {list.items.map((r) => <RecordCard key={r.id} r={r} showWho={!mine} />)}
        <ListFooter list={list} />
      </PageShell>
    </>
  )
}

function RecordCard ({ r, showWho }: { r: RecordItem, showWho: boolean }) {
  const state = recordState(r)
  return (
    <View className='sf-exam-records__card' role='button' aria-label={`${r.title} ${r.userName}`} onClick={() => { void nav.push(RECORD_PATH, { id: r.id }) }}>
      <View className='sf-exam-records__top'>
        <Text className='sf-exam-records__title'>{r.title}</Text>
        <Text className={`sf-exam-tag sf-exam-tag--${state.tone}`}>{state.text}</Text>
      </View>
      {showWho && <Text className='sf-exam-records__line'>{[r.userName, r.teamName].filter(Boolean).join(' · ')}</Text>}
      <View className='sf-exam-records__row'>
        <Text className='sf-exam-records__score'>{r.score === null ? '—' : `${r.score}`}<Text className='sf-exam-records__of'>{` / ${r.totalScore} 分`}</Text></Text>
        <Text className='sf-exam-records__line'>
          {`第 ${r.attemptNo} 次 · ${r.state === 'ongoing' ? `开始于 ${timeFormat(r.startedAt, 'mm-dd hh:MM')}` : `用时 ${durationText(r.usedSeconds)}${r.autoSubmitted ? ' · 超时交卷' : ''}`}`}
        </Text>
      </View>
      {r.submittedAt && <Text className='sf-exam-records__line'>{`交卷时间：${timeFormat(r.submittedAt, 'yyyy-mm-dd hh:MM')}`}</Text>}
    </View>
  )
}

const GROUPS = [
  { value: 'exam' as const, text: '按考试' },
  { value: 'unit' as const, text: '按单位' },
  { value: 'team' as const, text: '按班组' }
]

function Rates () {
  const [groupBy, setGroupBy] = useState<Statistics['groupBy']>('exam')
  return (
    <View className='sf-exam-rates'>
      <View className='sf-exam-rates__groups'>
        <ChoiceChips label='统计方式' options={GROUPS} value={groupBy} onChange={setGroupBy} />
      </View>
      <RatesBy key={groupBy} groupBy={groupBy} />
    </View>
  )
}

function RatesBy ({ groupBy }: { groupBy: Statistics['groupBy'] }) {
  const stats = useRemote(() => getStatistics(groupBy))
  const data = stats.data
  return (
    <PageShell loading={stats.loading} error={stats.error} onRetry={() => { void stats.reload() }}
      empty={!!data && data.list.length === 0} emptyText='暂无已交卷的考试' onRefresh={stats.refresh}>
      {data && (
        <View className='sf-exam-rates__total' aria-label='合计'>
          <Text className='sf-exam-rates__total-rate'>{rateText(data.total.passRate)}</Text>
          <Text className='sf-exam-rates__total-text'>{`合计 ${data.total.takers} 人参考，${data.total.passed} 人通过，平均 ${data.total.averageScore} 分`}</Text>
        </View>
      )}
      {data?.list.map((row) => (
        <View key={row.id || row.name} className='sf-exam-rates__row' aria-label={row.name}>
          <View className='sf-exam-rates__row-top'>
            <Text className='sf-exam-rates__name'>{row.name}</Text>
            <Text className='sf-exam-rates__rate'>{rateText(row.passRate)}</Text>
          </View>
          <View className='sf-exam-rates__bar'><View className='sf-exam-rates__fill' style={{ width: `${row.passRate}%` }} /></View>
          <Text className='sf-exam-rates__line'>{`参考 ${row.takers} 人 · 通过 ${row.passed} 人 · 平均 ${row.averageScore} 分`}</Text>
        </View>
      ))}
    </PageShell>
  )
}
