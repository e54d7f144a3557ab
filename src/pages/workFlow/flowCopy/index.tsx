import { FlowList } from '@/components/FlowList'

/** 抄送我的 */
export default function FlowCopy () {
  return <FlowList kind='copy' />
}
