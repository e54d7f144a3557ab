import { ModuleListPage } from '@/components/ListEngine'

/** 班前安全晨会: the list engine on catalog module safetyMorin (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='safetyMorin' />
}
