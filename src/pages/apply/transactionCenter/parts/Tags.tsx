import { Text, View } from '@tarojs/components'
import type { Tag } from '@/core/taskCentre'

/** Small coloured tags (状态, 紧急程度, 已逾期). */
export function Tags ({ tags, className }: { tags: Tag[], className?: string }) {
  return (
    <View className={`sf-tc-tags ${className ?? ''}`}>
      {tags.map((t) => <Text key={t.text} className='sf-tc-tag' style={{ color: t.color, borderColor: t.color }}>{t.text}</Text>)}
    </View>
  )
}
