import { MyList } from '../parts/Records'

/** 打卡列表: my month's punches. */
export default function Page () {
  return <MyList />
}
