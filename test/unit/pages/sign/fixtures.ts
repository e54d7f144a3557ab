/** Documents to sign as the signature service answers them, and the set-up of the signature tests. */
import type { SignListItem } from '../../../../types/api/signature'
import { useSignature } from '@/stores/signature'
import { setUp as setUpWorkflow } from '../workflow/helpers'

export const SIGN = '/api/Signature/signaturefddservice'
export const DRAWN = 'data:image/svg+xml;base64,PHN2Zz5kcmF3bjwvc3ZnPg=='
export const SEAL = 'data:image/svg+xml;base64,PHN2Zz5zZWFsPC9zdmc+'
export const CREATED = 1_700_000_000_000

export function setUp () {
  const bus = setUpWorkflow()
  useSignature.setState({ revision: 0, signed: null })
  return bus
}

export const item = (n: number, over: Partial<SignListItem> = {}): SignListItem => ({
  id: `s${n}`, title: `《动火作业审批${n}》`, flowId: 'f1', taskId: `t${n}`, flowName: '动火作业审批', enCode: 'hotWork', formType: 2,
  F_State: 0, createTime: CREATED, signTime: null, signType: null, ...over
})

export const pushItem = (n: number) => {
  const { id, title, flowId, taskId, F_State, createTime } = item(n)
  return { id, title, flowId, taskId, F_State, createTime, signUrl: `/pages/workFlow/autoSign/index?id=${id}` }
}

export const roleSign = (state: 10 | 0, list = state === 10 ? [pushItem(1), pushItem(2)] : []) =>
  ({ state, flag: 'login', handSignPushData: { handSignPushDataList: list } })

/** GET SignList/{id}: the record as a JSON string. */
export const record = (n: number, over: Record<string, unknown> = {}) => ({
  id: `s${n}`,
  data: JSON.stringify({
    F_Id: `s${n}`, F_Title: `《动火作业审批${n}》`, F_State: 0, F_TaskId: `t${n}`, F_FlowId: 'f1', F_CreatorTime: CREATED, F_SignTime: null, ...over
  })
})
