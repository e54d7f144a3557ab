import { ModuleListPage } from '@/components/ListEngine'

/** 动火作业许可: the list engine on module hotWork (opened from the workbench with menuId and fullName). */
export default function Page () {
  return <ModuleListPage enCode='hotWork' />
}
