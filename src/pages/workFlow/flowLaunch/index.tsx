import { FlowList } from '@/components/FlowList'

/** 我发起的: a draft or withdrawn task may be deleted, one in approval urged (swipe left). */
export default function FlowLaunch () {
  return <FlowList kind='launch' />
}
