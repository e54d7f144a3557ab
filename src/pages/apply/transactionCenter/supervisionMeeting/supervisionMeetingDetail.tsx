import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useMemo, useRef } from 'react'
import { getMeeting, signInMeeting } from '@/api/task'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'
import { agendaItems, formWith, meetingTag, meetingTimeText, signInSummary } from '@/core/taskCentre'
import { nav } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { FormEngine } from '@/components/FormEngine'
import { PageShell } from '@/components/PageShell'
import { UserAvatar } from '@/components/UserAvatar'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { Decisions } from '../parts/Decisions'
import { useMeetingForms } from '../parts/forms'
import { Tags } from '../parts/Tags'
import '../parts/parts.scss'

/**
 * 会议详情: when, where and what a meeting is about, who attends and who has signed in (the caller
 * signs in here), its minutes and decisions, each decision a task with one tap.
 */
export default function SupervisionMeetingDetail () {
  const id = decodeParam(useRouter().params?.id)
  const forms = useMeetingForms()
  const meeting = useRemote(() => getMeeting(id))
  const shown = useRef(false)
  useDidShow(() => { if (shown.current) void meeting.refresh(); shown.current = true })
  const materials = useMemo(() => (forms.data ? formWith(forms.data.meeting, ['attachments']) : null), [forms.data])

  const [busy, signIn] = useSubmit(async () => {
    toast(await signInMeeting(id))
    await meeting.refresh()
  })

  const m = meeting.data
  return (
    <PageShell className='sf-tc-page' loading={meeting.loading || forms.loading} error={meeting.error || forms.error}
      onRetry={() => { void meeting.reload(); void forms.reload() }} onRefresh={meeting.refresh}>
      {m && (
        <View>
          <View className='sf-tc-info'>
            <Text className='sf-tc-info__title'>{m.title}</Text>
            <Tags tags={[meetingTag(m.status), ...(m.meetingTypeName ? [{ text: m.meetingTypeName, color: '#909399' }] : [])]} />
            <Row label='时间' value={meetingTimeText(m.startTime, m.endTime)} />
            <Row label='地点' value={m.place || '—'} />
            <Row label='主持人' value={m.hostName || '—'} />
            {m.sectionName && <Row label='合同段' value={m.sectionName} />}
            <Row label='组织人' value={m.creatorName} />
          </View>
          {m.attending && m.mySignedTime === null && m.status === 1 && (
            <View className='sf-tc-signin'>
              <Button type='primary' block disabled={!m.actions.signIn || busy} loading={busy} onClick={() => { void signIn() }}>签到</Button>
              {m.actions.signInNote && <Text className='sf-tc-signin__note'>{m.actions.signInNote}</Text>}
            </View>
          )}
          <View className='sf-tc-section sf-tc-agenda'>
            <View className='sf-tc-section__title'>会议议程</View>
            {agendaItems(m.data.agenda).map((item, i) => (
              <View key={`${i}-${item}`} className='sf-tc-agenda__item'>
                <Text className='sf-tc-agenda__no'>{`${i + 1}.`}</Text>
                <Text>{item}</Text>
              </View>
            ))}
            {materials && Array.isArray(m.data.attachments) && m.data.attachments.length > 0 && <FormEngine config={materials} values={m.data} readonly />}
          </View>
          <View className='sf-tc-section'>
            <View className='sf-tc-section__title'>
              <Text>参会人员</Text>
              <Text className='sf-tc-section__extra'>{m.status === 0 ? `${m.attendeeCount} 人` : signInSummary(m)}</Text>
            </View>
            <View className='sf-tc-attendees'>
              {m.attendees.map((a) => (
                <View key={a.userId} className='sf-tc-attendees__item'>
                  <UserAvatar name={a.realName} headIcon={a.headIcon} size='small' />
                  <Text>{a.realName}</Text>
                  <Text className={`sf-tc-attendees__state ${a.signedTime ? 'sf-tc-attendees__state--signed' : ''}`}>
                    {a.signedTime ? `${timeFormat(a.signedTime, 'hh:MM')} 签到` : '未签到'}
                  </Text>
                </View>
              ))}
            </View>
          </View>
          <View className='sf-tc-section'>
            <View className='sf-tc-section__title'>
              <Text>会议纪要</Text>
              {m.actions.minutes && (
                <View className='sf-tc-section__extra' role='button'
                  onClick={() => { void nav.push('pages/apply/transactionCenter/supervisionMeeting/increaseMeeting', { id }) }}>
                  {m.minutes ? '编辑纪要' : '记录纪要'}
                </View>
              )}
            </View>
            {m.minutes && forms.data
              ? <FormEngine config={forms.data.minutes} values={m.minutes} readonly />
              : <View className='sf-tc-empty'>{m.status === 2 ? '无纪要' : '会后由组织人或主持人记录'}</View>}
          </View>
          <View className='sf-tc-section'>
            <View className='sf-tc-section__title'>{`决议事项（${m.decisions.length}）`}</View>
            <Decisions meetingId={id} decisions={m.decisions} canTask={m.actions.toTask} canRemove={m.actions.minutes} onChanged={() => { void meeting.refresh() }} />
          </View>
          {(m.actions.edit || m.actions.minutes) && (
            <View className='sf-tc-bar'>
              {m.actions.edit && (
                <Button onClick={() => { void nav.push('pages/apply/transactionCenter/supervisionMeeting/supervisionMeetingAdd', { id }) }}>编辑会议</Button>
              )}
              {m.actions.minutes && (
                <Button type='primary' onClick={() => { void nav.push('pages/apply/transactionCenter/supervisionMeeting/increaseMeeting', { id }) }}>纪要与决议</Button>
              )}
            </View>
          )}
        </View>
      )}
    </PageShell>
  )
}

function Row ({ label, value }: { label: string, value: string }) {
  return (
    <View className='sf-tc-info__row'>
      <Text className='sf-tc-info__label'>{label}</Text>
      <Text className='sf-tc-info__value'>{value}</Text>
    </View>
  )
}
