import { ModuleListPage } from '@/components/ListEngine'

/** 进度日报: the list engine on module progressDailyReport (opened from the workbench with menuId and fullName). */
export default function Page () {
  return <ModuleListPage enCode='progressDailyReport' />
}
