import { ModuleListPage } from '@/components/ListEngine'

/** 监理巡视: the list engine on module supervisionInspection (opened from the workbench with menuId and fullName). */
export default function Page () {
  return <ModuleListPage enCode='supervisionInspection' />
}
