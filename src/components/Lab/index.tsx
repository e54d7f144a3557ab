/** Pieces the laboratory screens share (pages/apply/laboratoryManagement, consume). */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { LedgerCounts } from '../../../types/api/lab'
import { owedText, rateColor, rateText, takenShare } from '@/core/lab'
import './index.scss'

/** Samples taken against those owed, as a bar: orange while some are still owed. */
export function OwedBar ({ label, taken, owed }: { label: string, taken: number, owed: number }) {
  const { text, short } = owedText(taken, owed)
  return (
    <View className='sf-lab-bar' role='group' aria-label={`${label} ${text}`}>
      <View className='sf-lab-bar__label'>
        <Text>{label}</Text>
        <Text className={short > 0 ? 'sf-lab-card__warn' : 'sf-lab-card__value'}>{short > 0 ? `${text}，欠 ${short} 组` : text}</Text>
      </View>
      <View className='sf-lab-bar__track'>
        <View className={`sf-lab-bar__fill ${short > 0 ? 'sf-lab-bar__fill--short' : ''}`} style={{ width: `${takenShare(taken, owed)}%` }} />
      </View>
    </View>
  )
}

/** A label and its figure on one line of a card. */
export function FigureRow ({ label, children, warn = false }: { label: string, children: ReactNode, warn?: boolean }) {
  return (
    <View className='sf-lab-card__row'>
      <Text>{label}</Text>
      <Text className={warn ? 'sf-lab-card__warn' : 'sf-lab-card__value'}>{children}</Text>
    </View>
  )
}

export function SectionTitle ({ title, link, onLink }: { title: string, link?: string, onLink?: () => void }) {
  return (
    <View className='sf-lab-section-title'>
      <Text>{title}</Text>
      {link && <View className='sf-lab-section-title__link' role='button' onClick={onLink}>{link} ›</View>}
    </View>
  )
}

/** Concrete poured and samples tested in one section or month (台账汇总). */
export function CountsCard ({ title, c }: { title: string, c: LedgerCounts }) {
  return (
    <View className='sf-lab-card' role='group' aria-label={`${title} 合格率 ${rateText(c.passRate)}`}>
      <View className='sf-lab-card__head'>
        <Text className='sf-lab-card__name'>{title}</Text>
        <Text className='sf-lab-card__rate' style={{ color: rateColor(c) }}>{rateText(c.passRate)}</Text>
      </View>
      <FigureRow label='施工台账'>{`${c.ledgers} 条，${c.volume} m³，试块 ${c.specimens} 组`}</FigureRow>
      <FigureRow label='检测 / 合格 / 不合格' warn={c.failed > 0}>{`${c.samples} / ${c.passed} / ${c.failed} 组`}</FigureRow>
    </View>
  )
}
