/**
 * What a form gives back on submit (API.md 5.4): the merged formData. Keys the config does not
 * name (id, flow fields) stay; system fields keep what the record had and are filled by the server;
 * calculate fields are recomputed so the payload never carries a stale sum.
 */
import type { FormConfig, FormField } from '../../../types/api/form'
import { deepClone } from '../util'
import { applyCalculations } from './calculate'
import type { FormData } from './types'

export function submitPayload (config: FormConfig | FormField[] | null | undefined, data: FormData): FormData {
  return deepClone(applyCalculations(config, data))
}

/** The online-dev body (API.md 5.1): `data` is the JSON string of formData, not an object. */
export const onlineDevBody = (data: FormData, id?: string): { id?: string, data: string } =>
  (id ? { id, data: JSON.stringify(data) } : { data: JSON.stringify(data) })
