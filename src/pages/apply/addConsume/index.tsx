import { ModuleFormPage } from '@/components/ListEngine'

/** 新增消耗: the form of 材料消耗's records (catalog module consume, part consumeRecord); the server refuses a use beyond the batch's balance. */
export default function Page () {
  return <ModuleFormPage enCode='consumeRecord' />
}
