import { ModuleListPage } from '@/components/ListEngine'

/** 计量审批: the list engine on catalog module meterApprove (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='meterApprove' />
}
