import { ModuleListPage } from '@/components/ListEngine'

/** 实体材料: the list engine on catalog module entityMaterials (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='entityMaterials' />
}
