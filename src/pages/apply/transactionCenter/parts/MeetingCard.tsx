import { Text, View } from '@tarojs/components'
import type { MeetingListItem } from '../../../../../types/api/task'
import { meetingTag, meetingTimeText, signInSummary } from '@/core/taskCentre'
import { Tags } from './Tags'

/** A meeting in the list: name, type and state, when and where, who hosts, sign-ins and decisions. */
export function MeetingCard ({ meeting: m, onClick }: { meeting: MeetingListItem, onClick: () => void }) {
  const tags = [meetingTag(m.status), ...(m.meetingTypeName ? [{ text: m.meetingTypeName, color: '#909399' }] : [])]
  return (
    <View className='sf-tc-card' role='button' aria-label={m.title} onClick={onClick}>
      <View className='sf-tc-card__head'>
        <Text className='sf-tc-card__title'>{m.title || '（未命名会议）'}</Text>
      </View>
      <Tags tags={tags} />
      <View className='sf-tc-card__line'>
        <Text className='sf-tc-card__label'>时间</Text>
        <Text className='sf-tc-card__value'>{meetingTimeText(m.startTime, m.endTime)}</Text>
      </View>
      <View className='sf-tc-card__line'>
        <Text className='sf-tc-card__label'>地点</Text>
        <Text className='sf-tc-card__value'>{[m.sectionName, m.place].filter(Boolean).join(' · ') || '—'}</Text>
      </View>
      <View className='sf-tc-card__foot'>
        <Text>{`主持 ${m.hostName || '—'}`}</Text>
        <View className='sf-tc-meeting__stats'>
          {m.status !== 0 && <Text>{signInSummary(m)}</Text>}
          {m.decisionCount > 0 && <Text>{`决议 ${m.decisionCount}`}</Text>}
          {m.attending && m.status === 1 && <Text style={{ color: m.mySignedTime ? '#19be6b' : '#ff9900' }}>{m.mySignedTime ? '我已签到' : '我未签到'}</Text>}
        </View>
      </View>
    </View>
  )
}
