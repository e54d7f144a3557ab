// A demo account signed in on its own phone-sized browser context, its page errors collected.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { PHONE } from '../../../scripts/lib/chromium'
import { signIn } from './server'

export interface Session { context: BrowserContext, page: Page, errors: string[] }

/** `account` signed in at `base`, on the Messages tab, in China time. */
export async function openSession (browser: Browser, base: string, account: string): Promise<Session> {
  const context = await browser.newContext({ ...PHONE, timezoneId: 'Asia/Shanghai' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${account}: ${e.message}`))
  await signIn(page, base, account)
  await page.waitForURL(/\/pages\/index\/index/, { timeout: 20000 })
  return { context, page, errors }
}
