import { MyCalendar } from '../parts/Records'

/** 打卡记录: my month by calendar. */
export default function Page () {
  return <MyCalendar />
}
