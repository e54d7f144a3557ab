import { ModuleListPage } from '@/components/ListEngine'

/** 工作消息: the list engine on catalog module workMessage (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='workMessage' formPage='pages/apply/transactionCenter/workMessage/addMessage' />
}
