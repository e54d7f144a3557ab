/**
 * The exams addressed to me (start, resume, see my marks) and, for whoever is granted the tile,
 * the exams published in their sections with their pass rates; a publisher publishes from there.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { ExamView, MyExam } from '../../../../../types/api/exam'
import { getExamAccess, getExams, getMyExams, startExam } from '@/api/exam'
import {
  RECORD_PATH, STATUS_NAMES, TAKE_PATH, countdownText, myExamState, paperSummary, rateText, secondsLeft
} from '@/core/exam'
import { timeFormat } from '@/core/format'
import { nav } from '@/platform/nav'
import { confirm } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { TabStrip } from '@/components/TabStrip'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { PublishSheet } from './PublishSheet'
import './index.scss'

const DAY = 'mm-dd hh:MM'
const windowText = (e: { startTime: number, endTime: number }) => `${timeFormat(e.startTime, DAY)} 至 ${timeFormat(e.endTime, DAY)}`

export function ExamHome () {
  const access = useRemote(getExamAccess)
  const [tab, setTab] = useState(0)
  const manage = Boolean(access.data?.manage)
  return (
    <View className='sf-exam'>
      {manage && (
        <View className='sf-exam__head'>
          <TabStrip tabs={[{ title: '我的考试' }, { title: '考试管理' }]} active={tab} onChange={setTab} />
        </View>
      )}
      {tab === 0 || !manage ? <MyExams /> : <Published canPublish={Boolean(access.data?.publish)} />}
    </View>
  )
}

function MyExams () {
  const remote = useRemote(getMyExams)
  useDidShow(() => { void remote.refresh() })
  const list = remote.data ?? []
  return (
    <PageShell loading={remote.loading} error={remote.error} onRetry={() => { void remote.reload() }}
      empty={list.length === 0} emptyText='暂无需要参加的考试' onRefresh={remote.refresh}>
      {list.map((e) => <MyExamCard key={e.id} exam={e} />)}
      <View className='sf-exam__more' role='button' aria-label='我的考试记录' onClick={() => { void nav.push(RECORD_PATH) }}>查看我的考试记录</View>
    </PageShell>
  )
}

function MyExamCard ({ exam: e }: { exam: MyExam }) {
  const state = myExamState(e)
  const [busy, begin] = useSubmit(async () => {
    if (!e.ongoing) {
      const ok = await confirm('开始考试', `${paperSummary(e)}。开始后计时不可暂停，到时自动交卷。`, { confirmText: '开始' })
      if (!ok) return
    }
    const attempt = await startExam(e.id)
    void nav.push(TAKE_PATH, { attemptId: attempt.id })
  })
  return (
    <View className='sf-exam-card' aria-label={e.title}>
      <View className='sf-exam-card__top'>
        <Text className='sf-exam-card__title'>{e.title}</Text>
        <Text className={`sf-exam-tag sf-exam-tag--${state.tone}`}>{state.text}</Text>
      </View>
      <Text className='sf-exam-card__line'>{paperSummary(e)}</Text>
      <Text className='sf-exam-card__line'>{`考试时间：${windowText(e)}`}</Text>
      <Text className='sf-exam-card__line'>
        {`已考 ${e.attemptsUsed}/${e.maxAttempts} 次${e.bestScore === null ? '' : ` · 最高 ${e.bestScore} 分`}`}
      </Text>
      {(e.canStart || e.ongoing) && (
        <Button className='sf-exam-card__action' type='primary' block loading={busy} disabled={busy} onClick={() => { void begin() }}>
          {e.ongoing ? `继续考试（剩余 ${countdownText(secondsLeft(e.ongoing.deadline, Date.now()))}）` : e.attemptsUsed ? '再考一次' : '开始考试'}
        </Button>
      )}
      {!e.canStart && !e.ongoing && e.attemptsUsed > 0 && (
        <Button className='sf-exam-card__action' fill='outline' type='primary' block
          onClick={() => { void nav.push(RECORD_PATH, { examId: e.id, mine: 1 }) }}>查看成绩与解析</Button>
      )}
    </View>
  )
}

function Published ({ canPublish }: { canPublish: boolean }) {
  const [publishing, setPublishing] = useState(false)
  const list = usePagedList<ExamView>((currentPage, pageSize) => getExams({ currentPage, pageSize }), 'exams')
  return (
    <>
      <PageShell {...listShell(list)} emptyText='暂无已发布的考试' onRefresh={list.reload}>
        <View className={canPublish ? 'sf-exam__with-bar' : ''}>
          {list.items.map((e) => <PublishedCard key={e.id} exam={e} />)}
          <ListFooter list={list} />
        </View>
      </PageShell>
      {canPublish && (
        <View className='sf-exam__bar'>
          <Button type='primary' block className='sf-exam__bar-button' onClick={() => setPublishing(true)}>发布考试</Button>
        </View>
      )}
      {publishing && <PublishSheet onClose={() => setPublishing(false)} onPublished={() => { setPublishing(false); void list.reload() }} />}
    </>
  )
}

function PublishedCard ({ exam: e }: { exam: ExamView }) {
  const s = e.stats
  return (
    <View className='sf-exam-card' role='button' aria-label={e.title} onClick={() => { void nav.push(RECORD_PATH, { examId: e.id }) }}>
      <View className='sf-exam-card__top'>
        <Text className='sf-exam-card__title'>{e.title}</Text>
        <Text className={`sf-exam-tag sf-exam-tag--${e.status === 'open' ? 'primary' : 'muted'}`}>{STATUS_NAMES[e.status]}</Text>
      </View>
      <Text className='sf-exam-card__line'>{`${e.contractName} · ${e.paperName}`}</Text>
      <Text className='sf-exam-card__line'>{paperSummary(e)}</Text>
      <Text className='sf-exam-card__line'>{`参考人员：${e.audienceNames.join('、') || '—'}`}</Text>
      <Text className='sf-exam-card__line'>{`考试时间：${windowText(e)}`}</Text>
      <View className='sf-exam-card__stats'>
        <Stat label='应考' value={String(e.assigned)} />
        <Stat label='已考' value={s ? String(s.takers) : '—'} />
        <Stat label='通过' value={s ? String(s.passed) : '—'} />
        <Stat label='通过率' value={s && s.takers ? rateText(s.passRate) : '—'} />
      </View>
    </View>
  )
}

const Stat = ({ label, value }: { label: string, value: string }) => (
  <View className='sf-exam-card__stat'>
    <Text className='sf-exam-card__stat-value'>{value}</Text>
    <Text className='sf-exam-card__stat-label'>{label}</Text>
  </View>
)
