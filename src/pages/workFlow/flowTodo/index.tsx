import { useState } from 'react'
import { FlowList } from '@/components/FlowList'
import { BatchApproval } from './BatchApproval'

/** 待我审批; 批量审批 switches to the todos that may be handled together. */
export default function FlowTodo () {
  const [batch, setBatch] = useState(false)
  return batch
    ? <BatchApproval onExit={() => setBatch(false)} />
    : <FlowList kind='todo' action={{ text: '批量审批', onClick: () => setBatch(true) }} />
}
