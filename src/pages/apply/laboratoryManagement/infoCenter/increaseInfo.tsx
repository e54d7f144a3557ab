import { ModuleFormPage } from '@/components/ListEngine'

/** 新增信息: the form engine on catalog module infoCenter (written by npm run gen:pages). */
export default function Page () {
  return <ModuleFormPage enCode='infoCenter' />
}
