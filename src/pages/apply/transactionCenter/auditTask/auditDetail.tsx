import { Text, Textarea, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { auditTask, getTask } from '@/api/task'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'
import { assigneeTag, deadlineText, formWith } from '@/core/taskCentre'
import { nav } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { FormEngine } from '@/components/FormEngine'
import { inputValue } from '@/components/inputValue'
import { PageShell } from '@/components/PageShell'
import { UserAvatar } from '@/components/UserAvatar'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { useTaskForms } from '../parts/forms'
import { Tags } from '../parts/Tags'
import { Timeline } from '../parts/Timeline'
import '../parts/parts.scss'

const REASON_MAX = 500
const REPORT = ['content', 'photos', 'attachments']

/**
 * 审核详情: one person's completion of a task I published, with their photos and what they reported
 * on the way; 通过, or 退回 with a reason they read.
 */
export default function AuditDetail () {
  const { params } = useRouter()
  const id = decodeParam(params?.id)
  const userId = decodeParam(params?.userId)
  const forms = useTaskForms()
  const task = useRemote(() => getTask(id))
  const [returning, setReturning] = useState(false)
  const [reason, setReason] = useState('')

  const [busy, decide] = useSubmit(async (pass: boolean) => {
    if (pass && !(await confirm('审核通过', '确认该执行人已按要求完成任务？'))) return
    if (!pass && !reason.trim()) return toast('请填写退回原因')
    toast(await auditTask(id, userId, pass, reason.trim()))
    setReturning(false)
    await nav.back(1, 'pages/apply/transactionCenter/auditTask/index')
  })

  const t = task.data
  const part = t?.assignees.find((a) => a.userId === userId)
  const events = t ? t.events.filter((e) => e.userId === userId) : []
  const completion = [...events].reverse().find((e) => e.kind === 'complete')
  const open = !!t && t.actions.audit.includes(userId)
  return (
    <PageShell className='sf-tc-page' loading={task.loading || forms.loading} error={task.error || forms.error}
      onRetry={() => { void task.reload(); void forms.reload() }}>
      {t && part && (
        <View>
          <View className='sf-tc-info'>
            <Text className='sf-tc-info__title'>{t.title}</Text>
            <View className='sf-tc-people__row'>
              <UserAvatar name={part.realName} headIcon={part.headIcon} size='small' />
              <Text className='sf-tc-people__name'>{part.realName}</Text>
              <Tags tags={[assigneeTag(part.state)]} />
            </View>
            <View className='sf-tc-info__row'>
              <Text className='sf-tc-info__label'>提交时间</Text>
              <Text className='sf-tc-info__value'>{part.submittedTime ? timeFormat(part.submittedTime, 'yyyy-mm-dd hh:MM') : '—'}</Text>
            </View>
            <View className='sf-tc-info__row'>
              <Text className='sf-tc-info__label'>截止时间</Text>
              <Text className='sf-tc-info__value'>{t.deadline ? `${timeFormat(t.deadline, 'yyyy-mm-dd hh:MM')}（${deadlineText(t.deadline, part.submittedTime ?? Date.now())}）` : '—'}</Text>
            </View>
            <View className='sf-tc-info__row'>
              <Text className='sf-tc-info__label'>地点</Text>
              <Text className='sf-tc-info__value'>{[t.sectionName, t.place].filter(Boolean).join(' · ') || '—'}</Text>
            </View>
          </View>
          <View className='sf-tc-section'>
            <View className='sf-tc-section__title'>完成情况</View>
            {completion && forms.data
              ? <FormEngine config={formWith(forms.data.complete, REPORT, completion.data)} values={completion.data} readonly />
              : <View className='sf-tc-empty'>尚未提交完成</View>}
          </View>
          {forms.data && (
            <View className='sf-tc-section'>
              <View className='sf-tc-section__title'>任务要求</View>
              <FormEngine config={formWith(forms.data.publish, REPORT, t.data)} values={t.data} readonly />
            </View>
          )}
          <View className='sf-tc-section'>
            <View className='sf-tc-section__title'>处理记录</View>
            <Timeline events={events} forms={forms.data ?? null} />
          </View>
          {open && (
            <View className='sf-tc-bar'>
              <Button disabled={busy} onClick={() => setReturning(true)}>退回</Button>
              <Button type='primary' loading={busy} disabled={busy} onClick={() => { void decide(true) }}>通过</Button>
            </View>
          )}
          <Popup visible={returning} position='bottom' round onClose={() => setReturning(false)}>
            <View className='sf-tc-sheet'>
              <View className='sf-tc-sheet__head'>
                <Text className='sf-tc-sheet__title'>退回原因</Text>
                <View className='sf-tc-sheet__close' role='button' onClick={() => setReturning(false)}>取消</View>
              </View>
              <Textarea className='sf-tc-sheet__textarea' value={reason} maxlength={REASON_MAX} placeholder='说明哪里不符合要求，执行人将据此修改'
                onInput={(e) => setReason(inputValue(e))} />
              <View className='sf-tc-sheet__buttons'>
                <Button type='primary' block loading={busy} disabled={busy} onClick={() => { void decide(false) }}>确认退回</Button>
              </View>
            </View>
          </Popup>
        </View>
      )}
      {t && !part && <View className='sf-tc-empty'>该人员不是此任务的执行人</View>}
    </PageShell>
  )
}
