import { ModuleListPage } from '@/components/ListEngine'

/** 施工方案: the list engine on catalog module constructionPlan (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='constructionPlan' detailPage='pages/apply/engineeringManagement/constructionPlan/detail' />
}
