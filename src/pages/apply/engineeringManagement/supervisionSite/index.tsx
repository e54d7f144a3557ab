import { ModuleListPage } from '@/components/ListEngine'

/** 旁站监理: the list engine on catalog module supervisionSite (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='supervisionSite' />
}
