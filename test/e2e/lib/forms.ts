// The form engine's fields on the H5 build, as a user fills them: by the field's vModel.
import type { Page } from 'playwright-core'
import { drawSignature } from './sign'

/** A 1×1 PNG, as a phone camera's photo would be uploaded. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** The form item of the field `vModel` on the page in front. */
export const item = (page: Page, vModel: string) => page.locator(`.taro_page_show .sf-fe-item[data-path="${vModel}"]`).first()

export async function fillText (page: Page, field: string, text: string): Promise<void> {
  await item(page, field).locator('input, textarea').first().fill(text)
}

/** Opens the date picker of `field` and confirms its default (today). */
export async function pickDate (page: Page, field: string): Promise<void> {
  await item(page, field).locator('.sf-fe-picker').click()
  await page.locator('.nut-picker-confirm-btn:visible').last().click()
}

/** Takes a photo with `open` (the tap that opens the camera or album) and waits for `shown` to show it. */
export async function takePhoto (page: Page, open: () => Promise<void>, name = 'site.png'): Promise<void> {
  const chooser = page.waitForEvent('filechooser')
  await open()
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PNG })
}

export async function addPhoto (page: Page, field: string): Promise<void> {
  await takePhoto(page, () => item(page, field).locator('.sf-fe-upload__add-tile, .sf-fe-upload__add').first().click())
  await item(page, field).locator('img').first().waitFor({ timeout: 20000 })
}

/** Opens the signature pad with the tap on `open`, draws a stroke and keeps it. */
export async function sign (page: Page, open: string): Promise<void> {
  await page.locator(open).first().click()
  await drawSignature(page)
}

/** Taro's H5 modal: its confirm button. */
export async function confirmModal (page: Page): Promise<void> {
  await page.locator('.taro-model__confirm:visible').last().click()
}

/** Polls `read` until `done` holds of what it answers (or `tries` run out); answers the last value. */
export async function until<T> (page: Page, read: () => Promise<T>, done: (value: T) => boolean, tries = 80): Promise<T> {
  let value = await read()
  for (let i = 0; i < tries && !done(value); i++) {
    await page.waitForTimeout(250)
    value = await read()
  }
  return value
}
