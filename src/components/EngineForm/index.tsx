/**
 * A form whose config comes from the server (a domain's own form, as the task centre's), on the
 * form engine: what is typed is kept as a draft on the device, the submission goes through the
 * outbox (a weak network queues it, the same key writes it once), and a refusal stays on the form
 * with the server's message. The page says what the buttons send and what happens once sent.
 */
import { Text, View } from '@tarojs/components'
import { useDidHide, useUnload } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { FormConfig } from '../../../types/api/form'
import type { Write } from '@/api/task'
import type { FormData } from '@/core/form'
import { toFailure } from '@/core/outbox'
import { useDrafts } from '@/stores/drafts'
import { draftSavedText } from '@/core/format'
import { useOutbox, type SubmitResult } from '@/stores/outbox'
import { useSession } from '@/stores/session'
import { FormEngine, type FormEngineRef } from '../FormEngine'
import { useSubmit } from '../useSubmit'
import './index.scss'

export const QUEUED_MSG = '网络不可用，已存入待发送，恢复网络后自动提交'

export interface EngineFormAction {
  text: string
  primary?: boolean
  /** check required fields and patterns first (a draft need not) */
  validate?: boolean
  /** what to send */
  request: (data: FormData) => Write
  /** after the server has it (or the outbox holds it): the toast is the page's */
  done: (result: SubmitResult<unknown>) => void | Promise<void>
}

export interface EngineFormProps {
  config: FormConfig
  /** the record being changed; none (or null) for a new one */
  values?: FormData | null
  /** values a new record starts from (chosen before the form: the current section, a day) */
  preset?: FormData | null
  /** where the draft is kept; '' keeps none */
  draftKey: string
  /** what the outbox calls the submission */
  label: string
  actions: EngineFormAction[]
  /** shown between the form and the buttons */
  children?: ReactNode
  /** the buttons sit in a fixed bar at the bottom of the page (false: under the form, in a sheet) */
  fixedBar?: boolean
  className?: string
}

export function EngineForm ({ config, values = null, preset = null, draftKey, label, actions, children, fixedBar = true, className }: EngineFormProps) {
  const user = useSession((s) => s.userInfo)
  const form = useRef<FormEngineRef>(null)
  const [start] = useState<FormData | null>(() => (draftKey ? useDrafts.getState().get<FormData>(draftKey)?.values : null) ?? values ?? preset)
  const [savedAt, setSavedAt] = useState<number | null>(() => (draftKey ? useDrafts.getState().get(draftKey)?.savedAt ?? null : null))
  const [error, setError] = useState('')

  const flush = () => useDrafts.getState().flushPending()
  useDidHide(flush)
  useUnload(flush)
  useEffect(() => flush, [])

  const onChange = (data: FormData) => {
    if (!draftKey) return
    useDrafts.getState().saveLater(draftKey, data)
    setSavedAt(Date.now())
  }
  const discardDraft = () => {
    useDrafts.getState().clear(draftKey)
    form.current?.reset(values ?? preset)
    setSavedAt(null)
  }

  const [busy, run] = useSubmit(async (action: EngineFormAction) => {
    const engine = form.current
    if (!engine) return
    const checked = action.validate === false ? { valid: true, data: engine.getData() } : engine.validate()
    if (!checked.valid) return
    const { method, url, body } = action.request(checked.data)
    setError('')
    try {
      const result = await useOutbox.getState().submit({ label, method, url, body, draftKey: draftKey || undefined })
      if (draftKey) setSavedAt(null)
      await action.done(result)
    } catch (err) {
      // the outbox has toasted the refusal; it stays on the form, by what it refers to
      setError(toFailure(err).message)
      throw err
    }
  })

  return (
    <View className={`sf-engine-form ${fixedBar ? 'sf-engine-form--bar' : ''} ${className ?? ''}`}>
      {error && <View className='sf-engine-form__error' role='alert'>{error}</View>}
      {savedAt !== null && (
        <View className='sf-engine-form__draft'>
          <Text>{draftSavedText({ savedAt })}</Text>
          <View className='sf-engine-form__discard' role='button' onClick={discardDraft}>清空草稿</View>
        </View>
      )}
      <FormEngine ref={form} config={config} values={start} isAdd={!values} user={user} onChange={onChange} />
      {children}
      <View className={fixedBar ? 'sf-engine-form__bar' : 'sf-engine-form__buttons'}>
        {actions.map((a) => (
          <Button
            key={a.text}
            className='sf-engine-form__button'
            type={a.primary ? 'primary' : 'default'}
            loading={busy && a.primary}
            disabled={busy}
            onClick={() => { void run(a) }}
          >
            {a.text}
          </Button>
        ))}
      </View>
    </View>
  )
}

