import { Text, View } from '@tarojs/components'
import { useDidHide, useRouter, useUnload } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { getOnlineDev, saveRequest } from '@/api/visualdev'
import { actionRequest, nodesWithoutApprover } from '@/api/workflow'
import { decodeParam } from '@/core/entry'
import type { FormData } from '@/core/form'
import { flowTaskBody, recordBody, type FlowChoices, type ModuleDef, type SaveMode } from '@/core/listConfig'
import { toFailure } from '@/core/outbox'
import { nav, setPageTitle } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { useDrafts } from '@/stores/drafts'
import { draftSavedText } from '@/core/format'
import { useOutbox } from '@/stores/outbox'
import { useSession } from '@/stores/session'
import { FormEngine, type FormEngineRef } from '../FormEngine'
import { PageShell } from '../PageShell'
import { useRemote } from '../useRemote'
import { useSubmit } from '../useSubmit'
import { useFlowChoices } from './FlowChoiceSheet'
import { useModule } from './useModule'
import './index.scss'

/**
 * Where a form goes: `record` saves the module's record (OnlineDev, which starts the module's flow
 * when it has one); `flowTask` launches the flow itself (FlowTask), as the workflow form screens do.
 */
export type FormTarget = 'record' | 'flowTask'

export interface ModuleFormProps {
  /** the module's id or enCode */
  module: string
  /** the record to change; none to add */
  id?: string
  fullName?: string
  target?: FormTarget
  /** shown under the form, from what is typed (the daily report's list cards) */
  renderExtra?: (data: FormData, module: ModuleDef) => ReactNode
  /**
   * Values chosen before the form (the plan of a supervision tour): laid over the draft or the
   * record when the form opens, and set in the open form when they change; the rest of what the
   * user typed stays.
   */
  initialData?: FormData
}

/** A module's form: add or change a record, or launch the module's flow. */
export function ModuleForm ({ module: key, ...rest }: ModuleFormProps) {
  const mod = useModule(key)
  if (!mod.data) return <PageShell loading={mod.loading} error={mod.error} onRetry={() => { void mod.reload() }} />
  return <Form module={mod.data} {...rest} />
}

/** The form page of a module: the one given, or `?modelId=` / `?enCode=`; `&id=` to change a record. */
export function ModuleFormPage ({ enCode }: { enCode?: string }) {
  const { params } = useRouter()
  return (
    <ModuleForm
      module={enCode || decodeParam(params?.modelId) || decodeParam(params?.enCode)}
      id={decodeParam(params?.id)}
      fullName={decodeParam(params?.fullName)}
    />
  )
}

const draftKeyOf = (module: ModuleDef, target: FormTarget, id: string): string =>
  (target === 'flowTask' ? `flow:${module.flowId}` : `module:${module.id}:${id || 'new'}`)

const QUEUED_MSG = '网络不可用，已存入待发送，恢复网络后自动提交'

const withPreset = (values: FormData | null, preset: FormData | undefined): FormData | null =>
  (preset && Object.keys(preset).length > 0 ? { ...values, ...preset } : values)

function Form ({ module, id = '', fullName, target = 'record', renderExtra, initialData }: Omit<ModuleFormProps, 'module'> & { module: ModuleDef }) {
  const user = useSession((s) => s.userInfo)
  const title = fullName || module.fullName
  const flow = target === 'flowTask' || module.enableFlow
  const draftKey = draftKeyOf(module, target, id)
  const record = useRemote(() => (id ? getOnlineDev(module.id, id) : Promise.resolve(null)))
  const form = useRef<FormEngineRef>(null)
  /** what the form starts from: the draft, else the record; undefined until known */
  const [start, setStart] = useState<FormData | null | undefined>(undefined)
  const [current, setCurrent] = useState<FormData>({})
  const [savedAt, setSavedAt] = useState<number | null>(null)
  const [error, setError] = useState('')
  const [sheet, askChoices] = useFlowChoices()

  useEffect(() => { setPageTitle(`${id ? '编辑' : '新增'}${title}`) }, [id, title])
  useEffect(() => {
    if (record.loading || record.error) return
    const draft = useDrafts.getState().get<FormData>(draftKey)
    const values = withPreset(draft?.values ?? record.data?.data ?? null, initialData)
    setStart(values)
    setCurrent(values ?? {})
    setSavedAt(draft?.savedAt ?? null)
  }, [record.loading, record.error, record.data, draftKey])
  // compared by content: a page that passes a new object with the same values changes nothing
  const presetKey = JSON.stringify(initialData ?? {})
  const presetShown = useRef(presetKey)
  useEffect(() => {
    if (presetShown.current === presetKey) return
    presetShown.current = presetKey
    Object.entries(initialData ?? {}).forEach(([key, value]) => form.current?.setValue(key, value))
  }, [presetKey])
  // what is still waiting to be saved is saved before the page goes, or before the form is taken off it
  // (the tour plan screen going back to its plans)
  useDidHide(() => useDrafts.getState().flushPending())
  useUnload(() => useDrafts.getState().flushPending())
  useEffect(() => () => useDrafts.getState().flushPending(), [])

  const onChange = (data: FormData) => {
    useDrafts.getState().saveLater(draftKey, data)
    setSavedAt(Date.now())
    setCurrent(data)
  }
  const discardDraft = () => {
    useDrafts.getState().clear(draftKey)
    const values = withPreset(record.data?.data ?? null, initialData)
    form.current?.reset(values)
    setCurrent(values ?? {})
    setSavedAt(null)
  }

  const requestOf = (data: FormData, mode: SaveMode, choices: FlowChoices) => (target === 'flowTask'
    ? { ...actionRequest('launch'), body: flowTaskBody(module.flowId, data, mode, choices) }
    : { ...saveRequest(module.id, id || undefined), body: recordBody(data, { enableFlow: module.enableFlow, mode, choices }) })

  const [busy, save] = useSubmit(async (mode: SaveMode) => {
    const engine = form.current
    if (!engine) return
    // a draft may be incomplete: the server checks a submission only
    const checked = mode === 'draft' ? { valid: true, data: engine.getData() } : engine.validate()
    if (!checked.valid) return
    const choices = mode === 'submit' && flow
      ? await askChoices({ flowId: module.flowId, formData: checked.data, flowUrgent: 1 })
      : {}
    if (!choices) return
    const { method, url, body } = requestOf(checked.data, mode, choices)
    setError('')
    try {
      const res = await useOutbox.getState().submit({ label: title, method, url, body, draftKey })
      const stranded = res.queued ? [] : nodesWithoutApprover(res.data)
      if (stranded.length > 0) {
        setError(`「${stranded.map((n) => n.nodeName).join('、')}」没有审批人，请联系管理员`)
        return
      }
      toast(res.queued ? QUEUED_MSG : mode === 'draft' ? '暂存成功' : flow ? '提交成功' : '保存成功')
      await nav.back()
    } catch (err) {
      // the outbox has toasted the refusal; it stays on the form, by what it refers to
      setError(toFailure(err).message)
      throw err
    }
  })

  const loading = record.loading || start === undefined
  return (
    <PageShell className='sf-module-form' loading={loading && !record.error} error={record.error} onRetry={() => { void record.reload() }}>
      {error && <View className='sf-module-form__error' role='alert'>{error}</View>}
      {savedAt !== null && (
        <View className='sf-module-form__draft'>
          <Text>{draftSavedText({ savedAt })}</Text>
          <View className='sf-module-form__discard' role='button' onClick={discardDraft}>清空草稿</View>
        </View>
      )}
      {start !== undefined && (
        <FormEngine ref={form} config={module.form} values={start} isAdd={!id} user={user} onChange={onChange}
          formOperates={flow ? module.launchOperates : null} />
      )}
      {renderExtra?.(current, module)}
      <View className='sf-module-form__bar'>
        {flow && <Button className='sf-module-form__save' disabled={busy} onClick={() => { void save('draft') }}>暂存</Button>}
        <Button className='sf-module-form__submit' type='primary' loading={busy} disabled={busy} onClick={() => { void save('submit') }}>
          {flow ? '提交' : '保存'}
        </Button>
      </View>
      {sheet}
    </PageShell>
  )
}
