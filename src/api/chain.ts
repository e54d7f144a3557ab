/** /api/workflow/Engine/FlowEngine (API.md 9): the approval chains of the catalog's modules, for the 管理 area. */
import { request } from '@/platform/http'

export interface ChainFlowItem {
  id: string
  fullName: string
  enCode: string
  category: string
  version: number
  nodeCount: number
  moduleName: string
  enabledMark: number
  updatedTime: number | null
  customised: boolean
}

export interface ChainInfo {
  id: string
  fullName: string
  enCode: string
  version: number
  flowTemplateJson: string
  versions: Array<{ version: number, creatorTime: number, current: boolean, running: number }>
  formFields: Array<{ id: string }>
}

const BASE = '/api/workflow/Engine/FlowEngine'
const seg = (id: string) => encodeURIComponent(id)

/** GET FlowEngine: every catalog flow with its version and approval node count. */
export const getChainFlows = async (): Promise<ChainFlowItem[]> => {
  const res = (await request<{ list?: ChainFlowItem[] } | null>({ url: BASE, load: false })).data
  return Array.isArray(res?.list) ? res!.list : []
}
/** GET FlowEngine/{id}: the current tree, its versions and how many tasks run on each. */
export const getChain = async (id: string): Promise<ChainInfo> => (await request<ChainInfo>({ url: `${BASE}/${seg(id)}`, load: false })).data
/** PUT FlowEngine/{id}: the edited tree becomes the next version; tasks in flight keep theirs. */
export const saveChain = async (id: string, flowTemplateJson: string, version: number): Promise<{ version: number }> =>
  (await request<{ version: number }>({ url: `${BASE}/${seg(id)}`, method: 'PUT', data: { flowTemplateJson, version } })).data
