import { ModuleDetailPage } from '@/components/ListEngine'

/** A record opened from a scanned or shared code (`?modelId=&id=`): the form only. */
export default function Page () {
  return <ModuleDetailPage preview />
}
