import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { bandText, GRADES, gradeOf, riskValue } from '@/core/safety/lec'

/**
 * The LEC evaluation of the values chosen: D = L × E × C, its grade in its colour and who controls
 * it; the method's grading table opens under it.
 */
export function LecPanel ({ l, e, c }: { l: unknown, e: unknown, c: unknown }) {
  const [table, setTable] = useState(false)
  const d = riskValue(l, e, c)
  const grade = d === null ? null : gradeOf(d)
  return (
    <View className='sf-lec' style={grade ? { borderColor: grade.color } : undefined}>
      <View className='sf-lec__formula'>
        <Text>D = L × E × C</Text>
        <Text className='sf-lec__value'>{d === null ? '请选择 L、E、C' : `${String(l)} × ${String(e)} × ${String(c)} = ${d}`}</Text>
      </View>
      {grade && (
        <View className='sf-lec__grade' style={{ background: grade.color }}>
          <Text className='sf-lec__grade-name'>{grade.name}</Text>
          <Text>{`${grade.meaning} · ${grade.controlLevel}`}</Text>
        </View>
      )}
      <View className='sf-lec__toggle' role='button' onClick={() => setTable(!table)}>{table ? '收起分级标准' : '查看 LEC 分级标准'}</View>
      {table && GRADES.map((g) => (
        <View key={g.key} className='sf-lec__band'>
          <Text className='sf-lec__band-dot' style={{ background: g.color }} />
          <Text className='sf-lec__band-range'>{bandText(g)}</Text>
          <Text className='sf-lec__band-name'>{`${g.name}：${g.meaning}`}</Text>
        </View>
      ))}
    </View>
  )
}
