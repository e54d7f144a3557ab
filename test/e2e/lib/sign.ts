// The signature pad in the H5 build: a stroke drawn with touch events, as a finger makes it (the pad
// listens for touches only), then kept with 确定.
import type { Page } from 'playwright-core'

export async function drawSignature (page: Page): Promise<void> {
  const canvas = page.locator('.sf-sign__canvas:visible').last()
  await canvas.waitFor({ timeout: 20000 })
  // a string, so the test runner's transpiler adds nothing the page does not have
  await page.evaluate(`(() => {
    const pads = [...document.querySelectorAll('.sf-sign__canvas')].filter((e) => e.getBoundingClientRect().height > 0)
    const el = pads[pads.length - 1]
    const r = el.getBoundingClientRect()
    const target = el.querySelector('canvas') || el
    const touch = (i) => new Touch({ identifier: 1, target, clientX: r.left + 30 + i * 20, clientY: r.top + 30 + (i % 2) * 25 })
    const fire = (type, i) => target.dispatchEvent(new TouchEvent(type, {
      bubbles: true, cancelable: true, touches: type === 'touchend' ? [] : [touch(i)], changedTouches: [touch(i)]
    }))
    fire('touchstart', 0)
    for (let i = 1; i <= 8; i++) fire('touchmove', i)
    fire('touchend', 8)
  })()`)
  await page.locator('.sf-sign:visible').last().locator('.nut-button').filter({ hasText: '确定' }).dispatchEvent('click')
}
