import { View, Text } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import type { ReactNode } from 'react'
import './index.scss'

export interface LinkCellProps {
  title: ReactNode
  /** text on the right, before the arrow */
  value?: ReactNode
  description?: ReactNode
  /** no arrow and no tap feedback when absent */
  onClick?: () => void
}

/** A list row; with onClick it shows an arrow and reacts to taps. */
export function LinkCell ({ title, value, description, onClick }: LinkCellProps) {
  return (
    <Cell
      className='sf-link-cell'
      title={title}
      description={description}
      clickable={!!onClick}
      onClick={() => onClick?.()}
      align='center'
      extra={
        <View className='sf-link-cell__extra'>
          {value !== undefined && value !== null && value !== '' && <Text className='sf-link-cell__value'>{value}</Text>}
          {onClick && <ArrowRight size={14} color='#c0c4cc' />}
        </View>
      }
    />
  )
}
