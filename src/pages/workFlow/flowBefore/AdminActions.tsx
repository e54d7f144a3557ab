/**
 * The administrator's actions on the flow screen: 指派 a node being handled to someone else, 挂起 a
 * task in approval, 恢复 a suspended one. Each is confirmed, sent straight away (not queued: an
 * administrator acts on what the screen shows now) and the detail is loaded again. A refusal keeps
 * the sheet open, with what was typed and the server's words under it.
 */
import { View, Text, Textarea } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState, type ReactNode } from 'react'
import type { FlowTaskNode } from '../../../../types/api/workflow'
import { assign, restore, suspend } from '@/api/workflow'
import { ChoiceChips } from '@/components/ChoiceChips'
import { DONE_TEXT } from '@/components/FlowAction'
import { inputValue } from '@/components/inputValue'
import { UserList } from '@/components/UserPickerSheet'
import { useSubmit } from '@/components/useSubmit'
import { toFailure } from '@/core/outbox'
import { confirm, toast } from '@/platform/ui'
import { assignBody, assignConfirmText, assignProblem, initialAssignNode, type AdminKey, type AssignInput } from './rules'

const OPINION_MAX = 500

export interface AdminActionsInput {
  taskId: string
  /** the nodes being handled now (currentNodesOf) */
  nodes: FlowTaskNode[]
  /** loads the detail again once the server has it */
  reload: () => Promise<void>
}

export interface AdminActions {
  busy: boolean
  start: (key: AdminKey) => void
  /** the sheets, to be rendered by the screen */
  sheets: ReactNode
}

/** The server's words for a refusal (the requester has toasted them as well). */
const refusalOf = (err: unknown): string => toFailure(err).message

export function useAdminActions ({ taskId, nodes, reload }: AdminActionsInput): AdminActions {
  const [sheet, setSheet] = useState<'assign' | 'suspend' | null>(null)
  const [picking, setPicking] = useState(false)
  const [input, setInput] = useState<AssignInput>(() => ({ nodeCode: initialAssignNode(nodes), user: null, opinion: '' }))
  const [reason, setReason] = useState('')
  const [refusal, setRefusal] = useState('')
  // a node that is no longer current (the detail was loaded again) cannot stay chosen
  const nodeCode = nodes.some((n) => n.nodeCode === input.nodeCode) ? input.nodeCode : initialAssignNode(nodes)
  const assignInput = { ...input, nodeCode }
  const node = nodes.find((n) => n.nodeCode === nodeCode)

  /** Done: the sheet closes, what was typed goes, the detail is loaded again and the user told. */
  const done = async (key: AdminKey) => {
    setSheet(null)
    setPicking(false)
    setRefusal('')
    if (key === 'assign') setInput({ nodeCode: '', user: null, opinion: '' })
    if (key === 'suspend') setReason('')
    // the toast after the reload: hiding the reload's loading indicator would close it on weapp
    await reload()
    toast(DONE_TEXT[key])
  }

  /** Sends it; a refusal is kept on the sheet (and rejects no further: the user has been told). */
  const send = async (key: AdminKey, call: () => Promise<unknown>) => {
    try {
      await call()
    } catch (err) {
      setRefusal(refusalOf(err))
      return
    }
    await done(key)
  }

  const [busy, run] = useSubmit(async (key: AdminKey) => {
    if (key === 'assign') {
      const problem = assignProblem(assignInput, nodes)
      if (problem) return toast(problem)
      if (!(await confirm('指派', assignConfirmText(node?.nodeName ?? '', assignInput.user?.fullName ?? '')))) return
      await send('assign', () => assign(taskId, assignBody(assignInput)))
    } else if (key === 'suspend') {
      if (!(await confirm('挂起流程', '确定挂起该流程吗？挂起后所有人都无法办理，直到管理员恢复。'))) return
      await send('suspend', () => suspend(taskId, { handleOpinion: reason.trim() }))
    } else {
      if (!(await confirm('恢复流程', '确定恢复该流程吗？恢复后审批人可继续办理。'))) return
      await send('restore', () => restore(taskId, {}))
    }
  })

  const start = (key: AdminKey) => {
    setRefusal('')
    if (key === 'restore') void run('restore')
    else setSheet(key)
  }
  const close = () => {
    // what was typed stays until it is sent: a sheet closed by a slip opens again as it was
    if (picking) return setPicking(false)
    setSheet(null)
    setRefusal('')
  }

  const alert = refusal ? <View className='sf-flow-admin__refusal' role='alert'>{refusal}</View> : null
  const bar = (okText: string, danger = false) => (
    <View className='sf-flow-admin__bar'>
      <Button className='sf-flow-admin__cancel' disabled={busy} onClick={close}>取消</Button>
      <Button className={`sf-flow-admin__ok ${danger ? 'sf-flow-admin__ok--danger' : ''}`} type={danger ? 'danger' : 'primary'}
        loading={busy} disabled={busy} onClick={() => { void run(sheet as AdminKey) }}>{okText}</Button>
    </View>
  )

  let body: ReactNode = null
  if (sheet === 'assign' && picking) {
    body = <UserList onConfirm={([user]) => { setInput((i) => ({ ...i, nodeCode, user: user ?? null })); setPicking(false) }} />
  } else if (sheet === 'assign') {
    body = (
      <View className='sf-flow-admin' aria-label='指派'>
        <Text className='sf-flow-admin__hint'>节点上尚未办理的人员将由指派人替代</Text>
        <View className='sf-flow-admin__section'>
          <Text className='sf-flow-admin__label'><Text className='sf-flow-admin__star'>*</Text>指派节点</Text>
          {nodes.length > 1
            ? <ChoiceChips label='指派节点' options={nodes.map((n) => ({ value: n.nodeCode, text: n.nodeName }))} value={nodeCode}
                onChange={(code) => setInput((i) => ({ ...i, nodeCode: code }))} />
            : <Text className='sf-flow-admin__value'>{node?.nodeName ?? ''}</Text>}
          {node?.userName ? <Text className='sf-flow-admin__meta'>当前处理人：{node.userName}</Text> : null}
        </View>
        <View className='sf-flow-admin__section sf-flow-admin__pick' role='button' aria-label='选择指派人' onClick={() => setPicking(true)}>
          <Text className='sf-flow-admin__label'><Text className='sf-flow-admin__star'>*</Text>指派人</Text>
          <Text className={`sf-flow-admin__value ${input.user ? '' : 'sf-flow-admin__value--empty'}`}>{input.user?.fullName || '请选择'}</Text>
        </View>
        <View className='sf-flow-admin__section'>
          <Text className='sf-flow-admin__label'>指派说明</Text>
          <Textarea className='sf-flow-admin__opinion' aria-label='指派说明' value={input.opinion} placeholder='请输入指派说明（选填）'
            maxlength={OPINION_MAX} onInput={(e) => { const opinion = inputValue(e); setInput((i) => ({ ...i, opinion })) }} />
        </View>
        {alert}
        {bar('确定指派')}
      </View>
    )
  } else if (sheet === 'suspend') {
    body = (
      <View className='sf-flow-admin' aria-label='挂起流程'>
        <Text className='sf-flow-admin__hint'>挂起后所有人都无法办理该流程，直到管理员恢复</Text>
        <View className='sf-flow-admin__section'>
          <Text className='sf-flow-admin__label'>挂起原因</Text>
          <Textarea className='sf-flow-admin__opinion' aria-label='挂起原因' value={reason} placeholder='请输入挂起原因（选填）'
            maxlength={OPINION_MAX} onInput={(e) => setReason(inputValue(e))} />
        </View>
        {alert}
        {bar('确定挂起', true)}
      </View>
    )
  }

  const title = sheet === 'assign' ? (picking ? '选择指派人' : '指派') : '挂起流程'
  // one popup: picking shows the people in place of the form (a popup over a popup loses its touches on some phones)
  const sheets = (
    <Popup visible={sheet !== null} position='bottom' round closeable title={title} onClose={close}>
      {body}
    </Popup>
  )
  return { busy, start, sheets }
}
