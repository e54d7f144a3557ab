import { ModuleListPage } from '@/components/ListEngine'

/** 工程实体数据: the list engine on catalog module engineeringEntityData (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='engineeringEntityData' formPage='pages/apply/laboratoryManagement/engineeringEntityData/increaseEngineering' />
}
