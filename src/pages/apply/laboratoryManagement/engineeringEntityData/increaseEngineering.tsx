import { ModuleFormPage } from '@/components/ListEngine'

/** 新增实体数据: the form engine on catalog module engineeringEntityData (written by npm run gen:pages). */
export default function Page () {
  return <ModuleFormPage enCode='engineeringEntityData' />
}
