import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { getDayRecords } from '@/api/progress'
import { ModuleForm } from '@/components/ListEngine'
import { DayPanel } from '@/components/Progress'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import type { FormData } from '@/core/form'
import { dailyReportPreset } from '@/core/progress'
import { useSession } from '@/stores/session'

/**
 * 日报填写: the contractor's daily report (module progressDailyReport, its flow to the supervision
 * engineer; ?id= a draft of it), with what the section's day already recorded offered under the
 * form: one tap takes it over into the report's fields.
 */
export default function Page () {
  const { params } = useRouter()
  const id = decodeParam(params?.id)
  const contractId = useSession((s) => s.contract?.id ?? '')
  const day = useRemote(() => getDayRecords({ contractId: contractId || undefined }))
  const [preset, setPreset] = useState<FormData | undefined>(undefined)
  return (
    <ModuleForm module='progressDailyReport' id={id || undefined} fullName={decodeParam(params?.fullName) || '施工日报'} initialData={preset}
      renderExtra={() => <DayPanel day={day} taken={!!preset} onTake={(d) => setPreset(dailyReportPreset(d, contractId))} />} />
  )
}
