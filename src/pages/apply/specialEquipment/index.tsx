import { ModuleListPage } from '@/components/ListEngine'

/** 特种设备: the list engine on catalog module specialEquipment (written by npm run gen:pages). */
export default function Page () {
  return <ModuleListPage enCode='specialEquipment' />
}
