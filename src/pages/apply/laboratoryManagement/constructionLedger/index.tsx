import { ModuleListPage } from '@/components/ListEngine'

/** 施工台账: the list engine on module constructionLedger (opened from the workbench with menuId and fullName). */
export default function Page () {
  return <ModuleListPage enCode='constructionLedger' />
}
