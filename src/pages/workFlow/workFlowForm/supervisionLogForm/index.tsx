import { FlowLaunchForm } from '@/components/ListEngine'

/** 监理日志: launches the flow of module supervisionLog with its form (FlowTask, through the outbox). */
export default function Page () {
  return <FlowLaunchForm module='supervisionLog' fullName='监理日志' />
}
