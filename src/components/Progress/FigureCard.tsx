import { Text, View } from '@tarojs/components'
import type { ProgressFigure } from '../../../types/api/progress'
import { money } from '@/core/progress'
import { ProgressBar } from './ProgressBar'

/** One whole's progress: its name, bar, and completed against billed amounts; tappable to its list. */
export function FigureCard ({ title, sub, figure, onOpen, big }: { title: string, sub?: string, figure: ProgressFigure, onOpen?: () => void, big?: boolean }) {
  return (
    <View className={`sf-progress-card ${big ? 'sf-progress-card--big' : ''}`} role={onOpen ? 'button' : undefined} aria-label={title} onClick={onOpen}>
      <View className='sf-progress-card__head'>
        <Text className='sf-progress-card__title'>{title}</Text>
        {onOpen && <Text className='sf-progress-card__more'>›</Text>}
      </View>
      {sub ? <Text className='sf-progress-card__sub'>{sub}</Text> : null}
      <ProgressBar percent={figure.percent} label={title} />
      <Text className='sf-progress-card__amounts'>{`已完成 ${money(figure.done)} / 清单 ${money(figure.total)}`}</Text>
    </View>
  )
}
