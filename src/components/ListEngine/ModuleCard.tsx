import { Text, View } from '@tarojs/components'
import type { Card } from '@/core/listConfig'
import type { Tag } from '@/core/workflow'

export interface ModuleCardProps {
  card: Card
  /** the record's flow state, for modules with a flow */
  tag?: Tag | null
  /** when it was created, as it reads (3小时前) */
  time?: string
  onClick?: () => void
}

/** One record of a module list: the first column as title, the next few as label / value lines. */
export function ModuleCard ({ card, tag, time, onClick }: ModuleCardProps) {
  return (
    <View className='sf-module-card' role='button' aria-label={card.title} onClick={onClick}>
      <View className='sf-module-card__head'>
        <Text className='sf-module-card__title'>{card.title}</Text>
        {tag && <Text className='sf-module-card__tag' style={{ color: tag.color, borderColor: tag.color }}>{tag.text}</Text>}
      </View>
      {card.lines.map((line) => (
        <View key={line.label} className='sf-module-card__line'>
          <Text className='sf-module-card__label'>{line.label}</Text>
          <Text className={`sf-module-card__value ${line.text ? '' : 'sf-module-card__value--empty'}`}>{line.text || '—'}</Text>
        </View>
      ))}
      {time ? <View className='sf-module-card__foot'><Text>{time}</Text></View> : null}
    </View>
  )
}
