/**
 * 菜单管理: the workbench's sections and their entries as everyone's workbench shows them (within
 * their grants): an entry renamed, hidden from everyone, or moved up or down within its section.
 * The organisation's names, order and hidden entries are kept when the catalog is upgraded; the
 * catalog's own name stays shown beside a renamed entry. System administrators only.
 */
import { Input, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { MenuNode } from '../../../../types/api/admin'
import { getMenus, sortMenus, updateMenu } from '@/api/admin'
import { adminReach, menuNameProblem, movedIds } from '@/core/admin'
import { toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { ChoiceChips } from '@/components/ChoiceChips'
import { Field } from '@/components/Field'
import { inputValue } from '@/components/inputValue'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import '../admin.scss'

export default function MenuPage () {
  const reach = adminReach(useSession((s) => s.userInfo))
  return reach === 'system' ? <Menus /> : <PageShell className='sf-admin' empty emptyText='仅系统管理员可用' />
}

function Menus () {
  const menus = useRemote(getMenus)
  const [editing, setEditing] = useState<MenuNode | null>(null)
  const sections = menus.data ?? []
  const [moving, move] = useSubmit(async (siblings: MenuNode[], id: string, step: -1 | 1) => {
    const ids = movedIds(siblings, id, step)
    if (!ids) return
    await sortMenus(ids)
    await menus.refresh()
  })
  return (
    <View className='sf-admin'>
      <View className='sf-admin__bar'>
        <Text className='sf-admin__muted'>改名、隐藏和顺序对所有人的工作台生效，系统升级后保留。</Text>
      </View>
      <PageShell loading={menus.loading} error={menus.error} onRetry={() => { void menus.reload() }}
        empty={sections.length === 0} emptyText='还没有菜单' onRefresh={menus.refresh}>
        {sections.map((s) => (
          <View key={s.id} className='sf-admin__section' aria-label={s.fullName}>
            <View className='sf-admin__section-title'>
              <Text>
                {s.fullName}
                {s.enabledMark === 0 && <Text className='sf-admin__tag sf-admin__tag--off'>已隐藏</Text>}
              </Text>
              <View className='sf-admin__add' role='button' aria-label={`修改${s.fullName}`} onClick={() => setEditing(s)}>修改</View>
            </View>
            {s.children.map((m, i) => (
              <View key={m.id} className='sf-admin__row sf-admin__tree-row' aria-label={m.fullName}>
                <View className='sf-admin__tree-text' role='button' aria-label={`修改${m.fullName}`} onClick={() => setEditing(m)}>
                  <Text className='sf-admin__line'>
                    {m.fullName}
                    {m.enabledMark === 0 && <Text className='sf-admin__tag sf-admin__tag--off'>已隐藏</Text>}
                  </Text>
                  {m.catalogName && m.catalogName !== m.fullName && <Text className='sf-admin__muted'>{`原名：${m.catalogName}`}</Text>}
                </View>
                <View className='sf-admin__tree-actions'>
                  {i > 0 && <View className='sf-admin__add' role='button' aria-label={`上移${m.fullName}`} onClick={() => { if (!moving) void move(s.children, m.id, -1) }}>上移</View>}
                  {i < s.children.length - 1 && <View className='sf-admin__add' role='button' aria-label={`下移${m.fullName}`} onClick={() => { if (!moving) void move(s.children, m.id, 1) }}>下移</View>}
                </View>
              </View>
            ))}
          </View>
        ))}
      </PageShell>
      {editing && (
        <MenuSheet m={editing} onClose={() => setEditing(null)} onSaved={() => {
          setEditing(null)
          void menus.refresh()
        }} />
      )}
    </View>
  )
}

function MenuSheet ({ m, onClose, onSaved }: { m: MenuNode, onClose: () => void, onSaved: () => void }) {
  const [name, setName] = useState(m.fullName)
  const [shown, setShown] = useState(m.enabledMark !== 0)
  const [busy, save] = useSubmit(async () => {
    const problem = menuNameProblem(name)
    if (problem) return toast(problem)
    await updateMenu(m.id, { fullName: name.trim(), enabledMark: shown ? 1 : 0 })
    toast('已保存')
    onSaved()
  })
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label='修改菜单'>
        <Text className='sf-admin-form__title'>{`修改「${m.fullName}」`}</Text>
        <View className='sf-admin-form__body'>
          <Field label='菜单名称' required>
            <Input className='sf-admin-form__input' value={name} maxlength={50} aria-label='菜单名称' onInput={(e) => setName(inputValue(e))} />
          </Field>
          {m.catalogName && m.catalogName !== name.trim() && (
            <View className='sf-admin-form__link' role='button' aria-label='恢复原名' onClick={() => setName(m.catalogName)}>{`恢复原名「${m.catalogName}」`}</View>
          )}
          <View className='sf-admin-form__block'>
            <Text className='sf-admin-form__label'>在工作台显示</Text>
            <ChoiceChips label='是否显示' options={[{ value: 'on', text: '显示' }, { value: 'off', text: '隐藏' }]} value={shown ? 'on' : 'off'}
              onChange={(v) => setShown(v === 'on')} />
          </View>
        </View>
        <View className='sf-admin-form__actions'>
          <Button className='sf-admin-form__button' onClick={onClose}>取消</Button>
          <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={busy} onClick={() => { void save() }}>保存</Button>
        </View>
      </View>
    </Popup>
  )
}
