import { ModuleListPage } from '@/components/ListEngine'

/** 专项检查任务: the list engine on catalog module addTask (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='addTask' />
}
