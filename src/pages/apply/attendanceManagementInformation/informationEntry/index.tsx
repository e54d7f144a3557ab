import { EnrolScreen } from '../../attendanceManagement/parts/Enrol'

/** 信息录入: workers' identity, team and face. */
export default function Page () {
  return <EnrolScreen />
}
