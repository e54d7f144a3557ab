/** One document of the 电子签章 list: a tap signs a waiting one or shows a signed one; 查看审批 opens its approval. */
import { View, Text } from '@tarojs/components'
import type { SignListItem } from '../../../../types/api/signature'
import { timeFormat } from '@/core/format'
import { isSigned, signStateTag } from '@/core/signature'

const TIME = 'yyyy-mm-dd hh:MM'

export interface SignCardProps {
  item: SignListItem
  onOpen: () => void
  /** absent when the document has no approval behind it */
  onFlow?: () => void
}

export function SignCard ({ item, onOpen, onFlow }: SignCardProps) {
  const signed = isSigned(item.F_State)
  const tag = signStateTag(item.F_State)
  return (
    <View className='sf-sign-card'>
      <View className='sf-sign-card__body' role='button' aria-label={item.title} onClick={onOpen}>
        <View className='sf-sign-card__head'>
          <Text className='sf-sign-card__title'>{item.title}</Text>
          <Text className='sf-sign-card__tag' style={{ color: tag.color, borderColor: tag.color }}>{tag.text}</Text>
        </View>
        {item.flowName ? <Text className='sf-sign-card__line'>{`所属流程：${item.flowName}`}</Text> : null}
        <Text className='sf-sign-card__line'>{`发起时间：${timeFormat(item.createTime, TIME)}`}</Text>
        {signed && item.signTime ? <Text className='sf-sign-card__line'>{`签署时间：${timeFormat(item.signTime, TIME)}`}</Text> : null}
      </View>
      <View className='sf-sign-card__actions'>
        {onFlow && (
          <View className='sf-sign-card__action' role='button' aria-label={`查看审批：${item.title}`} onClick={onFlow}>查看审批</View>
        )}
        <View className='sf-sign-card__action sf-sign-card__action--primary' role='button' aria-label={`${signed ? '查看文件' : '去签署'}：${item.title}`} onClick={onOpen}>
          {signed ? '查看文件' : '去签署'}
        </View>
      </View>
    </View>
  )
}
