import { Text, View } from '@tarojs/components'
import { barWidth, percentText } from '@/core/progress'

const colorOf = (percent: number): string => (percent >= 100 ? '#19be6b' : percent > 0 ? '#2979ff' : '#c0c4cc')

/** A plain progress bar with its percent: what the progress screens draw instead of a chart. */
export function ProgressBar ({ percent, label }: { percent: number, label?: string }) {
  return (
    <View className='sf-progress-bar' role='progressbar' aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={label}>
      <View className='sf-progress-bar__track'>
        <View className='sf-progress-bar__fill' style={{ width: `${barWidth(percent)}%`, background: colorOf(percent) }} />
      </View>
      <Text className='sf-progress-bar__text'>{percentText(percent)}</Text>
    </View>
  )
}
