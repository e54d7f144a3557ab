import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { addDecisionRequest, getMeeting, minutesRequest } from '@/api/task'
import { decodeParam } from '@/core/entry'
import { meetingTimeText } from '@/core/taskCentre'
import { nav } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { EngineForm, QUEUED_MSG } from '@/components/EngineForm'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { Decisions } from '../parts/Decisions'
import { useMeetingForms } from '../parts/forms'
import '../parts/parts.scss'

/**
 * 会议纪要: the organiser or the host writes the minutes (kept, then published to the attendees,
 * which ends the meeting) and takes down the decisions, each made a task with one tap.
 */
export default function IncreaseMeeting () {
  const id = decodeParam(useRouter().params?.id)
  const forms = useMeetingForms()
  const meeting = useRemote(() => getMeeting(id))
  const [deciding, setDeciding] = useState(false)

  const m = meeting.data
  const ended = m?.status === 2
  const back = async () => { await nav.back(1, 'pages/apply/transactionCenter/supervisionMeeting/index') }
  return (
    <PageShell className='sf-tc-page' loading={meeting.loading || forms.loading} error={meeting.error || forms.error}
      onRetry={() => { void meeting.reload(); void forms.reload() }}>
      {m && forms.data && !m.actions.minutes && <View className='sf-tc-empty'>只有会议组织人或主持人可以记录纪要</View>}
      {m && forms.data && m.actions.minutes && (
        <EngineForm
          config={forms.data.minutes}
          values={m.minutes}
          draftKey={`meeting:${id}:minutes`}
          label='会议纪要'
          actions={[
            ...(ended ? [] : [{
              text: '保存', validate: false, request: (data: Record<string, unknown>) => minutesRequest(id, data, false),
              done: async ({ queued }: { queued: boolean }) => { toast(queued ? QUEUED_MSG : '纪要已保存'); await back() }
            }]),
            {
              text: ended ? '保存纪要' : '发布纪要', primary: true, request: (data) => minutesRequest(id, data, true),
              done: async ({ queued }) => { toast(queued ? QUEUED_MSG : ended ? '纪要已保存' : '纪要已发布'); await back() }
            }
          ]}
        >
          <View className='sf-tc-section'>
            <View className='sf-tc-section__title'>
              <Text>{`决议事项（${m.decisions.length}）`}</Text>
              <View className='sf-tc-section__extra' role='button' onClick={() => setDeciding(true)}>添加决议</View>
            </View>
            <Text className='sf-tc-decision__meta'>{`${m.title} · ${meetingTimeText(m.startTime, m.endTime)}`}</Text>
            <Decisions meetingId={id} decisions={m.decisions} canTask={m.actions.toTask} canRemove onChanged={() => { void meeting.refresh() }} />
          </View>
        </EngineForm>
      )}
      <Popup visible={deciding} position='bottom' round destroyOnClose onClose={() => setDeciding(false)}>
        {deciding && forms.data && (
          <View className='sf-tc-sheet'>
            <View className='sf-tc-sheet__head'>
              <Text className='sf-tc-sheet__title'>添加决议</Text>
              <View className='sf-tc-sheet__close' role='button' onClick={() => setDeciding(false)}>取消</View>
            </View>
            <EngineForm
              config={forms.data.decision}
              preset={m?.contractId ? { contractName: m.contractId } : null}
              draftKey={`meeting:${id}:decision`}
              label='会议决议'
              fixedBar={false}
              actions={[{
                text: '添加', primary: true,
                request: (data) => addDecisionRequest(id, data),
                done: ({ queued }) => { toast(queued ? QUEUED_MSG : '决议已添加'); setDeciding(false); void meeting.refresh() }
              }]}
            />
          </View>
        )}
      </Popup>
      {m && !m.actions.minutes && (
        <View className='sf-tc-bar'><Button block onClick={() => { void back() }}>返回</Button></View>
      )}
    </PageShell>
  )
}
