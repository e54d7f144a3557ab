/** Opening a web address outside the app (the external link page); kept apart so the main package does not carry it. */
import { isH5 } from './wechat'

/**
 * A new browser tab on H5. The mini-program cannot open a browser: false, and the caller offers
 * the link to copy instead.
 */
export function openInBrowser (url: string): boolean {
  if (!isH5() || typeof window === 'undefined') return false
  window.open(url, '_blank', 'noopener,noreferrer')
  return true
}
