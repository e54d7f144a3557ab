import { FlowLaunchForm } from '@/components/ListEngine'
import { QingDanCard } from './qingDanCard'
import './index.scss'

/** 日报填报: launches the daily report flow (module progressDailyReport), its list of labour and plant as cards. */
export default function Page () {
  return <FlowLaunchForm module='progressDailyReport' fullName='施工日报' renderExtra={(data, module) => <QingDanCard data={data} module={module} />} />
}
