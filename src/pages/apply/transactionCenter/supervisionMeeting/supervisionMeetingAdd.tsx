import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { deleteMeeting, getMeeting, saveMeetingRequest } from '@/api/task'
import { decodeParam } from '@/core/entry'
import { nav, setPageTitle } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { EngineForm, QUEUED_MSG } from '@/components/EngineForm'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { useMeetingForms } from '../parts/forms'
import { RemoveLink } from '../parts/RemoveLink'

/** 召开会议: a new meeting, or mine to change (?id=): its notice sent to the attendees, or kept as a draft until then. */
export default function SupervisionMeetingAdd () {
  const id = decodeParam(useRouter().params?.id)
  const forms = useMeetingForms()
  const meeting = useRemote(() => (id ? getMeeting(id) : Promise.resolve(null)))
  useEffect(() => { setPageTitle(id ? '编辑会议' : '召开会议') }, [id])
  const called = !!meeting.data && meeting.data.status !== 0

  const done = (text: string) => async ({ queued }: { queued: boolean }) => {
    toast(queued ? QUEUED_MSG : text)
    await nav.back(1, 'pages/apply/transactionCenter/supervisionMeeting/index')
  }
  const [removing, remove] = useSubmit(async () => {
    if (!(await confirm('删除草稿', '确定删除这个会议草稿吗？'))) return
    toast(await deleteMeeting(id))
    await nav.back(1, 'pages/apply/transactionCenter/supervisionMeeting/index')
  })
  const loading = forms.loading || meeting.loading
  return (
    <PageShell className='sf-tc-form' loading={loading} error={forms.error || meeting.error} onRetry={() => { void forms.reload(); void meeting.reload() }}>
      {!loading && forms.data && (
        <EngineForm
          config={forms.data.meeting}
          values={meeting.data?.data ?? null}
          draftKey={`meeting:${id || 'new'}`}
          label='会议通知'
          actions={[
            ...(called ? [] : [{ text: '暂存', validate: false, request: (data: Record<string, unknown>) => saveMeetingRequest(id, data, true), done: done('暂存成功') }]),
            { text: called ? '保存' : '发出通知', primary: true, request: (data) => saveMeetingRequest(id, data, false), done: done(called ? '保存成功' : '会议通知已发出') }
          ]}
        >
          {meeting.data?.actions.remove && <RemoveLink text='删除草稿' busy={removing} onRemove={() => { void remove() }} />}
        </EngineForm>
      )}
    </PageShell>
  )
}
