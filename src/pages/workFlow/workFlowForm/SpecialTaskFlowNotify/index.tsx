import { FlowLaunchForm } from '@/components/ListEngine'

/** 专项任务通知: launches the notice flow of module taskManagement; its task is picked from the special tasks' records. */
export default function Page () {
  return <FlowLaunchForm module='taskManagement' fullName='专项任务通知' />
}
