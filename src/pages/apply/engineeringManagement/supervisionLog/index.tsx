import { ModuleListPage } from '@/components/ListEngine'

/** 监理日志: the list engine on module supervisionLog (opened from the workbench with menuId and fullName). */
export default function Page () {
  return <ModuleListPage enCode='supervisionLog' />
}
