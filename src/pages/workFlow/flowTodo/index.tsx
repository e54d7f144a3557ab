import { FlowList } from '@/components/FlowList'

/** 待我审批 */
export default function FlowTodo () {
  return <FlowList kind='todo' />
}
