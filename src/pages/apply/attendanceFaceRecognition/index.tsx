import { FaceClockScreen } from '../attendanceManagement/parts/FaceClock'

/** 人脸识别考勤. */
export default function Page () {
  return <FaceClockScreen />
}
