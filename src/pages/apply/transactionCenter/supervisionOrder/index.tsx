import { ModuleListPage } from '@/components/ListEngine'

/** 监理指令: the list engine on catalog module supervisionOrder (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='supervisionOrder' />
}
