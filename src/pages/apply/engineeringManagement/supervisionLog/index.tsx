import { ModuleListPage } from '@/components/ListEngine'

/** 监理日志: the list engine on catalog module supervisionLog (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='supervisionLog' />
}
