import { ModuleFormPage } from '@/components/ListEngine'

/** 新增台账: the form engine on catalog module constructionLedger (written by npm run gen:pages). */
export default function Page () {
  return <ModuleFormPage enCode='constructionLedger' />
}
