import { TeamStatistics } from '../parts/Records'

/** 考勤统计: my month and my sections' (a manager's) for a chosen month. */
export default function Page () {
  return <TeamStatistics />
}
