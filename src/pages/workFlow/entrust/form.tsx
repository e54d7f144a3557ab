import { View, Textarea } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button, DatePicker } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { createDelegate, getDelegate, updateDelegate } from '@/api/workflow'
import { timeFormat } from '@/core/format'
import {
  ALL_FLOWS, DESCRIPTION_MAX, ENTRUST_TYPES, entrustBody, pickedDateTime, validateEntrust, type EntrustForm
} from '@/core/workflow'
import { on } from '@/platform/events'
import { nav, setPageTitle } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { Field } from '@/components/Field'
import { PageShell } from '@/components/PageShell'
import { inputValue } from '@/components/inputValue'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { UserPicker } from './UserPicker'
import './form.scss'

const EMPTY: EntrustForm = { type: '0', toUserId: '', toUserName: '', flowId: '', flowName: ALL_FLOWS, startTime: null, endTime: null, description: '' }
const TIME = 'yyyy-mm-dd hh:MM'
const START = new Date(2000, 0, 1)
const END = new Date(new Date().getFullYear() + 10, 11, 31)

type DateField = 'startTime' | 'endTime'

/** 委托设置: a new entrust, or one of mine changed (?id=). */
export default function EntrustFormPage () {
  const id = useRouter().params.id ?? ''
  const selfId = useSession((s) => s.userInfo?.userId ?? '')
  const [form, setForm] = useState<EntrustForm>(EMPTY)
  const [picking, setPicking] = useState<DateField | 'user' | null>(null)
  const set = (patch: Partial<EntrustForm>) => setForm((f) => ({ ...f, ...patch }))
  // a sheet reports its close after its animation: it must not close the sheet opened meanwhile
  const close = (which: DateField | 'user') => setPicking((p) => (p === which ? null : p))

  const existing = useRemote(() => (id ? getDelegate(id) : Promise.resolve(null)))
  useEffect(() => {
    const d = existing.data
    if (!d) return
    set({
      type: d.type === '1' ? '1' : '0', toUserId: d.toUserId, toUserName: d.toUserName, flowId: d.flowId ?? '',
      flowName: d.flowName || ALL_FLOWS, startTime: d.startTime, endTime: d.endTime, description: d.description ?? ''
    })
  }, [existing.data])
  useEffect(() => { setPageTitle(id ? '编辑委托' : '新建委托') }, [id])
  // entrust/flow answers with the flow picked
  useEffect(() => on('entrustFlow', (flow) => set({ flowId: flow.flowId, flowName: flow.flowName || ALL_FLOWS })), [])

  const [busy, save] = useSubmit(async () => {
    const message = validateEntrust(form, selfId)
    if (message) return toast(message)
    if (id) await updateDelegate(id, entrustBody(form))
    else await createDelegate(entrustBody(form))
    toast(id ? '修改成功' : '新建成功')
    await nav.back(1, 'pages/workFlow/entrust/index')
  })

  const dateValue = (field: DateField) => new Date(form[field] ?? Date.now())

  return (
    <PageShell className='sf-entrust-form' loading={existing.loading} error={existing.error} onRetry={() => { void existing.reload() }}>
      <Field label='委托类型' required>
        <View className='sf-entrust-form__types' role='radiogroup' aria-label='委托类型'>
          {ENTRUST_TYPES.map((t) => (
            <View
              key={t.value}
              role='radio'
              aria-checked={form.type === t.value}
              className={`sf-entrust-form__type ${form.type === t.value ? 'sf-entrust-form__type--on' : ''}`}
              onClick={() => set({ type: t.value })}
            >
              {t.text}
            </View>
          ))}
        </View>
      </Field>
      <Field label='被委托人' required>
        <View className={`sf-entrust-form__pick ${form.toUserName ? '' : 'sf-entrust-form__pick--empty'}`} role='button' aria-label='选择被委托人' onClick={() => setPicking('user')}>
          {form.toUserName || '请选择被委托人'}
        </View>
      </Field>
      <Field label='委托流程' required>
        <View className='sf-entrust-form__pick' role='button' aria-label='选择委托流程' onClick={() => { void nav.push('pages/workFlow/entrust/flow', { flowId: form.flowId }) }}>
          {form.flowName}
        </View>
      </Field>
      {(['startTime', 'endTime'] as const).map((field) => (
        <Field key={field} label={field === 'startTime' ? '开始时间' : '结束时间'} required>
          <View
            className={`sf-entrust-form__pick ${form[field] ? '' : 'sf-entrust-form__pick--empty'}`}
            role='button'
            aria-label={field === 'startTime' ? '选择开始时间' : '选择结束时间'}
            onClick={() => setPicking(field)}
          >
            {form[field] ? timeFormat(form[field], TIME) : '请选择'}
          </View>
        </Field>
      ))}
      <Field label='委托说明'>
        <Textarea
          className='sf-entrust-form__desc'
          value={form.description}
          placeholder='请输入委托说明'
          maxlength={DESCRIPTION_MAX}
          onInput={(e) => set({ description: inputValue(e) })}
        />
      </Field>
      <View className='sf-entrust-form__bar'>
        <Button type='primary' block loading={busy} disabled={busy} onClick={() => { void save() }}>保存</Button>
      </View>
      <UserPicker visible={picking === 'user'} onClose={() => close('user')} onPick={(u) => set({ toUserId: u.id, toUserName: u.realName || u.account || '' })} />
      {(picking === 'startTime' || picking === 'endTime') && (
        <DatePicker
          visible
          title={picking === 'startTime' ? '开始时间' : '结束时间'}
          type='datetime'
          value={dateValue(picking)}
          startDate={START}
          endDate={END}
          showChinese
          onClose={() => close(picking)}
          onConfirm={(_options, values) => {
            const at = pickedDateTime(values.map(String))
            set(picking === 'startTime' ? { startTime: at } : { endTime: at })
          }}
        />
      )}
    </PageShell>
  )
}
