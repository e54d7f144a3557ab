import { useRouter } from '@tarojs/taro'
import { useMemo } from 'react'
import { decodeParam } from '@/core/entry'
import { ModuleForm } from '@/components/ListEngine'

/**
 * 新增专项任务通知: the form engine on catalog module taskManagement; opened from a special task
 * (?specialTask=), the notice starts on that task.
 */
export default function Page () {
  const { params } = useRouter()
  const specialTask = decodeParam(params?.specialTask)
  const preset = useMemo(() => (specialTask ? { specialTask } : undefined), [specialTask])
  return <ModuleForm module='taskManagement' id={decodeParam(params?.id)} fullName={decodeParam(params?.fullName)} initialData={preset} />
}
