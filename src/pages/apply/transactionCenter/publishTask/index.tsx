import { PUBLISHED_TABS } from '@/core/taskCentre'
import { TaskList } from '../parts/TaskList'

/** 发布任务: the tasks of my scope by state, and publishing a new one. */
export default function PublishTask () {
  return <TaskList kind='published' tabs={PUBLISHED_TABS} />
}
