import { FlowList } from '@/components/FlowList'

/** 我已审批 */
export default function FlowDone () {
  return <FlowList kind='done' />
}
