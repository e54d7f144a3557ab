import { TeamRecords } from '../parts/Records'

/** 打卡记录: punches of a month within my grant. */
export default function Page () {
  return <TeamRecords />
}
