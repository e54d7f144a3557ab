import { ModuleListPage } from '@/components/ListEngine'

/** 监理巡视: the list engine on catalog module supervisionInspection (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='supervisionInspection' />
}
