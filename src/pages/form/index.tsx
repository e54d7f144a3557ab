import { ModuleFormPage } from '@/components/ListEngine'

/** The generic form: a module's form by `?modelId=` or `?enCode=`, as pages/apply/dynamicModel/form. */
export default function Page () {
  return <ModuleFormPage />
}
