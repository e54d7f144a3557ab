/**
 * 单位与部门: the organisation tree every project draws its owner, supervisor, contractors and lab
 * from, and people their unit. A system administrator adds a unit (with its kind) or a department
 * under one, and deletes one with nothing in it; a project administrator reads it.
 */
import { Input, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { OrganizeNode } from '../../../../types/api/admin'
import { createOrganize, getOrganizeTree, removeOrganize } from '@/api/admin'
import { UNIT_TYPES, adminReach, emptyOrganize, organizeProblem, toOrganizeInput, treeRows, type OrganizeForm } from '@/core/admin'
import { confirm, toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { ChoiceChips } from '@/components/ChoiceChips'
import { Field } from '@/components/Field'
import { inputValue } from '@/components/inputValue'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import '../admin.scss'

export default function OrganizePage () {
  const reach = adminReach(useSession((s) => s.userInfo))
  return reach === 'none' ? <PageShell className='sf-admin' empty emptyText='仅管理员可用' /> : <Organize system={reach === 'system'} />
}

function Organize ({ system }: { system: boolean }) {
  const tree = useRemote(getOrganizeTree)
  const [adding, setAdding] = useState<{ parent: OrganizeNode | null } | null>(null)
  const rows = treeRows(tree.data ?? [])
  const [busy, remove] = useSubmit(async (n: OrganizeNode) => {
    if (!await confirm('删除', `删除「${n.fullName}」？只能删除没有下级、人员和岗位的组织。`, { confirmText: '删除' })) return
    await removeOrganize(n.id, n.category === 'department')
    toast('已删除')
    await tree.refresh()
  })
  return (
    <View className='sf-admin'>
      <View className='sf-admin__bar'>
        <Text className='sf-admin__count'>{`共 ${rows.filter((r) => r.node.category !== 'department').length} 个单位`}</Text>
        {system && <View className='sf-admin__add' role='button' aria-label='新增单位' onClick={() => setAdding({ parent: null })}>＋ 新增单位</View>}
      </View>
      <PageShell loading={tree.loading} error={tree.error} onRetry={() => { void tree.reload() }}
        empty={rows.length === 0} emptyText='还没有单位，请先新增建设、监理、施工等单位' onRefresh={tree.refresh}>
        <View className='sf-admin__section'>
          {rows.map(({ node: n, depth }) => (
            <View key={n.id} className='sf-admin__row sf-admin__tree-row' style={{ paddingLeft: `${depth * 1.2}em` }} aria-label={n.fullName}>
              <View className='sf-admin__tree-text'>
                <Text className={depth === 0 ? 'sf-admin__title' : 'sf-admin__line'}>
                  {n.fullName}
                  {n.category !== 'department' && n.unitTypeName && <Text className='sf-admin__tag sf-admin__tag--ok'>{n.unitTypeName}</Text>}
                  {n.enabledMark === 0 && <Text className='sf-admin__tag sf-admin__tag--off'>停用</Text>}
                </Text>
                <Text className='sf-admin__muted'>{`${n.enCode} · ${n.userCount} 人`}</Text>
              </View>
              {system && (
                <View className='sf-admin__tree-actions'>
                  <View className='sf-admin__add' role='button' aria-label={`在${n.fullName}下新增部门`} onClick={() => setAdding({ parent: n })}>＋ 部门</View>
                  <View className='sf-admin__add' role='button' aria-label={`删除${n.fullName}`} onClick={() => { if (!busy) void remove(n) }}>删除</View>
                </View>
              )}
            </View>
          ))}
        </View>
      </PageShell>
      {adding && (
        <OrganizeSheet parent={adding.parent} onClose={() => setAdding(null)} onMade={() => {
          setAdding(null)
          void tree.refresh()
        }} />
      )}
    </View>
  )
}

function OrganizeSheet ({ parent, onClose, onMade }: { parent: OrganizeNode | null, onClose: () => void, onMade: () => void }) {
  const [f, setF] = useState<OrganizeForm>(() => emptyOrganize(parent?.id ?? ''))
  const set = (patch: Partial<OrganizeForm>) => setF((x) => ({ ...x, ...patch }))
  const what = parent ? '部门' : '单位'
  const [busy, save] = useSubmit(async () => {
    const problem = organizeProblem(f)
    if (problem) return toast(problem)
    await createOrganize(toOrganizeInput(f))
    toast(`${what}已新增`)
    onMade()
  })
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label={`新增${what}`}>
        <Text className='sf-admin-form__title'>{parent ? `在「${parent.fullName}」下新增部门` : '新增单位'}</Text>
        <View className='sf-admin-form__body'>
          <Field label={`${what}名称`} required>
            <Input className='sf-admin-form__input' value={f.fullName} maxlength={100} placeholder={parent ? '如：工程部' : '如：中铁十局集团有限公司'}
              aria-label={`${what}名称`} onInput={(e) => set({ fullName: inputValue(e) })} />
          </Field>
          <Field label={`${what}编码`} required>
            <Input className='sf-admin-form__input' value={f.enCode} maxlength={50} placeholder='字母或数字，如 ZTSJ'
              aria-label={`${what}编码`} onInput={(e) => set({ enCode: inputValue(e) })} />
          </Field>
          {!parent && (
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>单位类型</Text>
              <ChoiceChips label='单位类型' options={UNIT_TYPES} value={f.unitType} onChange={(unitType) => set({ unitType })} />
            </View>
          )}
        </View>
        <View className='sf-admin-form__actions'>
          <Button className='sf-admin-form__button' onClick={onClose}>取消</Button>
          <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={busy} onClick={() => { void save() }}>保存</Button>
        </View>
      </View>
    </Popup>
  )
}
