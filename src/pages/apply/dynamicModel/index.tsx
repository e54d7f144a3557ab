import { ModuleListPage } from '@/components/ListEngine'

/** 功能列表: any module's records, by `?modelId=` or `?enCode=`, with the menu's `menuId` and `fullName`. */
export default function Page () {
  return <ModuleListPage />
}
