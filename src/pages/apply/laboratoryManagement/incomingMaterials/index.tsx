import { ModuleListPage } from '@/components/ListEngine'

/** 进场材料: the list engine on catalog module incomingMaterials (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='incomingMaterials' />
}
