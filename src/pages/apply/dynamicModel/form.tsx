import { ModuleFormPage } from '@/components/ListEngine'

/** A module's form: `?modelId=` (or `?enCode=`), `&id=` to change a record. */
export default function Page () {
  return <ModuleFormPage />
}
