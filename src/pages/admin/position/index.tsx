/**
 * 岗位: the positions of each unit or department (项目经理, 安全员, 专业监理工程师…) that people hold
 * and approval nodes name. A system administrator adds, renames, moves, disables or deletes one
 * (the server refuses to delete a position someone holds, and says so); a project administrator
 * reads them.
 */
import { Input, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { PositionItem } from '../../../../types/api/admin'
import { createPosition, getOrganizeTree, getPositions, removePosition, updatePosition } from '@/api/admin'
import { adminReach, positionForm, positionProblem, toPositionInput, treeRows, type PositionForm } from '@/core/admin'
import { confirm, toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { ChoiceChips } from '@/components/ChoiceChips'
import { Field } from '@/components/Field'
import { FilterBar } from '@/components/FilterBar'
import { inputValue } from '@/components/inputValue'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import '../admin.scss'

export default function PositionPage () {
  const reach = adminReach(useSession((s) => s.userInfo))
  return reach === 'none' ? <PageShell className='sf-admin' empty emptyText='仅管理员可用' /> : <Positions system={reach === 'system'} />
}

function Positions ({ system }: { system: boolean }) {
  const positions = useRemote(getPositions)
  const [keyword, setKeyword] = useState('')
  const [editing, setEditing] = useState<{ p?: PositionItem } | null>(null)
  const list = (positions.data ?? []).filter((p) => !keyword || [p.fullName, p.enCode, p.organizeName].some((x) => x.includes(keyword)))
  return (
    <View className='sf-admin sf-admin--table'>
      <FilterBar placeholder='搜索岗位、编码或单位' onSearch={setKeyword} />
      <View className='sf-admin__bar'>
        <Text className='sf-admin__count'>{`共 ${list.length} 个岗位`}</Text>
        {system && <View className='sf-admin__add' role='button' aria-label='新增岗位' onClick={() => setEditing({})}>＋ 新增岗位</View>}
      </View>
      <PageShell loading={positions.loading} error={positions.error} onRetry={() => { void positions.reload() }}
        empty={list.length === 0} emptyText={keyword ? '没有找到岗位' : '还没有岗位'} onRefresh={positions.refresh}>
        {list.map((p) => (
          <View key={p.id} className='sf-admin__card' role='button' aria-label={`${p.fullName} ${p.organizeName}`}
            onClick={() => { if (system) setEditing({ p }) }}>
            <Text className='sf-admin__title'>
              {p.fullName}
              {p.enabledMark === 0 && <Text className='sf-admin__tag sf-admin__tag--off'>停用</Text>}
            </Text>
            <Text className='sf-admin__cell'>{p.organizeName || '未设单位'}</Text>
            <Text className='sf-admin__muted'>{`${p.enCode} · ${p.userCount} 人`}</Text>
          </View>
        ))}
      </PageShell>
      {editing && (
        <PositionSheet p={editing.p} onClose={() => setEditing(null)} onSaved={() => {
          setEditing(null)
          void positions.refresh()
        }} />
      )}
    </View>
  )
}

function PositionSheet ({ p, onClose, onSaved }: { p?: PositionItem, onClose: () => void, onSaved: () => void }) {
  const tree = useRemote(getOrganizeTree)
  const [f, setF] = useState<PositionForm>(() => positionForm(p))
  const set = (patch: Partial<PositionForm>) => setF((x) => ({ ...x, ...patch }))
  const units = treeRows(tree.data ?? []).map(({ node, depth }) => ({ value: node.id, text: `${'　'.repeat(depth)}${node.fullName}` }))
  const [busy, run] = useSubmit(async (action: 'save' | 'remove') => {
    if (action === 'remove' && p) {
      if (!await confirm('删除岗位', `删除「${p.fullName}」？还有人担任的岗位不能删除，可改为停用。`, { confirmText: '删除' })) return
      await removePosition(p.id)
      toast('已删除')
      return onSaved()
    }
    const problem = positionProblem(f)
    if (problem) return toast(problem)
    if (p) await updatePosition(p.id, toPositionInput(f))
    else await createPosition(toPositionInput(f))
    toast('已保存')
    onSaved()
  })
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label={p ? '修改岗位' : '新增岗位'}>
        <Text className='sf-admin-form__title'>{p ? `修改「${p.fullName}」` : '新增岗位'}</Text>
        <View className='sf-admin-form__body'>
          <Field label='岗位名称' required>
            <Input className='sf-admin-form__input' value={f.fullName} maxlength={50} placeholder='如：安全员'
              aria-label='岗位名称' onInput={(e) => set({ fullName: inputValue(e) })} />
          </Field>
          <Field label='岗位编码' required>
            <Input className='sf-admin-form__input' value={f.enCode} maxlength={50} placeholder='字母或数字，如 AQY'
              aria-label='岗位编码' onInput={(e) => set({ enCode: inputValue(e) })} />
          </Field>
          <View className='sf-admin-form__block'>
            <Text className='sf-admin-form__label'>所属单位或部门</Text>
            <PageShell loading={tree.loading} error={tree.error} onRetry={() => { void tree.reload() }}
              empty={units.length === 0} emptyText='请先在单位与部门中新增单位'>
              <ChoiceChips label='所属单位或部门' options={units} value={f.organizeId} onChange={(organizeId) => set({ organizeId })} />
            </PageShell>
          </View>
          {p && (
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>状态</Text>
              <ChoiceChips label='岗位状态' options={[{ value: 'on', text: '启用' }, { value: 'off', text: '停用' }]} value={f.enabled ? 'on' : 'off'}
                onChange={(v) => set({ enabled: v === 'on' })} />
            </View>
          )}
        </View>
        <View className='sf-admin-form__actions'>
          {p
            ? <Button className='sf-admin-form__button' type='danger' disabled={busy} onClick={() => { void run('remove') }}>删除</Button>
            : <Button className='sf-admin-form__button' onClick={onClose}>取消</Button>}
          <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={busy} onClick={() => { void run('save') }}>保存</Button>
        </View>
      </View>
    </Popup>
  )
}
