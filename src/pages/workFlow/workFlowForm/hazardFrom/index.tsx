import { FlowLaunchForm } from '@/components/ListEngine'

/** 隐患问题: launches the flow of module hazardInvestigat with its form (FlowTask, through the outbox). */
export default function Page () {
  return <FlowLaunchForm module='hazardInvestigat' fullName='隐患问题' />
}
