/**
 * The task centre's forms (served by the server, API in src/api/task.ts), asked once per session:
 * they are reference data (DESIGN §2). A failed load is forgotten, so 重试 asks again.
 */
import type { FormConfig } from '../../../../../types/api/form'
import type { MeetingForms, TaskForms } from '../../../../../types/api/task'
import { getMeetingForms, getScheduleForm, getTaskForms } from '@/api/task'
import { useRemote } from '@/components/useRemote'

function once<T> (load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | null = null
  return () => {
    if (!cached) {
      cached = load()
      cached.catch(() => { cached = null })
    }
    return cached
  }
}

export const taskForms = once<TaskForms>(getTaskForms)
export const meetingForms = once<MeetingForms>(getMeetingForms)
export const scheduleForm = once<FormConfig>(getScheduleForm)

export const useTaskForms = () => useRemote(taskForms)
export const useMeetingForms = () => useRemote(meetingForms)
export const useScheduleForm = () => useRemote(scheduleForm)
