import { ModuleListPage } from '@/components/ListEngine'

/** 进场材料: the list engine on module incomingMaterials (opened from the workbench with menuId and fullName). */
export default function Page () {
  return <ModuleListPage enCode='incomingMaterials' />
}
