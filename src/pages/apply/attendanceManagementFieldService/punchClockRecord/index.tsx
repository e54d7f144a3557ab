import { TeamRecords } from '../../attendanceManagement/parts/Records'

/** 外勤打卡记录. */
export default function Page () {
  return <TeamRecords field />
}
