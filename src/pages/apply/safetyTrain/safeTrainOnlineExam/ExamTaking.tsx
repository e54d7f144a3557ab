/**
 * Taking an exam on a phone: one question at a time with big options, a progress bar, the question
 * sheet and the countdown of the server's deadline. Answers are kept as they are given (useAnswers);
 * the attempt is handed in by the taker or when the time runs out, then its result opens. Reopened
 * (a reload, an app killed), it resumes where the server has it, with the time left.
 */
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AttemptOngoing } from '../../../../../types/api/exam'
import { getAttempt, submitAttempt } from '@/api/exam'
import {
  LOW_TIME_SECONDS, RECORD_PATH, TYPE_NAMES, answeredCount, countdownText, endsAtFrom, isAnswered, pendingKey, percent,
  secondsLeft, submitConfirmText, toggleOption, unansweredSeqs
} from '@/core/exam'
import { backoffDelay, classify, toFailure } from '@/core/outbox'
import { nav, setPageTitle } from '@/platform/nav'
import { removeStorage } from '@/platform/storage'
import { scrollToTop } from '@/platform/scroll'
import { confirm, toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { useAnswers } from './useAnswers'
import './taking.scss'

interface Loaded { view: AttemptOngoing | null, receivedAt: number }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function ExamTaking ({ id }: { id: string }) {
  const remote = useRemote<Loaded>(async () => {
    const view = await getAttempt(id)
    return { view: view.state === 'ongoing' ? view : null, receivedAt: Date.now() }
  })
  const view = remote.data?.view ?? null
  const showResult = useCallback(() => { void nav.redirect(RECORD_PATH, { id }) }, [id])

  // handed in already (here, elsewhere, or by the server at its deadline): its result instead
  useEffect(() => {
    if (remote.data && !remote.data.view) showResult()
  }, [remote.data, showResult])
  useEffect(() => { if (view) setPageTitle(view.title) }, [view])

  return (
    <PageShell loading={remote.loading} error={remote.error} onRetry={() => { void remote.reload() }}>
      {view && remote.data && <Paper view={view} receivedAt={remote.data.receivedAt} onDone={showResult} />}
    </PageShell>
  )
}

function Paper ({ view, receivedAt, onDone }: { view: AttemptOngoing, receivedAt: number, onDone: () => void }) {
  const { questions } = view
  const [index, setIndex] = useState(() => Math.max(0, questions.findIndex((q) => !isAnswered(q.given))))
  const [sheet, setSheet] = useState(false)
  const [endsAt, setEndsAt] = useState(() => endsAtFrom(view.remainingSeconds, receivedAt))
  const [now, setNow] = useState(() => Date.now())
  const [handingIn, setHandingIn] = useState(false)
  const closed = useRef(false)
  const timeUpSent = useRef(false)

  const finish = useCallback((message?: string) => {
    if (closed.current) return
    closed.current = true
    removeStorage(pendingKey(view.id))
    if (message) toast(message)
    onDone()
  }, [view.id, onDone])

  const saver = useAnswers(view.id, questions, {
    onClosed: (message) => finish(message),
    // the server's clock wins when this device's has drifted
    onRemaining: (seconds) => setEndsAt((at) => {
      const server = endsAtFrom(seconds, Date.now())
      return Math.abs(server - at) > 2000 ? server : at
    })
  })

  const left = secondsLeft(endsAt, now)
  const answered = answeredCount(questions, saver.answers)

  /** Hands the attempt in; at time-out it keeps trying until the server answers. */
  const handIn = useCallback(async (timeUp: boolean): Promise<void> => {
    setHandingIn(true)
    await saver.flush()
    let tries = 0
    while (!closed.current) {
      try {
        await submitAttempt(view.id, timeUp)
        finish(timeUp ? '考试时间到，已自动交卷' : '')
        return
      } catch (err) {
        if (!timeUp || classify(toFailure(err)) !== 'retry') {
          setHandingIn(false)
          throw err
        }
        tries += 1
        await sleep(backoffDelay(tries))
      }
    }
  }, [saver, view.id, finish])

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  useEffect(() => {
    if (left > 0 || timeUpSent.current) return
    timeUpSent.current = true
    // refused (not a lost answer): the server has handed it in at its deadline all the same
    void handIn(true).catch(() => finish())
  }, [left, handIn, finish])

  const [busy, submit] = useSubmit(async () => {
    if (!(await confirm('确认交卷', submitConfirmText(unansweredSeqs(questions, saver.answers).length), { confirmText: '交卷' }))) return
    if (!(await saver.flush())) {
      toast('网络异常，还有答案未保存，请稍后再交卷')
      return
    }
    await handIn(false)
  })

  const q = questions[index]
  const chosen = saver.answers[q.seq] ?? []
  const last = index === questions.length - 1
  const go = (i: number) => {
    setIndex(i)
    setSheet(false)
    scrollToTop()
  }

  return (
    <View className='sf-exam-take'>
      <View className='sf-exam-take__head'>
        <View className='sf-exam-take__row'>
          <Text className='sf-exam-take__title'>{view.title}</Text>
          <View className={`sf-exam-take__clock ${left <= LOW_TIME_SECONDS ? 'sf-exam-take__clock--low' : ''}`} role='timer' aria-label='剩余时间'>
            {countdownText(left)}
          </View>
        </View>
        <View className='sf-exam-take__progress' role='progressbar' aria-valuenow={answered} aria-valuemax={questions.length}>
          <View className='sf-exam-take__progress-bar' style={{ width: `${percent(answered, questions.length)}%` }} />
        </View>
        <Text className='sf-exam-take__count'>{`已答 ${answered}/${questions.length}`}</Text>
      </View>

      {(saver.offline || handingIn) && (
        <View className='sf-exam-take__banner' role='alert'>
          {handingIn ? '正在交卷…' : `网络异常，${saver.unsaved} 道题答案暂存在本机，恢复后自动保存`}
        </View>
      )}

      <View className='sf-exam-take__card' aria-label={`第${q.seq}题`}>
        <View className='sf-exam-take__meta'>
          <Text className='sf-exam-take__no'>{`第 ${index + 1}/${questions.length} 题`}</Text>
          <Text className='sf-exam-take__type'>{TYPE_NAMES[q.type]}</Text>
          <Text className='sf-exam-take__points'>{`${q.points} 分`}</Text>
        </View>
        <Text className='sf-exam-take__stem'>{q.stem}</Text>
        {q.type === 'multiple' && <Text className='sf-exam-take__hint'>请选择所有正确的选项</Text>}
        <View className='sf-exam-take__options' role={q.type === 'multiple' ? 'group' : 'radiogroup'}>
          {q.options.map((o) => {
            const on = chosen.includes(o.key)
            return (
              <View key={o.key} role={q.type === 'multiple' ? 'checkbox' : 'radio'} aria-checked={on}
                className={`sf-exam-take__option ${on ? 'sf-exam-take__option--on' : ''}`}
                onClick={() => saver.choose(q.seq, toggleOption(q.type, chosen, o.key))}>
                <View className={`sf-exam-take__key ${q.type === 'multiple' ? 'sf-exam-take__key--square' : ''}`}>{q.type === 'judge' ? (o.key === 'A' ? '✓' : '✗') : o.key}</View>
                <Text className='sf-exam-take__option-text'>{o.text}</Text>
              </View>
            )
          })}
        </View>
      </View>

      <View className='sf-exam-take__bar'>
        <Button className='sf-exam-take__nav' disabled={index === 0} onClick={() => go(index - 1)}>上一题</Button>
        <Button className='sf-exam-take__nav' onClick={() => setSheet(true)}>答题卡</Button>
        {last
          ? <Button className='sf-exam-take__nav' type='primary' loading={busy} disabled={busy || handingIn} onClick={() => { void submit() }}>交卷</Button>
          : <Button className='sf-exam-take__nav' type='primary' onClick={() => go(index + 1)}>下一题</Button>}
      </View>

      <Popup visible={sheet} position='bottom' round onClose={() => setSheet(false)}>
        <View className='sf-exam-sheet' aria-label='答题卡'>
          <View className='sf-exam-sheet__head'>
            <Text className='sf-exam-sheet__title'>答题卡</Text>
            <Text className='sf-exam-sheet__legend'>{`已答 ${answered} · 未答 ${questions.length - answered}`}</Text>
          </View>
          <View className='sf-exam-sheet__grid'>
            {questions.map((x, i) => (
              <View key={x.seq} role='button' aria-label={`第${x.seq}题${isAnswered(saver.answers[x.seq]) ? '已答' : '未答'}`}
                className={`sf-exam-sheet__cell ${isAnswered(saver.answers[x.seq]) ? 'sf-exam-sheet__cell--done' : ''} ${i === index ? 'sf-exam-sheet__cell--current' : ''}`}
                onClick={() => go(i)}>
                {x.seq}
              </View>
            ))}
          </View>
          <Button className='sf-exam-sheet__submit' type='primary' block loading={busy} disabled={busy || handingIn} onClick={() => { void submit() }}>交卷</Button>
        </View>
      </Popup>
    </View>
  )
}
