import { ModuleListPage } from '@/components/ListEngine'

/** 工作日志: the list engine on catalog module reportLog (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='reportLog' formPage='pages/apply/reportLog/form' />
}
