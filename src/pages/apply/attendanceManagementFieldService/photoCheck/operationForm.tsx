import { useRouter } from '@tarojs/taro'
import { decodeParam } from '@/core/entry'
import { ReviewForm } from '../../attendanceManagement/parts/Review'

/** 核验操作: one field-service punch, approved or rejected. */
export default function Page () {
  return <ReviewForm id={decodeParam(useRouter().params.id)} />
}
