import { ModuleListPage } from '@/components/ListEngine'

/** 问题整改: the list engine on catalog module problemRectification (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='problemRectification' detailPage='pages/apply/engineeringManagement/problemRectification/problemDetail' />
}
