/**
 * The model (form data included) the flow screen hands to the operate page. It stays in memory:
 * a form with photos and long descriptions is too long for a mini-program URL. A page opened
 * without it (an H5 reload) says so and sends the user back.
 */
import type { FlowModel } from '../../../types/api/workflow'
import { randomId } from '@/core/util'

const models = new Map<string, FlowModel>()
/** Enough for every operate page a stack can hold; older ones are dropped. */
const KEEP = 10

export function keepModel (model: FlowModel): string {
  const key = randomId(12)
  models.set(key, model)
  while (models.size > KEEP) models.delete(models.keys().next().value as string)
  return key
}

export const takeModel = (key: string | undefined): FlowModel | null => (key ? models.get(key) ?? null : null)
