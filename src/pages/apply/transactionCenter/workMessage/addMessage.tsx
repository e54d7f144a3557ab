import { ModuleFormPage } from '@/components/ListEngine'

/** 新增工作联系单: the form engine on catalog module workMessage (written by npm run gen:pages). */
export default function Page () {
  return <ModuleFormPage enCode='workMessage' />
}
