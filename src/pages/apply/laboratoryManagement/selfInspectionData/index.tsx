import { ModuleListPage } from '@/components/ListEngine'

/** 自检数据: the list engine on catalog module selfInspectionData (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='selfInspectionData' />
}
