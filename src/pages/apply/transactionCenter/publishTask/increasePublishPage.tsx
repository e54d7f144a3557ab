import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { deleteTask, getTask, saveTaskRequest } from '@/api/task'
import { decodeParam } from '@/core/entry'
import { nav, setPageTitle } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { EngineForm, QUEUED_MSG } from '@/components/EngineForm'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { useTaskForms } from '../parts/forms'
import { RemoveLink } from '../parts/RemoveLink'

const BACK = 'pages/apply/transactionCenter/publishTask/index' as const

/** 发布任务: a new task (in the current section) or my draft (?id=), published or kept as a draft. */
export default function IncreasePublishPage () {
  const id = decodeParam(useRouter().params?.id)
  const contract = useSession((s) => s.contract)
  const forms = useTaskForms()
  const draft = useRemote(() => (id ? getTask(id) : Promise.resolve(null)))
  useEffect(() => { setPageTitle(id ? '编辑任务' : '发布任务') }, [id])

  const done = (text: string) => async ({ queued }: { queued: boolean }) => {
    toast(queued ? QUEUED_MSG : text)
    await nav.back(1, BACK)
  }
  const [removing, remove] = useSubmit(async () => {
    if (!(await confirm('删除草稿', '确定删除这个任务草稿吗？'))) return
    toast(await deleteTask(id))
    await nav.back(1, BACK)
  })
  const loading = forms.loading || draft.loading
  return (
    <PageShell className='sf-tc-form' loading={loading} error={forms.error || draft.error} onRetry={() => { void forms.reload(); void draft.reload() }}>
      {!loading && forms.data && (
        <EngineForm
          config={forms.data.publish}
          values={draft.data?.data ?? null}
          preset={contract ? { contractName: contract.id } : null}
          draftKey={`task:${id || 'new'}`}
          label='发布任务'
          actions={[
            { text: '暂存', validate: false, request: (data) => saveTaskRequest(id, data, true), done: done('暂存成功') },
            { text: '发布', primary: true, request: (data) => saveTaskRequest(id, data, false), done: done('发布成功') }
          ]}
        >
          {draft.data?.actions.remove && <RemoveLink text='删除草稿' busy={removing} onRemove={() => { void remove() }} />}
        </EngineForm>
      )}
    </PageShell>
  )
}
