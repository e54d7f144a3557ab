import { ModuleFormPage } from '@/components/ListEngine'

/** 发出专项任务通知: the form engine on catalog module taskManagement (written by npm run gen:pages). */
export default function Page () {
  return <ModuleFormPage enCode='taskManagement' />
}
