import { ModuleListPage } from '@/components/ListEngine'

/** 劳务人员信息: the list engine on catalog module contractWorkersInfo (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='contractWorkersInfo' />
}
