import { MINE_TABS } from '@/core/taskCentre'
import { TaskList } from '../parts/TaskList'

/** 我的任务: the tasks given to me, by the state of my part. */
export default function MyTasks () {
  return <TaskList kind='mine' tabs={MINE_TABS} />
}
