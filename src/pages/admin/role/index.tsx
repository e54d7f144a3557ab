/**
 * 角色与授权: the organisation's roles (the templates every project starts from) and my projects'
 * roles; a role's grants module by module (the tile, its buttons, its data scope) and who holds it.
 * A change applies to every holder at once. No one grants what they do not hold: the editor offers
 * only that, and the server refuses the rest.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { RoleItem } from '../../../../types/api/admin'
import { getRoles } from '@/api/admin'
import { adminReach } from '@/core/admin'
import { useSession } from '@/stores/session'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { RoleDetail } from './RoleDetail'
import { RoleSheet } from './RoleSheet'
import '../admin.scss'

export default function RolesPage () {
  const reach = adminReach(useSession((s) => s.userInfo))
  return reach === 'none' ? <PageShell className='sf-admin' empty emptyText='仅管理员可用' /> : <Roles />
}

function Roles () {
  const roles = useRemote(() => getRoles())
  const [chosen, setChosen] = useState('')
  const [creating, setCreating] = useState(false)
  const list = roles.data ?? []
  return (
    <View className='sf-admin'>
      <View className='sf-admin__split'>
        <View className={chosen ? 'sf-admin__list--hidden' : 'sf-admin__list'}>
          <View className='sf-admin__bar'>
            <Text className='sf-admin__count'>{`共 ${list.length} 个角色`}</Text>
            <View className='sf-admin__add' role='button' aria-label='新建角色' onClick={() => setCreating(true)}>＋ 新建角色</View>
          </View>
          <PageShell loading={roles.loading} error={roles.error} onRetry={() => { void roles.reload() }}
            empty={list.length === 0} emptyText='还没有角色' onRefresh={roles.refresh}>
            {list.map((r) => <RoleCard key={r.id} r={r} on={r.id === chosen} onOpen={() => setChosen(r.id)} />)}
          </PageShell>
        </View>
        <View className='sf-admin__detail'>
          {chosen
            ? <RoleDetail key={chosen} id={chosen} role={list.find((r) => r.id === chosen)} roles={list} onBack={() => setChosen('')}
              onChanged={() => { void roles.refresh() }} onDeleted={() => { setChosen(''); void roles.refresh() }} />
            : <View className='sf-admin__placeholder'>选择一个角色查看授权</View>}
        </View>
      </View>
      {creating && (
        <RoleSheet roles={list} onClose={() => setCreating(false)} onMade={(id) => {
          setCreating(false)
          setChosen(id)
          void roles.refresh()
        }} />
      )}
    </View>
  )
}

function RoleCard ({ r, on, onOpen }: { r: RoleItem, on: boolean, onOpen: () => void }) {
  return (
    <View className={`sf-admin__card ${on ? 'sf-admin__card--on' : ''}`} role='button' aria-label={r.fullName} onClick={onOpen}>
      <Text className='sf-admin__title'>
        {r.fullName}
        {r.enabledMark === 0 && <Text className='sf-admin__tag sf-admin__tag--off'>停用</Text>}
        {!r.editable && <Text className='sf-admin__tag sf-admin__tag--off'>只读</Text>}
      </Text>
      <Text className='sf-admin__line'>{`${r.enCode} · ${r.projectName || '组织角色模板'}`}</Text>
      <Text className='sf-admin__muted'>{`${r.userCount} 人持有${r.allMenus ? ' · 全部功能' : ''}`}</Text>
    </View>
  )
}
