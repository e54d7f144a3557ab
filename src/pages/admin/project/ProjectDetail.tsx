/** One project: its data, its sections with their units and people, its administrators; 新增合同段. */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { getProject } from '@/api/admin'
import { periodText } from '@/core/admin'
import { timeFormat } from '@/core/format'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { ContractSheet } from './ContractSheet'
import { Members } from './Members'

const day = (ms: number) => timeFormat(ms, 'yyyy-mm-dd')

export function ProjectDetail ({ id, onBack, onChanged }: { id: string, onBack: () => void, onChanged: () => void }) {
  const project = useRemote(() => getProject(id))
  const [adding, setAdding] = useState(false)
  const p = project.data
  return (
    <>
      <View className='sf-admin__back' role='button' aria-label='返回项目列表' onClick={onBack}>‹ 返回项目列表</View>
      <PageShell loading={project.loading} error={project.error} onRetry={() => { void project.reload() }} onRefresh={project.refresh}>
        {p && (
          <>
            <View className='sf-admin__section' aria-label='项目信息'>
              <View className='sf-admin__section-title'><Text>{p.fullName}</Text></View>
              <Text className='sf-admin__line'>{`编码：${p.enCode}`}</Text>
              <Text className='sf-admin__line'>{`建设单位：${p.ownerUnitName || '未设置'}`}</Text>
              <Text className='sf-admin__line'>{`地点：${p.location || '未设置'}`}</Text>
              <Text className='sf-admin__line'>{`工期：${periodText(p.startDate, p.endDate, day)}`}</Text>
            </View>
            <View className='sf-admin__section' aria-label='合同段'>
              <View className='sf-admin__section-title'>
                <Text>{`合同段（${p.contracts.length}）`}</Text>
                <View className='sf-admin__add' role='button' aria-label='新增合同段' onClick={() => setAdding(true)}>＋ 新增合同段</View>
              </View>
              {p.contracts.length === 0 && <Text className='sf-admin__muted'>还没有合同段</Text>}
              {p.contracts.map((c) => (
                <View key={c.id} className='sf-admin__row' aria-label={c.fullName}>
                  <Text className='sf-admin__title'>
                    {c.fullName}
                    {c.enabledMark === 0 && <Text className='sf-admin__tag sf-admin__tag--off'>停用</Text>}
                  </Text>
                  <Text className='sf-admin__line'>{`编码：${c.enCode} · 人员 ${c.memberCount} 人`}</Text>
                  <Text className='sf-admin__line'>{`施工单位：${c.constructionUnitName || '未设置'}`}</Text>
                  <Text className='sf-admin__line'>{`监理单位：${c.supervisionUnitName || '未设置'}`}</Text>
                </View>
              ))}
            </View>
            <Members projectId={id} contracts={p.contracts} onChanged={() => { void project.refresh(); onChanged() }} />
            <View className='sf-admin__section' aria-label='项目管理员'>
              <View className='sf-admin__section-title'><Text>项目管理员</Text></View>
              <Text className='sf-admin__line'>{p.admins.length ? p.admins.map((a) => `${a.realName}（${a.account}）`).join('、') : '未指定'}</Text>
            </View>
          </>
        )}
      </PageShell>
      {adding && (
        <ContractSheet projectId={id} onClose={() => setAdding(false)} onAdded={() => {
          setAdding(false)
          void project.refresh()
          onChanged()
        }} />
      )}
    </>
  )
}
