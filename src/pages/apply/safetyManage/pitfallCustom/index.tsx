import { ModuleListPage } from '@/components/ListEngine'

/** 隐患类型: the list engine on catalog module pitfallCustom (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='pitfallCustom' />
}
