import { ModuleListPage } from '@/components/ListEngine'

/** 工程实体检测: the list engine on module engineeringEntityData (opened from the workbench with menuId and fullName). */
export default function Page () {
  return <ModuleListPage enCode='engineeringEntityData' />
}
