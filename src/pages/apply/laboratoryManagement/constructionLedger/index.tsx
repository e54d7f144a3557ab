import { ModuleListPage } from '@/components/ListEngine'

/** 施工台账: the list engine on catalog module constructionLedger (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='constructionLedger' formPage='pages/apply/laboratoryManagement/constructionLedger/increaseLedger' />
}
