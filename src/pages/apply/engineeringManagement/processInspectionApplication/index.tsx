import { ModuleListPage } from '@/components/ListEngine'

/** 工序报验: the list engine on catalog module processInspectionApplication (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='processInspectionApplication' formPage='pages/apply/processManage/restart' />
}
