import { MyMap } from '../parts/Records'

/** 打卡地图: my month's punches on the map. */
export default function Page () {
  return <MyMap />
}
