/**
 * One attempt's result: the mark, pass or not, the time used, and every question with my answer,
 * the right one and why (all or only the ones got wrong). An attempt still in progress says so, and
 * its taker may go back to it.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { AttemptResult, ReviewQuestion } from '../../../../types/api/exam'
import { getAttempt } from '@/api/exam'
import { TAKE_PATH, TYPE_NAMES, durationText, keysText } from '@/core/exam'
import { timeFormat } from '@/core/format'
import { nav, setPageTitle } from '@/platform/nav'
import { useSession } from '@/stores/session'
import { ChoiceChips } from '@/components/ChoiceChips'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import './review.scss'

const FILTERS = [{ value: 'all' as const, text: '全部题目' }, { value: 'wrong' as const, text: '只看错题' }]

export function AttemptReview ({ id }: { id: string }) {
  const remote = useRemote(() => getAttempt(id))
  const me = useSession((s) => s.userInfo?.userId ?? '')
  const view = remote.data
  useEffect(() => { if (view) setPageTitle(view.state === 'submitted' ? '考试成绩' : '考试记录') }, [view])
  return (
    <PageShell loading={remote.loading} error={remote.error} onRetry={() => { void remote.reload() }} onRefresh={remote.refresh}>
      {view?.state === 'submitted' && <Result result={view} />}
      {view?.state === 'ongoing' && (
        <View className='sf-exam-review__ongoing' role='status'>
          <Text className='sf-exam-review__ongoing-title'>{view.title}</Text>
          <Text className='sf-exam-review__ongoing-text'>{`${view.userName} 正在答题，开始于 ${timeFormat(view.startedAt, 'mm-dd hh:MM')}，剩余约 ${Math.ceil(view.remainingSeconds / 60)} 分钟`}</Text>
          {view.userId === me && (
            <Button type='primary' block className='sf-exam-review__resume' onClick={() => { void nav.redirect(TAKE_PATH, { attemptId: view.id }) }}>继续考试</Button>
          )}
        </View>
      )}
    </PageShell>
  )
}

function Result ({ result: r }: { result: AttemptResult }) {
  const [filter, setFilter] = useState<'all' | 'wrong'>('all')
  const shown = filter === 'all' ? r.questions : r.questions.filter((q) => !q.correct)
  return (
    <View className='sf-exam-review'>
      <View className={`sf-exam-review__score ${r.passed ? 'sf-exam-review__score--pass' : 'sf-exam-review__score--fail'}`}>
        <Text className='sf-exam-review__title'>{r.title}</Text>
        <View className='sf-exam-review__mark' aria-label='得分'>
          <Text className='sf-exam-review__points'>{r.score}</Text>
          <Text className='sf-exam-review__of'>{`/ ${r.totalScore} 分`}</Text>
        </View>
        <View className='sf-exam-review__verdict' role='status'>{r.passed ? '考试通过' : '未通过'}</View>
        <Text className='sf-exam-review__pass'>{`及格分 ${r.passScore} · 第 ${r.attemptNo} 次考试${r.autoSubmitted ? ' · 超时自动交卷' : ''}`}</Text>
      </View>
      <View className='sf-exam-review__facts'>
        <Fact label='答对' value={`${r.correctCount} 题`} />
        <Fact label='答错' value={`${r.wrongCount} 题`} />
        <Fact label='未答' value={`${r.unansweredCount} 题`} />
        <Fact label='用时' value={durationText(r.usedSeconds)} />
      </View>
      <Text className='sf-exam-review__who'>{`${r.userName} · 交卷于 ${timeFormat(r.submittedAt, 'yyyy-mm-dd hh:MM')}`}</Text>
      <View className='sf-exam-review__filter'>
        <ChoiceChips label='题目筛选' options={FILTERS} value={filter} onChange={setFilter} />
      </View>
      {shown.map((q) => <ReviewCard key={q.seq} q={q} />)}
      {shown.length === 0 && <Text className='sf-exam-review__none'>全部答对，没有错题</Text>}
    </View>
  )
}

const Fact = ({ label, value }: { label: string, value: string }) => (
  <View className='sf-exam-review__fact'>
    <Text className='sf-exam-review__fact-value'>{value}</Text>
    <Text className='sf-exam-review__fact-label'>{label}</Text>
  </View>
)

function ReviewCard ({ q }: { q: ReviewQuestion }) {
  return (
    <View className='sf-exam-review__card' aria-label={`第${q.seq}题${q.correct ? '答对' : '答错'}`}>
      <View className='sf-exam-review__meta'>
        <Text>{`第 ${q.seq} 题 · ${TYPE_NAMES[q.type]} · ${q.points} 分`}</Text>
        <Text className={q.correct ? 'sf-exam-review__ok' : 'sf-exam-review__bad'}>{q.correct ? `✓ 得 ${q.earned} 分` : '✗ 0 分'}</Text>
      </View>
      <Text className='sf-exam-review__stem'>{q.stem}</Text>
      {q.options.map((o) => {
        const right = q.answer.includes(o.key)
        const mine = (q.given ?? []).includes(o.key)
        return (
          <View key={o.key} className={`sf-exam-review__option ${right ? 'sf-exam-review__option--right' : ''} ${mine && !right ? 'sf-exam-review__option--wrong' : ''}`}>
            <Text className='sf-exam-review__key'>{o.key}</Text>
            <Text className='sf-exam-review__option-text'>{o.text}</Text>
            {mine && <Text className='sf-exam-review__mine'>我的选择</Text>}
          </View>
        )
      })}
      <View className='sf-exam-review__answers'>
        <Text>{`我的答案：${keysText(q.given)}`}</Text>
        <Text className='sf-exam-review__right'>{`正确答案：${keysText(q.answer)}`}</Text>
      </View>
      <View className='sf-exam-review__explain'>
        <Text className='sf-exam-review__explain-label'>解析</Text>
        <Text>{q.explanation}</Text>
      </View>
    </View>
  )
}
