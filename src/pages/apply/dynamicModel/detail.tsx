import { ModuleDetailPage } from '@/components/ListEngine'

/** One record of a module, read-only (`?modelId=&id=`). */
export default function Page () {
  return <ModuleDetailPage />
}
