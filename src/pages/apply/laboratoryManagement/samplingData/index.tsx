import { ModuleListPage } from '@/components/ListEngine'

/** 取样数据: the list engine on catalog module samplingData (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='samplingData' />
}
