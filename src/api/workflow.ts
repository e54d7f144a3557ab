/** /api/workflow/Engine (API.md §4). */
import { request } from '@/platform/http'

/** GET /api/workflow/Engine/FlowBefore/{taskOperatorId}/Info: whether the task has been handled
 *  already (isCheck). Callers ignore its failures (SPEC §8), so it never toasts. */
export async function getTaskCheck (taskOperatorId: string): Promise<{ isCheck: boolean }> {
  const res = await request<{ isCheck?: unknown } | null>({
    url: `/api/workflow/Engine/FlowBefore/${encodeURIComponent(taskOperatorId)}/Info`,
    toast: false
  })
  const v = res.data?.isCheck
  return { isCheck: v === true || v === 1 || v === '1' || v === 'true' }
}
