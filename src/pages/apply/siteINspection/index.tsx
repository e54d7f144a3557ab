import { useRouter } from '@tarojs/taro'
import { decodeParam } from '@/core/entry'
import { InspectionDetail } from './InspectionDetail'
import { InspectionList } from './InspectionList'
import { InspectionWalk } from './InspectionWalk'
import '../../../components/Safety/index.scss'

/**
 * 现场检查: checklist inspections. The list (today's first); `?mode=new` walks a checklist item by
 * item; `?id=` shows one inspection, each failed item with the hazard raised from it or the way to
 * raise one.
 */
export default function Page () {
  const { params } = useRouter()
  const id = decodeParam(params?.id)
  if (id) return <InspectionDetail id={id} />
  if (decodeParam(params?.mode) === 'new') return <InspectionWalk />
  return <InspectionList />
}
