import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import type { ProcessBoardNode, ProcessNode, ProcessState, ProcessStep } from '../../../types/api/process'
import { timeFormat } from '@/core/format'
import { hasBtnP } from '@/core/permission'
import { actionOf, failedOpinion, PROCESS_STATE, processFlowConfig, progressText, type ProcessAction } from '@/core/process'
import { FLOW_BEFORE_PATH, flowBeforeQuery } from '@/core/workflow'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'
import type { Remote } from '../useRemote'
import '../Safety/index.scss'
import './index.scss'

/** The menu whose add button lets a contractor apply for a process. */
const APPLY_MENU = 'menu_processInspectionApplication'
export const RESTART_PATH = 'pages/apply/processManage/restart'
export const STEP_PATH = 'pages/apply/processManage/operation-details'
export const PART_PATH = 'pages/apply/processManageNew/processList'

/** Loads again what a page shows when the user comes back to it (after applying, checking ...). */
export function useRefreshOnReturn (remote: Pick<Remote<unknown>, 'refresh'>) {
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void remote.refresh()
    shown.current = true
  })
}

export function StateTag ({ state }: { state: ProcessState }) {
  const s = PROCESS_STATE[state]
  return <Text className='sf-safety-tag' style={{ color: s.color, borderColor: s.color }}>{s.text}</Text>
}

/** One WBS part on the board: where, which process it is at, how far. */
export function PartCard ({ node, onClick }: { node: ProcessBoardNode, onClick: () => void }) {
  const name = node.path[node.path.length - 1]
  return (
    <View className='sf-process-card' role='button' aria-label={name} onClick={onClick}>
      <View className='sf-process-card__head'>
        <Text className='sf-process-card__title'>{name}</Text>
        <StateTag state={node.state} />
      </View>
      <View className='sf-process-card__path'>{node.path.slice(0, -1).join(' / ')}</View>
      <View className='sf-process-card__now'>
        {node.current ? <Text>当前工序：{node.current.name}</Text> : <Text>全部工序已检查合格</Text>}
        <Text className='sf-process-card__count'>{progressText(node)}</Text>
      </View>
      <View className='sf-process-card__bar'>
        {node.steps.map((s) => <View key={s.code} className='sf-process-card__seg' style={{ background: PROCESS_STATE[s.state].color }} />)}
      </View>
    </View>
  )
}

/** What the caller may do with a process, from their grants and who applied. */
export function useStepAction (): (step: ProcessStep) => ProcessAction {
  const userId = useSession((s) => s.userInfo?.userId ?? '')
  const mayApply = useSession((s) => hasBtnP(s.permissionList, APPLY_MENU, 'add'))
  return (step) => actionOf(step, { userId, mayApply })
}

const ACTION_TEXT: Partial<Record<ProcessAction['kind'], string>> = {
  apply: '报验', edit: '继续填写', reapply: '重新报验', check: '去检查', flow: '查看审批'
}

/** Does what the action says: the application form, or the application's approval. */
export function useRunAction () {
  const userId = useSession((s) => s.userInfo?.userId ?? '')
  return (node: Pick<ProcessNode, 'id'>, step: ProcessStep, action: ProcessAction) => {
    if (action.kind === 'apply') return void nav.push(RESTART_PATH, { node: node.id, step: step.code })
    if (action.kind === 'edit' || action.kind === 'reapply') return void nav.push(RESTART_PATH, { node: node.id, step: step.code, id: action.recordId })
    const config = processFlowConfig(step, userId)
    if (config) void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery(config))
  }
}

/** One process of a part, in order: its state, who applied when, and what the caller may do. */
export function StepRow ({ node, step, index, onOpen }: { node: ProcessNode, step: ProcessStep, index: number, onOpen: () => void }) {
  const actionOfStep = useStepAction()
  const run = useRunAction()
  const action = actionOfStep(step)
  const text = ACTION_TEXT[action.kind]
  const app = step.application
  const opinion = step.state === 'failed' ? failedOpinion(step) : ''
  return (
    <View className={`sf-process-step sf-process-step--${step.state}`}>
      <View className='sf-process-step__dot' style={{ background: PROCESS_STATE[step.state].color }}>{index + 1}</View>
      <View className='sf-process-step__body' role='button' aria-label={step.name} onClick={onOpen}>
        <View className='sf-process-step__head'>
          <Text className='sf-process-step__name'>{step.name}</Text>
          <StateTag state={step.state} />
        </View>
        {app && app.applyTime
          ? <View className='sf-process-step__meta'>{app.applicantName} {timeFormat(app.applyTime, 'mm-dd hh:MM')} 报验{app.checks.length > 1 ? `（第 ${app.checks.length + (step.state === 'inspecting' ? 1 : 0)} 次）` : ''}</View>
          : null}
        {opinion ? <View className='sf-process-step__opinion'>不合格：{opinion}</View> : null}
      </View>
      {text && (
        <View className={`sf-process-step__act${action.kind === 'apply' || action.kind === 'reapply' || action.kind === 'check' ? ' sf-process-step__act--main' : ''}`}
          role='button' aria-label={`${step.name}${text}`} onClick={() => run(node, step, action)}>
          {text}
        </View>
      )}
    </View>
  )
}

/** The part a page is about: where it is and how far its processes are. */
export function PartHead ({ node }: { node: ProcessNode }) {
  return (
    <View className='sf-process-head'>
      <View className='sf-process-head__name'>{node.path[node.path.length - 1]}</View>
      <View className='sf-process-head__path'>{node.contractName} · {node.path.slice(0, -1).join(' / ')}</View>
      <View className='sf-process-head__meta'>
        <Text>{node.kindName}</Text>
        <Text>已合格 {progressText(node)} 道工序</Text>
      </View>
    </View>
  )
}

