import { FlowLaunchForm } from '@/components/ListEngine'

/** 工程实体数据: launches the entity test flow of module engineeringEntityData; its ledger entry is picked from the ledger's records. */
export default function Page () {
  return <FlowLaunchForm module='engineeringEntityData' fullName='工程实体检测' />
}
