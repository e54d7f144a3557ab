import { ModuleFormPage } from '@/components/ListEngine'

/** 新增专项检查任务: the form engine on catalog module addTask (written by npm run gen:pages). */
export default function Page () {
  return <ModuleFormPage enCode='addTask' />
}
