import { ModuleFormPage } from '@/components/ListEngine'

/** 新增消耗: the form engine on catalog module consume (written by npm run gen:pages). */
export default function Page () {
  return <ModuleFormPage enCode='consume' />
}
