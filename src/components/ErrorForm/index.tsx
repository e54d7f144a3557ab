/**
 * Nodes the server found nobody to handle (API.md 4.3: an action answered `data=[{nodeId,nodeName}]`):
 * the user picks people for each, and the same call goes again with errorRuleUserList.
 */
import { View, Text } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { NodeWithoutApprover } from '../../../types/api/workflow'
import { toast } from '@/platform/ui'
import { UserList, type PickedUser } from '../UserPickerSheet'
import './index.scss'

export interface ErrorFormProps {
  visible: boolean
  nodes: NodeWithoutApprover[]
  busy?: boolean
  onCancel: () => void
  /** nodeId → user ids */
  onConfirm: (errorRuleUserList: Record<string, string[]>) => void
}

export function ErrorForm ({ visible, nodes, busy = false, onCancel, onConfirm }: ErrorFormProps) {
  const [chosen, setChosen] = useState<Record<string, PickedUser[]>>({})
  // one popup: picking shows the people in place of the nodes (a popup over a popup loses its touches on some phones)
  const [picking, setPicking] = useState<NodeWithoutApprover | null>(null)
  useEffect(() => {
    if (!visible) {
      setChosen({})
      setPicking(null)
    }
  }, [visible])

  const confirm = () => {
    const missing = nodes.find((n) => !(chosen[n.nodeId]?.length))
    if (missing) return toast(`请选择${missing.nodeName}的审批人`)
    onConfirm(Object.fromEntries(nodes.map((n) => [n.nodeId, chosen[n.nodeId].map((u) => u.id)])))
  }

  return (
    <Popup visible={visible} position='bottom' round closeable title={picking ? `选择${picking.nodeName}审批人` : '选择审批人'}
      onClose={() => (picking ? setPicking(null) : onCancel())}>
      {picking
        ? <UserList multiple selected={chosen[picking.nodeId]} onConfirm={(users) => { setChosen((c) => ({ ...c, [picking.nodeId]: users })); setPicking(null) }} />
        : (
          <View className='sf-error-form' aria-label='选择审批人'>
            <Text className='sf-error-form__hint'>以下节点没有审批人，请为其选择审批人后重新提交</Text>
            {nodes.map((n) => (
              <View key={n.nodeId} className='sf-error-form__row' role='button' aria-label={`选择${n.nodeName}审批人`} onClick={() => setPicking(n)}>
                <Text className='sf-error-form__node'>{n.nodeName}</Text>
                <Text className={`sf-error-form__users ${chosen[n.nodeId]?.length ? '' : 'sf-error-form__users--empty'}`}>
                  {chosen[n.nodeId]?.map((u) => u.fullName).join('、') || '请选择'}
                </Text>
              </View>
            ))}
            <View className='sf-error-form__bar'>
              <Button className='sf-error-form__cancel' onClick={onCancel}>取消</Button>
              <Button className='sf-error-form__ok' type='primary' loading={busy} disabled={busy} onClick={confirm}>确定</Button>
            </View>
          </View>
        )}
    </Popup>
  )
}
