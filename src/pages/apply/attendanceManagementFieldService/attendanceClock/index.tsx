import { FieldClockScreen } from '../../attendanceManagement/parts/FieldClock'

/** 外勤打卡: outside the fence with a stamped camera photo, checked by a manager. */
export default function Page () {
  return <FieldClockScreen />
}
