import { AUDIT_TABS } from '@/core/taskCentre'
import { TaskList } from '../parts/TaskList'

/** 任务审核: completions of the tasks I published, to pass or return, and those already audited. */
export default function AuditTask () {
  return <TaskList kind='audit' tabs={AUDIT_TABS} />
}
