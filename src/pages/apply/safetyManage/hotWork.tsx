import { ModuleListPage } from '@/components/ListEngine'

/** 动火作业: the list engine on catalog module hotWork (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='hotWork' />
}
