import { ModuleListPage } from '@/components/ListEngine'

/** 隐患排查: the list engine on module hazardInvestigat (opened from the workbench with menuId and fullName). */
export default function Page () {
  return <ModuleListPage enCode='hazardInvestigat' />
}
