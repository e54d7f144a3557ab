import { ModuleListPage } from '@/components/ListEngine'

/** 计量审批: the list engine on module meterApprove (opened from the workbench with menuId and fullName). */
export default function Page () {
  return <ModuleListPage enCode='meterApprove' />
}
