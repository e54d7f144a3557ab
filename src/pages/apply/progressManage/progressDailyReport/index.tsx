import { ModuleListPage } from '@/components/ListEngine'

/** 进度日报: the list engine on catalog module progressDailyReport (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='progressDailyReport' formPage='pages/apply/progressManage/progressDailyReport/DailyReportFille' />
}
