import { ModuleListPage } from '@/components/ListEngine'

/** 工作汇报: the list engine on catalog module reportLog (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='reportLog' />
}
