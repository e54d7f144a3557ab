import { FenceArea } from '../parts/Records'

/** 考勤围栏: the project's fences on the map. */
export default function Page () {
  return <FenceArea />
}
