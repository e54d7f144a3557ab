/**
 * The answers of an attempt as they are given: shown at once, kept on the device until the server
 * has them (an app killed with answers unsaved sends them on reopening), sent one at a time and
 * sent again after a network failure. The server's refusal of a late answer ends the attempt.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AttemptQuestion } from '../../../../../types/api/exam'
import { saveAnswer } from '@/api/exam'
import { mergeAnswers, pendingKey, sameKeys } from '@/core/exam'
import { backoffDelay, classify, toFailure } from '@/core/outbox'
import { getStorage, setStorage } from '@/platform/storage'

type Keys = Record<number, string[]>

export interface AnswerState {
  answers: Keys
  /** answers the server does not have yet */
  unsaved: number
  /** the last send failed for lack of network */
  offline: boolean
  choose: (seq: number, keys: string[]) => void
  /** sends what waits now; resolves true once nothing waits */
  flush: () => Promise<boolean>
}

export function useAnswers (attemptId: string, questions: readonly AttemptQuestion[] | null, handlers: {
  /** the server says the attempt is over (time up, handed in elsewhere) */
  onClosed: (message: string) => void
  /** the server's time left, from an answer it kept */
  onRemaining: (seconds: number) => void
}): AnswerState {
  const [answers, setAnswers] = useState<Keys>({})
  const [unsaved, setUnsaved] = useState(0)
  const [offline, setOffline] = useState(false)
  const pending = useRef<Keys>({})
  const sending = useRef<Promise<boolean> | null>(null)
  const failures = useRef(0)
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null)
  const alive = useRef(true)
  const handlersRef = useRef(handlers)
  handlersRef.current = handlers

  const keep = useCallback(() => {
    setStorage(pendingKey(attemptId), Object.keys(pending.current).length ? pending.current : undefined)
    setUnsaved(Object.keys(pending.current).length)
  }, [attemptId])

  const send = useCallback(async (): Promise<boolean> => {
    while (alive.current) {
      const next = Object.entries(pending.current)[0]
      if (!next) return true
      const seq = Number(next[0])
      const keys = next[1]
      try {
        const saved = await saveAnswer(attemptId, seq, keys)
        failures.current = 0
        setOffline(false)
        if (sameKeys(pending.current[seq], keys)) delete pending.current[seq]
        keep()
        handlersRef.current.onRemaining(saved.remainingSeconds)
      } catch (err) {
        const failure = toFailure(err)
        if (classify(failure) === 'retry') {
          failures.current += 1
          setOffline(true)
          if (retry.current) clearTimeout(retry.current)
          retry.current = setTimeout(() => { void flush() }, backoffDelay(failures.current))
          return false
        }
        // refused: this answer will never be kept; a closed attempt ends the screen
        delete pending.current[seq]
        keep()
        handlersRef.current.onClosed(failure.message)
        return false
      }
    }
    return false
  }, [attemptId, keep])

  const flush = useCallback((): Promise<boolean> => {
    if (!sending.current) sending.current = send().finally(() => { sending.current = null })
    return sending.current
  }, [send])

  // the questions arrived: what the server has, overlaid by what this device kept unsent
  useEffect(() => {
    if (!questions) return
    pending.current = { ...getStorage<Keys>(pendingKey(attemptId), {}) }
    setAnswers(mergeAnswers(questions, pending.current))
    keep()
    if (Object.keys(pending.current).length) void flush()
  }, [attemptId, questions, keep, flush])

  useEffect(() => () => {
    alive.current = false
    if (retry.current) clearTimeout(retry.current)
  }, [])

  const choose = useCallback((seq: number, keys: string[]) => {
    setAnswers((a) => ({ ...a, [seq]: keys }))
    pending.current = { ...pending.current, [seq]: keys }
    keep()
    void flush()
  }, [keep, flush])

  return { answers, unsaved, offline, choose, flush }
}
