import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useMemo, useRef, useState } from 'react'
import { acceptTask, deleteTask, getTask } from '@/api/task'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'
import { assigneeTag, deadlineText, formWith, taskTags, urgencyTag } from '@/core/taskCentre'
import { nav } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { FormEngine } from '@/components/FormEngine'
import { PageShell } from '@/components/PageShell'
import { UserAvatar } from '@/components/UserAvatar'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { useTaskForms } from '../parts/forms'
import { ReportSheet } from '../parts/ReportSheet'
import { Tags } from '../parts/Tags'
import { Timeline } from '../parts/Timeline'
import '../parts/parts.scss'

const CONTENT = ['content', 'location', 'photos', 'attachments']
const AUDIT = 'pages/apply/transactionCenter/auditTask/auditDetail' as const

/**
 * 任务详情: a task as everyone concerned sees it: what, by when, where, its people and their
 * parts, and what happened; the caller's own actions at the bottom (accept, report progress,
 * complete with photos; the publisher audits each completion or edits a draft).
 */
export default function TaskDetail () {
  const id = decodeParam(useRouter().params?.id)
  const forms = useTaskForms()
  const task = useRemote(() => getTask(id))
  const [sheet, setSheet] = useState<'progress' | 'complete' | null>(null)
  // back from an audit or a form: what changed shows
  const shown = useRef(false)
  useDidShow(() => { if (shown.current) void task.refresh(); shown.current = true })

  const content = useMemo(() => (forms.data && task.data ? formWith(forms.data.publish, CONTENT, task.data.data) : null), [forms.data, task.data])

  const [busy, act] = useSubmit(async (what: 'accept' | 'remove') => {
    if (what === 'accept') {
      toast(await acceptTask(id))
      await task.refresh()
    } else if (await confirm('删除草稿', '确定删除这个任务草稿吗？')) {
      toast(await deleteTask(id))
      await nav.back(1, 'pages/apply/transactionCenter/publishTask/index')
    }
  })

  const t = task.data
  const now = Date.now()
  const late = !!t?.overdue
  return (
    <PageShell className='sf-tc-page' loading={task.loading || forms.loading} error={task.error || forms.error}
      onRetry={() => { void task.reload(); void forms.reload() }} onRefresh={task.refresh}>
      {t && (
        <View>
          <View className='sf-tc-info'>
            <Text className='sf-tc-info__title'>{t.title}</Text>
            <Tags tags={[...(t.urgency > 1 ? [urgencyTag(t.urgency)] : []), ...taskTags(t)]} />
            <Row label='发布人' value={`${t.publisherName}${t.publishTime ? ` · ${timeFormat(t.publishTime, 'mm-dd hh:MM')}` : ''}`} />
            <Row label='截止时间' value={t.deadline ? `${timeFormat(t.deadline, 'yyyy-mm-dd hh:MM')}（${deadlineText(t.deadline, now)}）` : '—'} late={late} />
            <Row label='地点' value={t.place || '—'} />
            <Row label='合同段' value={t.sectionName || '—'} />
            {t.meeting && (
              <View className='sf-tc-info__row'>
                <Text className='sf-tc-info__label'>来自会议</Text>
                <View className='sf-tc-info__value sf-tc-info__link' role='link'
                  onClick={() => { void nav.push('pages/apply/transactionCenter/supervisionMeeting/supervisionMeetingDetail', { id: t.meeting!.id }) }}>
                  {t.meeting.title}
                </View>
              </View>
            )}
          </View>
          {content && content.fields.length > 0 && (
            <View className='sf-tc-section'>
              <View className='sf-tc-section__title'>任务要求</View>
              <FormEngine config={content} values={t.data} readonly />
            </View>
          )}
          <View className='sf-tc-section sf-tc-people'>
            <View className='sf-tc-section__title'>{`执行人（${t.assignees.length}）`}</View>
            {t.assignees.length === 0 && <View className='sf-tc-empty'>发布后指派</View>}
            {t.assignees.map((a) => {
              const tag = assigneeTag(a.state)
              return (
                <View key={a.userId} className='sf-tc-people__row'>
                  <UserAvatar name={a.realName} headIcon={a.headIcon} size='small' />
                  <Text className='sf-tc-people__name'>{a.realName}</Text>
                  {a.state !== 3 && a.progress > 0 && <Text className='sf-tc-people__meta'>{`${a.progress}%`}</Text>}
                  <Tags tags={[tag, ...(a.overdue ? [{ text: '已逾期', color: '#fa3534' }] : [])]} />
                  {t.actions.audit.includes(a.userId) && (
                    <View className='sf-tc-people__action' role='button' onClick={() => { void nav.push(AUDIT, { id, userId: a.userId }) }}>审核</View>
                  )}
                </View>
              )
            })}
          </View>
          <View className='sf-tc-section'>
            <View className='sf-tc-section__title'>处理记录</View>
            <Timeline events={t.events} forms={forms.data ?? null} />
          </View>
          <Actions
            actions={t.actions}
            busy={busy}
            onAccept={() => { void act('accept') }}
            onReport={setSheet}
            onEdit={() => { void nav.push('pages/apply/transactionCenter/publishTask/increasePublishPage', { id }) }}
            onRemove={() => { void act('remove') }}
            onAudit={() => { void nav.push(AUDIT, { id, userId: t.actions.audit[0] }) }}
          />
          <ReportSheet
            taskId={id}
            kind={sheet}
            form={sheet && forms.data ? forms.data[sheet] : null}
            onClose={() => setSheet(null)}
            onSent={() => { setSheet(null); void task.refresh() }}
          />
        </View>
      )}
    </PageShell>
  )
}

function Row ({ label, value, late }: { label: string, value: string, late?: boolean }) {
  return (
    <View className='sf-tc-info__row'>
      <Text className='sf-tc-info__label'>{label}</Text>
      <Text className={`sf-tc-info__value ${late ? 'sf-tc-info__value--late' : ''}`}>{value}</Text>
    </View>
  )
}

function Actions ({ actions, busy, onAccept, onReport, onEdit, onRemove, onAudit }: {
  actions: { edit: boolean, remove: boolean, accept: boolean, progress: boolean, complete: boolean, audit: string[] }
  busy: boolean
  onAccept: () => void
  onReport: (kind: 'progress' | 'complete') => void
  onEdit: () => void
  onRemove: () => void
  onAudit: () => void
}) {
  const buttons = [
    actions.remove && <Button key='remove' disabled={busy} onClick={onRemove}>删除</Button>,
    actions.edit && <Button key='edit' type='primary' onClick={onEdit}>编辑发布</Button>,
    actions.accept && <Button key='accept' type='primary' loading={busy} disabled={busy} onClick={onAccept}>接收任务</Button>,
    actions.progress && <Button key='progress' onClick={() => onReport('progress')}>汇报进展</Button>,
    actions.complete && <Button key='complete' type='primary' onClick={() => onReport('complete')}>提交完成</Button>,
    actions.audit.length > 0 && <Button key='audit' type='primary' onClick={onAudit}>{`审核（${actions.audit.length}）`}</Button>
  ].filter(Boolean)
  return buttons.length > 0 ? <View className='sf-tc-bar'>{buttons}</View> : null
}
