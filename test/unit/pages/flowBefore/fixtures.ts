/** A hazard-rectification flow as the detail answer carries it (server/src/seed/data/flows/hazardRectify.ts, cut down). */
import { encodeJsonBase64 } from '@/core/base64'
import type { FlowBeforeConfig } from '@/core/workflow'
import { useDrafts } from '@/stores/drafts'
import { useOutbox } from '@/stores/outbox'
import { taro } from '../../helpers/taro-server'
import { BASE, setUp } from '../workflow/helpers'

export { BASE }

const field = (jnpfKey: string, vModel: string, label: string, extra: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, required: false, ...(extra.config as object ?? {}) },
  __vModel__: vModel,
  placeholder: `请输入${label}`,
  ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'config'))
})

export const formConfig = {
  formRef: 'elForm',
  formModel: 'dataForm',
  labelPosition: 'left',
  fields: [
    field('comInput', 'title', '隐患标题', { config: { required: true } }),
    field('textarea', 'description', '隐患描述'),
    field('textarea', 'rectifyMeasure', '整改措施')
  ]
}

const startOperates = [
  { id: 'title', read: true, write: true, required: true },
  { id: 'description', read: true, write: true, required: false },
  { id: 'rectifyMeasure', read: false, write: false, required: false }
]
const rectifyOperates = [
  { id: 'title', read: true, write: false, required: false },
  { id: 'description', read: true, write: false, required: false },
  { id: 'rectifyMeasure', read: true, write: true, required: true }
]

export const template = {
  nodeId: 'hazard_start', type: 'start',
  properties: { title: '安全员上报', isSummary: true, isComment: true, formOperates: startOperates, hasRevokeBtn: true, hasPressBtn: true },
  childNode: {
    nodeId: 'hazard_rectify', type: 'approver', properties: { title: '施工单位整改', formOperates: rectifyOperates },
    childNode: {
      nodeId: 'hazard_verify', type: 'approver', properties: { title: '监理复查' },
      conditionNodes: [
        { nodeId: 'hazard_major', type: 'condition', properties: { title: '重大隐患' }, childNode: { nodeId: 'hazard_chief', type: 'approver', properties: { title: '总监审批' } } },
        { nodeId: 'hazard_general', type: 'condition', properties: { title: '一般及较大隐患', isDefault: true } }
      ]
    }
  }
}

export const approvers = {
  title: '施工单位整改', hasSign: false, hasOpinion: false, hasAuditBtn: true, auditBtnText: '整改完成', hasRejectBtn: true,
  rejectBtnText: '退回上报人', hasTransferBtn: true, transferBtnText: '转办', hasFreeApproverBtn: true, hasFreeApproverBtnText: '加签',
  hasSaveBtn: true, saveBtnText: '暂存', hasRevokeBtn: true, revokeBtnText: '撤回', hasCancelBtn: true, cancelBtnText: '终止',
  hasPressBtn: true, hasPrintBtn: false, isCustomCopy: false, rejectStep: '0', rejectType: 2, counterSign: 0, isComment: true, isSummary: true
}

const node = (nodeCode: string, nodeName: string, type: string, userName = '') => ({
  id: `tn_${nodeCode}`, nodeCode, nodeName, nodeType: 'approver', nodePropertyJson: '{}', nodeUp: '', nodeNext: '', completion: 0,
  type, userName, assigneeName: '', taskId: 't1', formId: '', sortCode: 0, creatorTime: 0
})

export const record = (id: string, over: Record<string, unknown> = {}) => ({
  id, nodeCode: 'hazard_start', nodeName: '安全员上报', handleStatus: 2, handleId: 'me', userName: '张三', handleTime: 1700000000000,
  handleOpinion: '', signImg: '', fileList: '[]', taskOperatorId: '', taskNodeId: 'tn_hazard_start', taskId: 't1', operatorId: '',
  status: 0, approverType: null, draftData: null, creatorTime: 0, isLog: false, ...over
})

/** The detail answer of task t1 standing at hazard_rectify; `over` replaces top-level parts. */
export function detail (over: Record<string, unknown> = {}, task: Record<string, unknown> = {}) {
  return {
    flowTaskInfo: {
      id: 't1', processId: 't1', enCode: 'YH0001', fullName: '张三上报的隐患整改', flowId: 'flow_hazard', flowCode: 'hazardRectify',
      flowName: '隐患整改', flowType: 0, flowCategory: 'safety', flowForm: '', flowFormContentJson: '', flowTemplateJson: JSON.stringify(template),
      flowVersion: '1', startTime: 1700000000000, endTime: null, thisStep: '施工单位整改', thisStepId: 'tn_hazard_rectify', grade: '',
      status: 1, completion: 50, description: '', flowUrgent: 1, type: 0, rejectDataId: '', suspend: false, ...task
    },
    flowTaskNodeList: [node('hazard_start', '安全员上报', '0', '张三'), node('hazard_rectify', '施工单位整改', '1', '王五'), node('hazard_verify', '监理复查', '2')],
    flowTaskOperatorList: [],
    flowTaskOperatorRecordList: [record('r1')],
    flowTemplateInfo: { id: 'flow_hazard', templateId: 'tpl', fullName: '隐患整改', visibleType: 0, version: '1', type: 0, flowTemplateJson: JSON.stringify(template) },
    flowFormInfo: { id: 'form1', enCode: 'hazardRectify', fullName: '隐患整改', formType: 2, flowType: 0, urlAddress: '', appUrlAddress: '', interfaceUrl: '', propertyJson: JSON.stringify(formConfig), tableJson: '[]' },
    formOperates: startOperates,
    approversProperties: null,
    formData: { title: '2#墩临边防护缺失', description: '护栏缺失' },
    draftData: null,
    noOperateAuth: false,
    ...over
  }
}

/** A new launch: no task yet (server/src/domains/workflow/service.ts detail of id 0). */
export const launchDetail = () => detail({
  flowTaskInfo: null, flowTaskNodeList: [], flowTaskOperatorRecordList: [], formData: {}
})

export const todoDetail = (props: Record<string, unknown> = {}) => detail({
  formOperates: rectifyOperates, approversProperties: { ...approvers, ...props }
})

export const config = (over: Record<string, unknown> = {}): FlowBeforeConfig => ({
  id: 't1', enCode: 'hazardRectify', flowId: 'flow_hazard', formType: 2, opType: 0, status: 1, taskNodeId: 'tn_hazard_rectify',
  fullName: '张三上报的隐患整改', taskId: 't1', ...over
}) as FlowBeforeConfig

export const launchConfig = () => config({ id: '', opType: -1, status: 0, taskNodeId: '', taskId: '', fullName: '隐患整改' })

export const openWith = (c: object) => taro.__setRouterParams({ config: encodeJsonBase64(c) })

/** The workflow screens' set-up plus an empty outbox and no drafts in memory. */
export function setUpFlow () {
  const bus = setUp()
  useOutbox.setState({ entries: [], flushing: false })
  useDrafts.setState({ userId: '', drafts: {} })
  taro.getCurrentPages.mockReturnValue([{}, {}, {}])
  return bus
}
