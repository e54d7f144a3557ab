/** One role: its grants by workbench section (tile, buttons, data scope), saved whole; and who holds it. */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { ModuleAuthority } from '../../../../types/api/admin'
import { getAuthority, getRoleMembers, saveAuthority } from '@/api/admin'
import {
  authorityBody, bySection, grantDraft, grantedCount, scopeChoices, setScope, toggleButton, toggleModule, type GrantDraft
} from '@/core/admin'
import { toast } from '@/platform/ui'
import { ChoiceChips } from '@/components/ChoiceChips'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'

export function RoleDetail ({ id, onBack }: { id: string, onBack: () => void }) {
  const authority = useRemote(() => getAuthority(id))
  const members = useRemote(() => getRoleMembers(id))
  const [draft, setDraft] = useState<GrantDraft>({})
  const a = authority.data
  useEffect(() => { if (a) setDraft(grantDraft(a)) }, [a])

  const [busy, save] = useSubmit(async () => {
    await saveAuthority(id, authorityBody(draft))
    toast('授权已保存，持有该角色的人员即时生效')
    await authority.refresh()
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
            </View>
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
