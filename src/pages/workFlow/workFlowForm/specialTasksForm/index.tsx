import { FlowLaunchForm } from '@/components/ListEngine'

/** 专项任务: launches the special inspection task flow of module addTask with its form (FlowTask, through the outbox). */
export default function Page () {
  return <FlowLaunchForm module='addTask' fullName='专项检查任务' />
}
