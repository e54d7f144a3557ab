import { HazardReport } from '@/components/Safety'

/** A report never linked to an inspection: an earlier draft's link to one is dropped. */
const FREE = { sourceInspection: null, checkItem: '' }

/** 隐患上报: report a hazard, which notifies the section's contractor to rectify it. */
export default function Page () {
  return <HazardReport prefill={FREE} />
}
