import { ModuleListPage } from '@/components/ListEngine'

/** 信息中心: the list engine on catalog module infoCenter (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='infoCenter' formPage='pages/apply/laboratoryManagement/infoCenter/increaseInfo' />
}
