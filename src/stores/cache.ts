import { STORAGE_KEYS } from '@/core/constants'
import { REMEMBER_ACCOUNT_KEY } from '@/core/account'
import { storageInfo } from '@/platform/device'
import { removeStorage } from '@/platform/storage'
import { useBase } from './base'
import { OUTBOX_STORAGE_KEY } from './outbox'

/** What "clear cache" keeps: the session, form drafts (dynamicModelExtra), submissions waiting in the
 *  outbox and the remembered account. */
const KEEP: ReadonlySet<string> = new Set<string>([...STORAGE_KEYS, REMEMBER_ACCOUNT_KEY, OUTBOX_STORAGE_KEY])

/** Size of local storage in KB. */
export const cacheSizeKB = (): number => storageInfo().currentSize

/**
 * Clears cached reference data (dictionaries, organization trees, lookups) and any stored key
 * that is not the session, a draft or the remembered account. Returns the keys removed.
 */
export function clearCache (): string[] {
  useBase.getState().clear()
  const removed = storageInfo().keys.filter((key) => !KEEP.has(key))
  removed.forEach((key) => removeStorage(key))
  return removed
}
