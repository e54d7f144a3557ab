/**
 * What each button of the flow screen does (API.md 4.3, 4.4). Submit and approve check the form
 * first and ask Candidates what must be chosen: the operate page when something is to be chosen,
 * written or signed, otherwise a plain confirm. Destructive actions are confirmed. Every action
 * goes out through useFlowAction (outbox, ErrorForm, back to the list).
 */
import type { RefObject } from 'react'
import type { ApproversProperties, CandidatesResult, FlowBeforeInfo, FlowModel, FlowUrgent } from '../../../../types/api/workflow'
import { getCandidates } from '@/api/workflow'
import type { FormEngineRef } from '@/components/FormEngine'
import { keepModel, needsOperate, operateQuery, type FlowActionRequest, type OperateConfig, type OperateEvent } from '@/components/FlowAction'
import { useSubmit } from '@/components/useSubmit'
import type { FormData } from '@/core/form'
import { FLOW_BEFORE_PATH, flowBeforeQuery, type FlowBeforeConfig } from '@/core/workflow'
import { OP_TYPE } from '@/core/constants'
import { classify, toFailure } from '@/core/outbox'
import { signedInForm, signedProps } from '@/core/flowSign'
import { nav } from '@/platform/nav'
import { confirm } from '@/platform/ui'
import { draftKeyOf, taskOperatorIdOf, type ActionKey, type FlowView } from './rules'

export const OPERATE_PATH = 'pages/workFlow/operate/index' as const

export interface HandlerInput {
  config: FlowBeforeConfig
  info: FlowBeforeInfo
  view: FlowView
  form: RefObject<FormEngineRef>
  flowUrgent: FlowUrgent
  run: (req: FlowActionRequest) => Promise<void>
  /** brings the form tab forward, where the errors are shown */
  showForm: () => void
}

interface Ctx extends HandlerInput {
  taskOperatorId: string
  /** the task ('' for a new launch) */
  taskId: string
  flowId: string
  draftKey?: string
  /** a request of this screen's task */
  request: (action: FlowActionRequest['action'], text: string, id: string | undefined, body?: FlowModel) => FlowActionRequest
  /** the form's data without checking it (drafts, saves); the answer's data when the form cannot be shown */
  formData: () => FormData
  /** the form's data once every field passes; null (errors shown, values kept) otherwise */
  checked: () => FormData | null
  /** `props`: the node's action bar as this action follows it (default the node's own) */
  openOperate: (eventType: OperateEvent, text: string, req: FlowActionRequest, candidates?: CandidatesResult, props?: ApproversProperties | null) => void
}

type Handler = (h: Ctx, text: string) => Promise<void> | void

async function confirmed (h: Ctx, req: FlowActionRequest, title: string, content: string): Promise<void> {
  if (await confirm(title, content)) await h.run(req)
}

const NOTHING_TO_CHOOSE: CandidatesResult = { type: 3, countersignOver: true, list: [] }

/** What must be chosen; null when the network is down (the server gave no verdict), so that the
 *  action can still wait in the outbox instead of being lost. A refusal rejects (already toasted). */
async function candidatesOf (h: Ctx, req: FlowActionRequest): Promise<CandidatesResult | null> {
  try {
    return await getCandidates(h.taskOperatorId || '0', { ...req.body, ...(h.taskId ? { taskId: h.taskId } : {}) })
  } catch (err) {
    if (classify(toFailure(err)) === 'retry') return null
    throw err
  }
}

/** Submit and approve: the operate page when something must be chosen, written or signed; a confirm otherwise. */
async function chooseThenRun (h: Ctx, eventType: OperateEvent, text: string, req: FlowActionRequest, confirmText: string,
  props = h.info.approversProperties) {
  const candidates = await candidatesOf(h, req)
  if (needsOperate(candidates ?? NOTHING_TO_CHOOSE, props)) return h.openOperate(eventType, text, req, candidates ?? undefined, props)
  if (candidates) return confirmed(h, req, text, confirmText)
  await confirmed(h, req, '网络不可用', `暂时无法确认下一步的审批人。是否先保存到待发送，联网后自动${text}？`)
}

const launchBody = (h: Ctx, formData: FormData, status: '0' | '1'): FlowModel =>
  ({ flowId: h.flowId, formData, flowUrgent: h.flowUrgent, status })

const HANDLERS: Record<ActionKey, Handler> = {
  submit: async (h, text) => {
    const formData = h.checked()
    if (!formData) return
    const req = h.request(h.taskId ? 'update' : 'launch', text, h.taskId || undefined, launchBody(h, formData, '0'))
    await chooseThenRun(h, 'submit', text, req, `确定提交「${h.view.title}」吗？`)
  },
  save: (h, text) => h.run(h.request(h.taskId ? 'update' : 'launch', text, h.taskId || undefined, launchBody(h, h.formData(), '1'))),
  // an empty JSON object, not no body: the app always sends Content-Type JSON, and a server refuses an empty JSON body
  delete: (h, text) => confirmed(h, h.request('deleteLaunch', text, h.taskId, {}), '删除流程', '确定删除该流程吗？删除后无法恢复。'),
  press: (h, text) => confirmed(h, h.request('press', text, h.taskId, {}), '催办', '将提醒当前节点的审批人尽快处理，是否继续？'),
  withdraw: (h, text) => confirmed(h, h.request('withdraw', text, h.taskId, {}), '撤回流程', '确定撤回该流程吗？撤回后可重新编辑提交。'),
  // the same task, opened for editing: submitting it again is PUT FlowTask/{id}
  edit: (h) => { void nav.redirect(FLOW_BEFORE_PATH, flowBeforeQuery({ ...h.config, opType: OP_TYPE.launch, status: h.view.status })) },
  audit: async (h, text) => {
    const formData = h.checked()
    if (!formData) return
    // the form's own signature field, drawn now, is the node's signature: not asked for twice
    const signed = signedInForm(h.view.formConfig, h.view.formOperates, h.info.formData ?? {}, formData)
    await chooseThenRun(h, 'audit', text, h.request('audit', text, h.taskOperatorId, { flowId: h.flowId, formData }), `确定${text}吗？`,
      signedProps(h.info.approversProperties, signed))
  },
  reject: (h, text) => h.openOperate('reject', text, h.request('reject', text, h.taskOperatorId, {})),
  transfer: (h, text) => h.openOperate('transfer', text, h.request('transfer', text, h.taskOperatorId, {})),
  freeApprover: (h, text) => h.openOperate('freeApprover', text, h.request('freeApprover', text, h.taskOperatorId, { formData: h.formData() })),
  saveAudit: (h, text) => h.run(h.request('saveAudit', text, h.taskOperatorId, { formData: h.formData() })),
  cancel: (h, text) => confirmed(h, h.request('cancel', text, h.taskId, {}), `${text}流程`, `确定${text}该流程吗？${text}后流程结束，无法恢复。`),
  // a done row's id is the record of my approval (API.md 4.1)
  recall: (h, text) => confirmed(h, h.request('recall', text, h.config.taskId, {}), '撤回审批', '确定撤回您的审批吗？')
}

function contextOf (input: HandlerInput): Ctx {
  const { config, info, view, form } = input
  const taskOperatorId = taskOperatorIdOf(config)
  const taskId = config.id
  const flowId = info.flowTaskInfo?.flowId || config.flowId || info.flowTemplateInfo?.id || ''
  const draftKey = draftKeyOf(config)
  return {
    ...input,
    taskOperatorId,
    taskId,
    flowId,
    draftKey,
    request: (action, text, id, body) => ({ action, id, body, label: `${text}：${view.title}`, button: text, draftKey }),
    formData: () => form.current?.getData() ?? info.formData ?? {},
    checked: () => {
      if (!form.current) return info.formData ?? {}
      const result = form.current.validate()
      if (!result.valid) input.showForm()
      return result.valid ? result.data : null
    },
    openOperate: (eventType, text, req, candidates, props = input.info.approversProperties) => {
      const operate: OperateConfig = {
        eventType,
        title: text,
        fullName: view.title,
        action: req.action,
        ...(req.id ? { actionId: req.id } : {}),
        taskOperatorId,
        flowId,
        taskId,
        hasOpinion: !!props?.hasOpinion,
        hasSign: !!props?.hasSign,
        isCustomCopy: !!props?.isCustomCopy,
        ...(candidates ? { candidateType: candidates.type, countersignOver: candidates.countersignOver, candidates: candidates.list } : {}),
        ...(props ? { rejectType: props.rejectType } : {}),
        modelKey: keepModel(req.body ?? {}),
        ...(draftKey ? { draftKey } : {})
      }
      void nav.push(OPERATE_PATH, operateQuery(operate))
    }
  }
}

/** One handler at a time: a second tap while Candidates or the action is on its way does nothing. */
export function useFlowHandlers (input: HandlerInput): { busy: boolean, handle: (key: ActionKey, text: string) => Promise<void> } {
  const [busy, handle] = useSubmit(async (key: ActionKey, text: string) => { await HANDLERS[key](contextOf(input), text) })
  return { busy, handle }
}
