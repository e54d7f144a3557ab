import { FlowLaunchForm } from '@/components/ListEngine'

/** 进场材料: launches the flow of module incomingMaterials with its form (FlowTask, through the outbox). */
export default function Page () {
  return <FlowLaunchForm module='incomingMaterials' fullName='进场材料' />
}
