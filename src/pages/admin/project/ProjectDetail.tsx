/**
 * One project: its data, its sections with their units and people, its administrators; 新增合同段;
 * 编辑 and 删除 of the project and of each section, confirmed first; only a system administrator
 * deletes a project (the server refuses anyone else, so a project administrator is not offered it). A delete the server refuses (sections,
 * people or records still there) shows its reason here.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { ContractItem } from '../../../../types/api/admin'
import { useState } from 'react'
import { getProject, removeContract, removeProject } from '@/api/admin'
import { periodText, refusalText } from '@/core/admin'
import { confirm, toast } from '@/platform/ui'
import { useSubmit } from '@/components/useSubmit'
import { timeFormat } from '@/core/format'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { ContractSheet } from './ContractSheet'
import { Members } from './Members'
import { ProjectSheet } from './ProjectSheet'

const day = (ms: number) => timeFormat(ms, 'yyyy-mm-dd')

export function ProjectDetail ({ id, canDelete, onBack, onChanged, onDeleted }: { id: string, canDelete: boolean, onBack: () => void, onChanged: () => void, onDeleted: () => void }) {
  const project = useRemote(() => getProject(id))
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<'project' | ContractItem | null>(null)
  const [note, setNote] = useState('')
  const p = project.data
  const changed = () => {
    void project.refresh()
    onChanged()
  }

  const [busy, remove] = useSubmit(async (c?: ContractItem) => {
    if (!p) return
    const what = c ? `合同段「${c.fullName}」` : `项目「${p.fullName}」`
    if (!await confirm(c ? '删除合同段' : '删除项目', `确定删除${what}？删除后不能恢复。`, { confirmText: '删除' })) return
    try {
      if (c) await removeContract(id, c.id)
      else await removeProject(id)
    } catch (err) {
      const reason = refusalText(err)
      setNote(`${what}不能删除：${reason}`)
      toast(reason)
      return
    }
    setNote('')
    toast('已删除')
    if (c) changed()
    else onDeleted()
  })
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
              <View className='sf-admin__actions'>
                <Button disabled={busy} onClick={() => setEditing('project')}>编辑项目</Button>
                {canDelete && <Button type='danger' disabled={busy} onClick={() => { void remove() }}>删除项目</Button>}
              </View>
            </View>
            {note && <View className='sf-admin__section' role='status'><Text className='sf-admin__line'>{note}</Text></View>}
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
                  <View className='sf-admin__tools'>
                    <View className='sf-admin__add' role='button' aria-label={`编辑${c.fullName}`} onClick={() => setEditing(c)}>编辑</View>
                    <View className='sf-admin__add' role='button' aria-label={`删除${c.fullName}`} onClick={() => { if (!busy) void remove(c) }}>删除</View>
                  </View>
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
      {editing === 'project' && p && (
        <ProjectSheet editing={p} onClose={() => setEditing(null)} onMade={() => {
          setEditing(null)
          changed()
        }} />
      )}
      {editing && editing !== 'project' && (
        <ContractSheet projectId={id} editing={editing} onClose={() => setEditing(null)} onAdded={() => {
          setEditing(null)
          changed()
        }} />
      )}
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
