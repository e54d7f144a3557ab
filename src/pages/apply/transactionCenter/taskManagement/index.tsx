import { ModuleListPage } from '@/components/ListEngine'

/** 任务管理: the list engine on catalog module taskManagement (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='taskManagement' formPage='pages/apply/transactionCenter/taskManagement/addManage' />
}
