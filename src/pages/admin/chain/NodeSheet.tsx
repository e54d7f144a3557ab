/** One approval node's settings in a bottom sheet: applied to the chain on 确定, sent only with the chain's 保存. */
import { Input, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { PositionItem, RoleItem } from '../../../../types/api/admin'
import type { FlowNode, FlowNodeProperties } from '../../../../types/api/workflow'
import { APPROVER_KINDS, SCOPES, SIGN_MODES, idsOf, kindOf, withApprovers, type ApproverKind } from '@/core/chain'
import { ChoiceChips } from '@/components/ChoiceChips'
import { Field } from '@/components/Field'
import { inputValue } from '@/components/inputValue'
import { UserPickerSheet, type PickedUser } from '@/components/UserPickerSheet'

const toggle = (list: readonly string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])

export function NodeSheet ({ node, roles, positions, names, onPicked, onClose, onDone }: {
  node: FlowNode
  roles: RoleItem[]
  positions: PositionItem[]
  names: ReadonlyMap<string, string>
  onPicked: (users: PickedUser[]) => void
  onClose: () => void
  onDone: (p: FlowNodeProperties) => void
}) {
  const [p, setP] = useState<FlowNodeProperties>(node.properties)
  const [kind, setKind] = useState<ApproverKind>(kindOf(node.properties))
  const [ids, setIds] = useState<string[]>(idsOf(node.properties))
  const [picking, setPicking] = useState<'' | 'approvers' | 'copy'>('')
  const set = (patch: Partial<FlowNodeProperties>) => setP((x) => ({ ...x, ...patch }))
  const roleOptions = roles.map((r) => ({ value: r.id, text: r.projectName ? `${r.fullName}（${r.projectName}）` : r.fullName }))
  const positionOptions = positions.filter((x) => x.enabledMark !== 0).map((x) => ({ value: x.id, text: x.organizeName ? `${x.fullName}（${x.organizeName}）` : x.fullName }))
  const chooseKind = (k: ApproverKind) => {
    setKind(k)
    setIds(idsOf(p, k))
  }
  const users = (list: readonly string[]) => list.map((id) => ({ id, fullName: names.get(id) ?? id }))
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label='审批节点设置'>
        <Text className='sf-admin-form__title'>{`设置「${node.properties.title}」`}</Text>
        <View className='sf-admin-form__body'>
          <Field label='节点名称' required>
            <Input className='sf-admin-form__input' value={p.title} maxlength={50} placeholder='如：监理审核'
              aria-label='节点名称' onInput={(e) => set({ title: inputValue(e) })} />
          </Field>
          <View className='sf-admin-form__block'>
            <Text className='sf-admin-form__label'>审批人</Text>
            <ChoiceChips label='审批人类型' options={APPROVER_KINDS} value={kind} onChange={chooseKind} />
          </View>
          {kind === 'role' && (
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>选择角色（可多选）</Text>
              <ChoiceChips label='审批角色' options={roleOptions} value={ids} onChange={(id) => setIds(toggle(ids, id))} />
            </View>
          )}
          {kind === 'position' && (
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>选择岗位（可多选）</Text>
              <ChoiceChips label='审批岗位' options={positionOptions} value={ids} onChange={(id) => setIds(toggle(ids, id))} />
            </View>
          )}
          {kind === 'user' && (
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>指定人员</Text>
              <Text className='sf-admin__line'>{ids.length ? ids.map((id) => names.get(id) ?? id).join('、') : '未选择'}</Text>
              <View className='sf-admin-form__link' role='button' onClick={() => setPicking('approvers')}>选择人员</View>
            </View>
          )}
          {kind === 'superior' && (
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>上级层级</Text>
              <ChoiceChips label='上级层级' options={[{ value: 1, text: '直接上级' }, { value: 2, text: '第 2 级上级' }, { value: 3, text: '第 3 级上级' }]}
                value={p.managerLevel ?? 1} onChange={(managerLevel) => set({ managerLevel })} />
            </View>
          )}
          {(kind === 'role' || kind === 'position') && (
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>范围</Text>
              <ChoiceChips label='审批人范围' options={SCOPES} value={p.assigneeScope ?? 'section'} onChange={(assigneeScope) => set({ assigneeScope })} />
            </View>
          )}
          {kind !== 'superior' && (
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>多人审批时</Text>
              <ChoiceChips label='审批方式' options={SIGN_MODES} value={p.counterSign === 1 ? 1 : 0} onChange={(counterSign) => set({ counterSign })} />
            </View>
          )}
          <View className='sf-admin-form__block'>
            <Text className='sf-admin-form__label'>手写签名</Text>
            <ChoiceChips label='手写签名' options={[{ value: 'yes', text: '需要签名' }, { value: 'no', text: '不需要' }]}
              value={p.hasSign ? 'yes' : 'no'} onChange={(v) => set({ hasSign: v === 'yes' })} />
          </View>
          <View className='sf-admin-form__block'>
            <Text className='sf-admin-form__label'>抄送角色</Text>
            <ChoiceChips label='抄送角色' options={roleOptions} value={p.circulateRole ?? []}
              onChange={(id) => set({ circulateRole: toggle(p.circulateRole ?? [], id) })} />
          </View>
          <View className='sf-admin-form__block'>
            <Text className='sf-admin-form__label'>抄送岗位</Text>
            <ChoiceChips label='抄送岗位' options={positionOptions} value={p.circulatePosition ?? []}
              onChange={(id) => set({ circulatePosition: toggle(p.circulatePosition ?? [], id) })} />
          </View>
          <View className='sf-admin-form__block'>
            <Text className='sf-admin-form__label'>抄送人员</Text>
            <Text className='sf-admin__line'>{p.circulateUser?.length ? p.circulateUser.map((id) => names.get(id) ?? id).join('、') : '无'}</Text>
            <View className='sf-admin-form__link' role='button' onClick={() => setPicking('copy')}>选择抄送人员</View>
          </View>
        </View>
        <View className='sf-admin-form__actions'>
          <Button className='sf-admin-form__button' onClick={onClose}>取消</Button>
          <Button className='sf-admin-form__button' type='primary' onClick={() => onDone(withApprovers(p, kind, ids))}>确定</Button>
        </View>
      </View>
      <UserPickerSheet visible={picking !== ''} title={picking === 'copy' ? '抄送人员' : '审批人员'} multiple
        selected={users(picking === 'copy' ? p.circulateUser ?? [] : ids)}
        onClose={() => setPicking('')}
        onConfirm={(picked) => {
          onPicked(picked)
          if (picking === 'copy') set({ circulateUser: picked.map((u) => u.id) })
          else setIds(picked.map((u) => u.id))
        }} />
    </Popup>
  )
}
