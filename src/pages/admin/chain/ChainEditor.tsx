/** One flow's chain, edited in place: nothing reaches the server until 保存, and a refused save keeps the edits. */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useMemo, useState } from 'react'
import type { FlowNode } from '../../../../types/api/workflow'
import { getPerson, getPositions, getRoles } from '@/api/admin'
import { getChain, saveChain, type ChainInfo } from '@/api/chain'
import { approverSummary, chainChanged, chainOf, chainProblem, copySummary, insertAfter, newNode, removeAt, removeProblem, treeOf } from '@/core/chain'
import { confirm, toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { NodeSheet } from './NodeSheet'

export function ChainEditor ({ id, onBack, onSaved }: { id: string, onBack: () => void, onSaved: () => void }) {
  const info = useRemote(() => getChain(id))
  return (
    <View className='sf-chain'>
      <View className='sf-admin__back' role='button' onClick={onBack}>‹ 返回流程列表</View>
      <PageShell loading={info.loading} error={info.error} onRetry={() => { void info.reload() }}>
        {info.data && <Editor info={info.data} onSaved={(version) => { onSaved(); void info.refresh().then(() => toast(`已保存为新版本 v${version}`)) }} />}
      </PageShell>
    </View>
  )
}

function Editor ({ info, onSaved }: { info: ChainInfo, onSaved: (version: number) => void }) {
  const loaded = useMemo(() => chainOf(JSON.parse(info.flowTemplateJson) as FlowNode), [info.flowTemplateJson])
  const [line, setLine] = useState<FlowNode[]>(loaded)
  const [editing, setEditing] = useState<number | null>(null)
  const [savedVersion, setSavedVersion] = useState(0)
  useEffect(() => { setLine(loaded) }, [loaded])
  const roles = useRemote(() => getRoles())
  const positions = useRemote(getPositions)
  const [people, setPeople] = useState<Map<string, string>>(new Map())
  const names = useMemo(() => new Map<string, string>([
    ...(roles.data ?? []).map((r) => [r.id, r.fullName] as [string, string]),
    ...(positions.data ?? []).map((p) => [p.id, p.fullName] as [string, string]),
    ...people
  ]), [roles.data, positions.data, people])
  // named people already in the chain: their names, once
  useEffect(() => {
    const ids = new Set(loaded.flatMap((n) => [...(n.properties.approvers ?? []), ...(n.properties.circulateUser ?? [])]))
    void Promise.all([...ids].map(async (uid) => {
      try { return [uid, (await getPerson(uid)).realName] as [string, string] } catch { return null }
    })).then((found) => setPeople((m) => new Map([...m, ...found.filter((x): x is [string, string] => x !== null)])))
  }, [loaded])
  const changed = chainChanged(loaded, line)
  const [busy, run] = useSubmit(async () => {
    const problem = chainProblem(line)
    if (problem) return toast(problem)
    const res = await saveChain(info.id, JSON.stringify(treeOf(line)), info.version)
    setSavedVersion(res.version)
    onSaved(res.version)
  })
  const add = (after: number) => {
    const node = newNode(line, Date.now())
    setLine(insertAfter(line, after, node))
    setEditing(after + 1)
  }
  const remove = async (index: number) => {
    const problem = removeProblem(line, index)
    if (problem) return toast(problem)
    if (!await confirm('删除节点', `删除审批节点「${line[index].properties.title}」？保存后才生效。`, { confirmText: '删除' })) return
    setLine(removeAt(line, index))
  }
  const discard = async () => {
    if (!await confirm('放弃修改', '放弃对这个流程的所有修改？', { confirmText: '放弃' })) return
    setLine(loaded)
  }
  const running = info.versions.reduce((s, v) => s + v.running, 0)
  return (
    <View>
      <View className='sf-admin__section'>
        <Text className='sf-admin__section-title'>{info.fullName}</Text>
        <Text className='sf-admin__line'>{`当前版本 v${info.version}${changed ? ' · 有未保存的修改' : ''}`}</Text>
        <Text className='sf-admin__muted'>{running ? `${running} 个进行中的审批按各自发起时的版本继续流转` : '保存后生成新版本，进行中的审批不受影响'}</Text>
        {savedVersion > 0 && !changed && <View className='sf-chain__saved' role='status'>{`已保存为新版本 v${savedVersion}`}</View>}
      </View>
      <View className='sf-chain__line' aria-label='审批链'>
        {line.map((n, i) => (
          <View key={n.nodeId}>
            <NodeCard node={n} names={names} onEdit={() => setEditing(i)} onRemove={() => { void remove(i) }} />
            <View className='sf-chain__link'>
              <View className='sf-chain__add' role='button' aria-label={`在「${n.properties.title || '发起'}」后添加审批节点`} onClick={() => add(i)}>＋</View>
            </View>
          </View>
        ))}
        <View className='sf-chain__end'>结束</View>
      </View>
      <View className='sf-admin__actions sf-chain__actions'>
        <Button className='sf-admin-form__button' disabled={!changed || busy} onClick={() => { void discard() }}>放弃修改</Button>
        <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={!changed || busy} onClick={() => { void run() }}>保存为新版本</Button>
      </View>
      {editing !== null && line[editing] && (
        <NodeSheet node={line[editing]} roles={roles.data ?? []} positions={positions.data ?? []} names={names}
          onPicked={(users) => setPeople((m) => new Map([...m, ...users.map((u) => [u.id, u.fullName] as [string, string])]))}
          onClose={() => setEditing(null)}
          onDone={(properties) => {
            setLine(line.map((x, i) => (i === editing ? { ...x, properties } : x)))
            setEditing(null)
          }} />
      )}
    </View>
  )
}

function NodeCard ({ node, names, onEdit, onRemove }: { node: FlowNode, names: ReadonlyMap<string, string>, onEdit: () => void, onRemove: () => void }) {
  const p = node.properties
  if (node.type === 'start') {
    return (
      <View className='sf-chain__node sf-chain__node--start'>
        <Text className='sf-chain__kind'>发起人</Text>
        <Text className='sf-chain__title'>{p.title || '发起'}</Text>
        <Text className='sf-chain__who'>{p.initiateRole?.length || p.initiator?.length || p.initiatePos?.length ? '指定人员可发起' : '有此模块权限的人员均可发起'}</Text>
      </View>
    )
  }
  if (node.type !== 'approver') {
    return (
      <View className='sf-chain__node'>
        <Text className='sf-chain__title'>{p.title || node.type}</Text>
        <Text className='sf-chain__who'>此类节点请在电脑端流程设计器中修改</Text>
      </View>
    )
  }
  const copy = copySummary(p, names)
  return (
    <View className='sf-chain__node sf-chain__node--approver' role='button' aria-label={`审批节点 ${p.title}`} onClick={onEdit}>
      <View className='sf-chain__head'>
        <Text className='sf-chain__kind'>审批人</Text>
        <View className='sf-chain__remove' role='button' aria-label={`删除「${p.title}」`} onClick={(e) => { e.stopPropagation(); onRemove() }}>删除</View>
      </View>
      <Text className='sf-chain__title'>{p.title}</Text>
      <Text className='sf-chain__who'>{approverSummary(p, names)}</Text>
      {copy && <Text className='sf-chain__copy'>{copy}</Text>}
      {node.conditionNodes?.length ? <Text className='sf-chain__copy'>{`其后有 ${node.conditionNodes.length} 个条件分支`}</Text> : null}
    </View>
  )
}
