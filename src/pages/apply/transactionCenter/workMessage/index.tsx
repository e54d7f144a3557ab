import { ModuleListPage } from '@/components/ListEngine'

/** 工作联系单: the list engine on catalog module workMessage (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='workMessage' />
}
