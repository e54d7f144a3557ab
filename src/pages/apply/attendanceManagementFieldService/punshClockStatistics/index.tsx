import { TeamStatistics } from '../../attendanceManagement/parts/Records'

/** 外勤考勤统计. */
export default function Page () {
  return <TeamStatistics field />
}
