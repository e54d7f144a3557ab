import { Image, Text, View } from '@tarojs/components'
import type { HazardRow } from '../../../types/api/safety'
import { fileUrl } from '@/api/file'
import { deadlineText, levelColor, STATE_COLORS, todoAction } from '@/core/safety/hazard'
import { timeFormat } from '@/core/format'

/** One hazard on the safety lists: state, level, where, when due, who it waits on, the first photo. */
export function HazardCard ({ row, now, onClick }: { row: HazardRow, now: number, onClick: () => void }) {
  const due = deadlineText(row, now)
  const photo = row.rectifyPhoto || row.photo
  return (
    <View className='sf-hazard-card' role='button' aria-label={row.title} onClick={onClick}>
      <View className='sf-hazard-card__level' style={{ background: levelColor(row.level) }} />
      <View className='sf-hazard-card__body'>
        <View className='sf-hazard-card__head'>
          <Text className='sf-hazard-card__title'>{row.title || '未填写标题'}</Text>
          <Text className='sf-safety-tag' style={{ color: STATE_COLORS[row.state], borderColor: STATE_COLORS[row.state] }}>{row.stateName}</Text>
        </View>
        <View className='sf-hazard-card__meta'>
          <Text style={{ color: levelColor(row.level) }}>{row.levelName}</Text>
          <Text>{row.hazardType || row.categoryName}</Text>
          {row.hazardNo ? <Text className='sf-hazard-card__no'>{row.hazardNo}</Text> : null}
        </View>
        <View className='sf-hazard-card__line'>{row.location || row.wbsPart || '未填写位置'}</View>
        <View className='sf-hazard-card__foot'>
          <Text>{row.contractName ? row.contractName.replace(/^.*?(第.+合同段)$/, '$1') : ''}</Text>
          <Text>{row.reporterName} {timeFormat(row.reportTime, 'mm-dd hh:MM')}</Text>
        </View>
        {(due || row.todoId || row.handlers.length > 0) && (
          <View className='sf-hazard-card__foot'>
            {due ? <Text className={`sf-hazard-card__due sf-hazard-card__due--${due.tone}`}>{due.text}</Text> : <Text />}
            {row.todoId
              ? <Text className='sf-hazard-card__todo'>待我{todoAction(row.todoNode)}</Text>
              : row.handlers.length > 0 ? <Text>待 {row.handlers.slice(0, 2).join('、')}{row.handlers.length > 2 ? ' 等' : ''} 处理</Text> : null}
          </View>
        )}
      </View>
      {photo ? <Image className='sf-hazard-card__photo' src={fileUrl(photo)} mode='aspectFill' /> : null}
    </View>
  )
}
