/**
 * One role: its grants by workbench section (tile, buttons, data scope), saved whole; and who holds it;
 * 编辑 (name, code) and 删除, confirmed first. A delete the server refuses (someone holds it) shows its reason.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { ModuleAuthority, RoleItem } from '../../../../types/api/admin'
import { getAuthority, getRoleMembers, removeRole, saveAuthority } from '@/api/admin'
import {
  authorityBody, bySection, refusalText, grantDraft, grantedCount, scopeChoices, setScope, toggleButton, toggleModule, type GrantDraft
} from '@/core/admin'
import { confirm, toast } from '@/platform/ui'
import { ChoiceChips } from '@/components/ChoiceChips'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { RoleSheet } from './RoleSheet'

export function RoleDetail ({ id, role, roles, onBack, onChanged, onDeleted }: {
  id: string
  /** the role as listed (for 编辑); absent while the list loads */
  role?: RoleItem
  roles: RoleItem[]
  onBack: () => void
  onChanged: () => void
  onDeleted: () => void
}) {
  const authority = useRemote(() => getAuthority(id))
  const members = useRemote(() => getRoleMembers(id))
  const [draft, setDraft] = useState<GrantDraft>({})
  const [editing, setEditing] = useState(false)
  const [note, setNote] = useState('')
  const a = authority.data
  useEffect(() => { if (a) setDraft(grantDraft(a)) }, [a])

  const [busy, save] = useSubmit(async () => {
    await saveAuthority(id, authorityBody(draft))
    toast('授权已保存，持有该角色的人员即时生效')
    await authority.refresh()
  })

  const [removing, remove] = useSubmit(async () => {
    if (!a) return
    if (!await confirm('删除角色', `确定删除角色「${a.fullName}」？删除后不能恢复。`, { confirmText: '删除' })) return
    try {
      await removeRole(id)
    } catch (err) {
      const reason = refusalText(err)
      setNote(`不能删除：${reason}`)
      toast(reason)
      return
    }
    toast('角色已删除')
    onDeleted()
  })

  const editable = !!a?.editable && !a.allMenus
  return (
    <>
      <View className='sf-admin__back' role='button' aria-label='返回角色列表' onClick={onBack}>‹ 返回角色列表</View>
      <PageShell loading={authority.loading} error={authority.error} onRetry={() => { void authority.reload() }}>
        {a && (
          <>
            <View className='sf-admin__section' aria-label='角色信息'>
              <View className='sf-admin__section-title'><Text>{a.fullName}</Text></View>
              <Text className='sf-admin__line'>
                {a.allMenus ? '持有全部功能（系统管理员角色），不可修改' : `已授权 ${grantedCount(draft)} 个功能`}
              </Text>
              {!a.editable && !a.allMenus && <Text className='sf-admin__muted'>该角色不在您的管理范围内，只能查看</Text>}
              <Text className='sf-admin__muted'>
                {`持有人：${(members.data ?? []).map((m) => m.realName).join('、') || (members.loading ? '加载中' : '暂无')}`}
              </Text>
              {editable && role && (
                <View className='sf-admin__actions'>
                  <Button disabled={removing} onClick={() => setEditing(true)}>编辑角色</Button>
                  <Button type='danger' disabled={removing} onClick={() => { void remove() }}>删除角色</Button>
                </View>
              )}
            </View>
            {note && <View className='sf-admin__section' role='status'><Text className='sf-admin__line'>{note}</Text></View>}
            {!a.allMenus && bySection(a.list).map((g) => (
              <View key={g.name} className='sf-admin__section' aria-label={g.name}>
                <View className='sf-admin__section-title'><Text>{g.name}</Text></View>
                {g.modules.map((m) => (
                  <ModuleRow key={m.id} m={m} d={draft[m.id]} editable={editable} onChange={setDraft} draft={draft} />
                ))}
              </View>
            ))}
            {editable && (
              <View className='sf-admin__actions'>
                <Button type='primary' loading={busy} disabled={busy} onClick={() => { void save() }}>保存授权</Button>
              </View>
            )}
          </>
        )}
      </PageShell>
      {editing && role && (
        <RoleSheet roles={roles} editing={role} onClose={() => setEditing(false)} onMade={() => {
          setEditing(false)
          void authority.refresh()
          onChanged()
        }} />
      )}
    </>
  )
}

function ModuleRow ({ m, d, draft, editable, onChange }: {
  m: ModuleAuthority
  d: GrantDraft[string] | undefined
  draft: GrantDraft
  editable: boolean
  onChange: (d: GrantDraft) => void
}) {
  const on = !!d?.granted
  const may = editable && m.held
  const scopes = scopeChoices(m)
  const buttons = m.buttonOptions.filter((b) => b.held || d?.button.includes(b.enCode))
  return (
    <View className='sf-admin__row' aria-label={m.fullName}>
      <View role='checkbox' aria-checked={on} aria-disabled={!may} aria-label={`授权${m.fullName}`}
        className={`sf-admin__check ${on ? 'sf-admin__check--on' : ''} ${may ? '' : 'sf-admin__check--off'}`}
        onClick={() => { if (may) onChange(toggleModule(draft, m)) }}>
        <Text className='sf-admin__title'>{`${on ? '☑' : '☐'} ${m.fullName}`}</Text>
      </View>
      {!m.held && <Text className='sf-admin__muted'>您本人没有该功能的权限，不能授予</Text>}
      {on && d && (
        <>
          <Text className='sf-admin__muted'>数据范围</Text>
          <ChoiceChips label={`${m.fullName}数据范围`} options={may ? scopes : scopes.filter((s) => s.value === d.dataScope)}
            value={d.dataScope} onChange={(s) => { if (may) onChange(setScope(draft, m.id, s)) }} />
          {buttons.length > 0 && (
            <>
              <Text className='sf-admin__muted'>按钮</Text>
              <ChoiceChips label={`${m.fullName}按钮`} options={buttons.map((b) => ({ value: b.enCode, text: b.fullName }))} value={d.button}
                onChange={(code) => { if (may) onChange(toggleButton(draft, m.id, code)) }} />
            </>
          )}
        </>
      )}
    </View>
  )
}
