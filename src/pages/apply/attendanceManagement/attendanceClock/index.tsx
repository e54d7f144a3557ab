import { ClockScreen } from '../parts/Clock'

/** 考勤打卡 (parts/Clock.tsx). */
export default function Page () {
  return <ClockScreen />
}
