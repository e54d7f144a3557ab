import { ModuleListPage } from '@/components/ListEngine'

/** 新增任务: the list engine on catalog module addTask (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='addTask' formPage='pages/apply/addTask/addPage' detailPage='pages/apply/addTask/taskDetail' />
}
