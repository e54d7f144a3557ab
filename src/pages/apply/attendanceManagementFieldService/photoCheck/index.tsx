import { ReviewList } from '../../attendanceManagement/parts/Review'

/** 外勤拍照核验: field-service punches to check. */
export default function Page () {
  return <ReviewList />
}
