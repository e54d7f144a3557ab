import { ModuleFormPage } from '@/components/ListEngine'

/** 新增工作汇报: the form engine on catalog module reportLog (written by npm run gen:pages). */
export default function Page () {
  return <ModuleFormPage enCode='reportLog' />
}
