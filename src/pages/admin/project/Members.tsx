/**
 * 项目人员: who works on the project, on which sections; a member's sections and roles changed, a
 * member taken off, a person added (picked from the address book). Their project and section
 * pickers follow at once (the server settles their context).
 */
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { ContractItem, ProjectMember, RoleItem } from '../../../../types/api/admin'
import { addProjectAdmin, getMembers, getPerson, getRoles, putMember, removeMember, removeProjectAdmin } from '@/api/admin'
import { adminReach, memberBody, sectionsText } from '@/core/admin'
import { confirm, toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { ChoiceChips } from '@/components/ChoiceChips'
import { UserPickerSheet } from '@/components/UserPickerSheet'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'

const toggle = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])

interface Editing {
  userId: string
  name: string
  contractIds: string[]
  /** null: their roles are not known to me (then they are left as they are) */
  roleIds: string[] | null
  isNew: boolean
  isProjectAdmin: boolean
}

export function Members ({ projectId, contracts, onChanged }: { projectId: string, contracts: ContractItem[], onChanged: () => void }) {
  const members = useRemote(() => getMembers(projectId))
  const [editing, setEditing] = useState<Editing | null>(null)
  const [picking, setPicking] = useState(false)
  const list = members.data ?? []

  const changed = async () => {
    setEditing(null)
    await members.refresh()
    onChanged()
  }

  const add = async (userId: string, name: string) => {
    const known = list.find((m) => m.userId === userId)
    if (known) return setEditing(edit(known))
    // their roles, when I may read them; otherwise they stay as they are
    const roles = await getPerson(userId).then((p) => p.roleId.split(',').filter(Boolean), () => null)
    setEditing({ userId, name, contractIds: [], roleIds: roles, isNew: true, isProjectAdmin: false })
  }

  return (
    <View className='sf-admin__section' aria-label='项目人员'>
      <View className='sf-admin__section-title'>
        <Text>{`项目人员（${list.length}）`}</Text>
        <View className='sf-admin__add' role='button' aria-label='添加项目人员' onClick={() => setPicking(true)}>＋ 添加人员</View>
      </View>
      {members.loading && <Text className='sf-admin__muted'>加载中…</Text>}
      {members.error && <Text className='sf-admin__muted'>{members.error}</Text>}
      {list.map((m) => (
        <View key={m.userId} className='sf-admin__row' role='button' aria-label={`${m.realName} ${m.account}`} onClick={() => setEditing(edit(m))}>
          <Text className='sf-admin__title'>
            {`${m.realName}（${m.account}）`}
            {m.isProjectAdmin && <Text className='sf-admin__tag sf-admin__tag--ok'>项目管理员</Text>}
            {m.enabledMark === 0 && <Text className='sf-admin__tag sf-admin__tag--off'>禁用</Text>}
          </Text>
          <Text className='sf-admin__line'>{sectionsText(m.contractIds, contracts)}</Text>
        </View>
      ))}
      <UserPickerSheet visible={picking} title='添加人员' onClose={() => setPicking(false)}
        onConfirm={(users) => { if (users[0]) void add(users[0].id, users[0].fullName) }} />
      {editing && <MemberSheet projectId={projectId} contracts={contracts} editing={editing} onClose={() => setEditing(null)} onSaved={changed} />}
    </View>
  )
}

const edit = (m: ProjectMember): Editing =>
  ({ userId: m.userId, name: `${m.realName}（${m.account}）`, contractIds: [...m.contractIds], roleIds: [...m.roleIds], isNew: false, isProjectAdmin: m.isProjectAdmin })

function MemberSheet ({ projectId, contracts, editing, onClose, onSaved }: {
  projectId: string
  contracts: ContractItem[]
  editing: Editing
  onClose: () => void
  onSaved: () => Promise<void>
}) {
  const [contractIds, setContractIds] = useState(editing.contractIds)
  const [roleIds, setRoleIds] = useState(editing.roleIds)
  const [roles, setRoles] = useState<RoleItem[]>([])
  useEffect(() => {
    let live = true
    void getRoles(projectId).then((r) => { if (live) setRoles(r.filter((x) => !x.allMenus)) }, () => {})
    return () => { live = false }
  }, [projectId])

  const system = adminReach(useSession((s) => s.userInfo)) === 'system'
  const [busy, run] = useSubmit(async (action: 'save' | 'remove' | 'admin') => {
    if (action === 'admin') {
      if (editing.isProjectAdmin) {
        if (!await confirm('取消项目管理员', `${editing.name}将不再管理本项目的人员、合同段和角色。`, { confirmText: '取消管理员' })) return
        await removeProjectAdmin(projectId, editing.userId)
        toast('已取消项目管理员')
      } else {
        if (!await confirm('设为项目管理员', `${editing.name}将可以管理本项目的人员、合同段和角色，且只能授予本人持有的权限。`, { confirmText: '设为管理员' })) return
        await addProjectAdmin(projectId, editing.userId)
        toast('已设为项目管理员')
      }
    } else if (action === 'remove') {
      if (!await confirm('移出项目', `将${editing.name}移出本项目，其业务记录保留。`, { confirmText: '移出' })) return
      await removeMember(projectId, editing.userId)
      toast('已移出项目')
    } else {
      await putMember(projectId, editing.userId, memberBody(contractIds, roleIds && editing.roleIds ? { before: editing.roleIds, now: roleIds } : null))
      toast('已保存')
    }
    await onSaved()
  })

  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label='项目人员设置'>
        <Text className='sf-admin-form__title'>{editing.name}</Text>
        <View className='sf-admin-form__body'>
          <View className='sf-admin-form__block'>
            <Text className='sf-admin-form__label'>所在合同段（不选：全项目）</Text>
            <ChoiceChips label='所在合同段' options={contracts.map((c) => ({ value: c.id, text: c.fullName }))} value={contractIds}
              onChange={(id) => setContractIds((x) => toggle(x, id))} />
          </View>
          {roleIds && (
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>角色</Text>
              <ChoiceChips label='角色' options={roles.map((r) => ({ value: r.id, text: r.fullName }))} value={roleIds}
                onChange={(id) => setRoleIds((x) => toggle(x ?? [], id))} />
            </View>
          )}
          {system && !editing.isNew && (
            <View className='sf-admin-form__block'>
              <View className='sf-admin-form__link' role='button' aria-label={editing.isProjectAdmin ? '取消项目管理员' : '设为项目管理员'}
                onClick={() => { if (!busy) void run('admin') }}>{editing.isProjectAdmin ? '取消项目管理员' : '设为项目管理员'}</View>
            </View>
          )}
        </View>
        <View className='sf-admin-form__actions'>
          {!editing.isNew && <Button className='sf-admin-form__button' type='danger' disabled={busy} onClick={() => { void run('remove') }}>移出项目</Button>}
          <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={busy} onClick={() => { void run('save') }}>保存</Button>
        </View>
      </View>
    </Popup>
  )
}
