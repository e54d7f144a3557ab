import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { getProcessNode } from '@/api/process'
import { PageShell } from '@/components/PageShell'
import { PartHead, StepRow, useRefreshOnReturn } from '@/components/Process'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { timeFormat } from '@/core/format'

/** 工序详情: one process of a part: what the engineer checks, the application and every site check with its opinion. */
export default function Page () {
  const { params } = useRouter()
  const id = decodeParam(params?.id)
  const code = decodeParam(params?.step)
  const node = useRemote(() => (id ? getProcessNode(id) : Promise.reject(new Error('缺少部位参数'))))
  useRefreshOnReturn(node)
  const n = node.data
  const index = n ? n.steps.findIndex((s) => s.code === code) : -1
  const step = n && index >= 0 ? n.steps[index] : null
  const app = step?.application
  return (
    <PageShell className='sf-safety-page' loading={node.loading} error={node.error || (n && !step ? '该部位没有这道工序' : '')}
      onRetry={() => { void node.reload() }} onRefresh={node.refresh}>
      {n && <PartHead node={n} />}
      {n && step && (
        <View className='sf-process-list'>
          <StepRow node={n} step={step} index={index} onOpen={() => {}} />
        </View>
      )}
      {step && (
        <View className='sf-process-section'>
          <View className='sf-process-section__title'>检查要点</View>
          {step.keyPoints.map((k) => <View key={k} className='sf-process-section__item'>· {k}</View>)}
        </View>
      )}
      {app && (
        <View className='sf-process-section'>
          <View className='sf-process-section__title'>报验记录</View>
          <View className='sf-process-section__item'>报验单号：{app.applyNo || '（草稿）'}</View>
          <View className='sf-process-section__item'>报验人：{app.applicantName}{app.applyTime ? ` · ${timeFormat(app.applyTime, 'yyyy-mm-dd hh:MM')}` : ''}</View>
          {app.checks.length === 0 && <View className='sf-process-section__item'>尚未检查</View>}
          {app.checks.map((c) => (
            <View key={`${c.time}`} className='sf-process-section__check'>
              <Text className={`sf-process-section__verdict sf-process-section__verdict--${c.passed ? 'pass' : 'fail'}`}>{c.passed ? '合格' : '不合格'}</Text>
              <Text>{c.userName} {timeFormat(c.time, 'mm-dd hh:MM')}</Text>
              {c.opinion ? <View className='sf-process-section__item'>{c.opinion}</View> : null}
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
}
