import { chromium, type Browser } from 'playwright-core'
import fs from 'node:fs'

/** Debian's chromium, with the flags this closed network needs (DEVELOPERS.md). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Playwright gives every launch a new, empty profile folder of its own. */
export async function launchChromium (): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`chromium not found at ${CHROMIUM}: apt-get install -y chromium fonts-wqy-zenhei (or set CHROMIUM_PATH)`)
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'
    ]
  })
}

/** A phone-sized page context (iPhone-like viewport, touch, zh-CN). */
export const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' }
