import { ModuleListPage } from '@/components/ListEngine'

/** 隐患排查: the list engine on catalog module hazardInvestigat (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='hazardInvestigat' />
}
