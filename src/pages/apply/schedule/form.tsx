import { useRouter } from '@tarojs/taro'
import { useEffect, useMemo } from 'react'
import { deleteSchedule, getSchedule, saveScheduleRequest } from '@/api/task'
import { decodeParam } from '@/core/entry'
import { newItemTimes, startOfDay } from '@/core/taskCentre'
import { nav, setPageTitle } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { EngineForm, QUEUED_MSG } from '@/components/EngineForm'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { scheduleForm } from '../transactionCenter/parts/forms'
import { RemoveLink } from '../transactionCenter/parts/RemoveLink'

const BACK = 'pages/apply/schedule/index' as const

/** 日程: a new item on the day chosen (?day=), or mine (?id=) to change or delete. */
export default function ScheduleForm () {
  const { params } = useRouter()
  const id = decodeParam(params?.id)
  const day = Number(decodeParam(params?.day)) || startOfDay(Date.now())
  const form = useRemote(scheduleForm)
  const item = useRemote(() => (id ? getSchedule(id) : Promise.resolve(null)))
  useEffect(() => { setPageTitle(id ? '编辑日程' : '新建日程') }, [id])
  const preset = useMemo(() => ({ ...newItemTimes(day, Date.now()), remind: '15' }), [day])

  const [busy, remove] = useSubmit(async () => {
    if (!(await confirm('删除日程', '确定删除这个日程吗？'))) return
    toast(await deleteSchedule(id))
    await nav.back(1, BACK)
  })
  const loading = form.loading || item.loading
  return (
    <PageShell loading={loading} error={form.error || item.error} onRetry={() => { void form.reload(); void item.reload() }}>
      {!loading && form.data && (
        <EngineForm
          config={form.data}
          values={item.data?.data ?? null}
          preset={preset}
          draftKey={id ? `schedule:${id}` : `schedule:new:${day}`}
          label='日程'
          actions={[{
            text: '保存', primary: true, request: (data) => saveScheduleRequest(id, data),
            done: async ({ queued }) => { toast(queued ? QUEUED_MSG : '保存成功'); await nav.back(1, BACK) }
          }]}
        >
          {id && <RemoveLink text='删除日程' busy={busy} onRemove={() => { void remove() }} />}
        </EngineForm>
      )}
    </PageShell>
  )
}
