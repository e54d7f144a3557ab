import { ModuleListPage } from '@/components/ListEngine'

/** 施工方案: the list engine on module constructionPlan (opened from the workbench with menuId and fullName). */
export default function Page () {
  return <ModuleListPage enCode='constructionPlan' />
}
