import { FlowLaunchForm } from '@/components/ListEngine'

/** 施工台账: launches the ledger flow of module constructionLedger with its form (FlowTask, through the outbox). */
export default function Page () {
  return <FlowLaunchForm module='constructionLedger' fullName='施工台账' />
}
