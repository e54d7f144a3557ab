/** Toast, loading and confirm dialogs. Failures of these calls are cosmetic and never reject. */
import Taro from '@tarojs/taro'

import { TOAST_DURATION } from '../core/constants'
import { isH5 } from './wechat'

export { TOAST_DURATION }

function quiet(result: unknown): void {
  if (result && typeof (result as Promise<unknown>).catch === 'function') (result as Promise<unknown>).catch(() => {})
}

/** The toast on screen and when it ends: carried over a route change on H5 (below). */
let current: { msg: string, until: number } | null = null

export function toast(msg: string, duration: number = TOAST_DURATION): void {
  if (!msg) return
  current = { msg, until: Date.now() + duration }
  quiet(Taro.showToast({ title: msg, icon: 'none', duration }))
}

/**
 * taro-h5 hides the toast of the page left on every route change (__afterTaroRouterChange), so a
 * toast that says how an action ended (审核成功, 签署成功) and is followed by going back flashed for
 * a moment. It is shown again on the page arrived, for the time it had left. The mini-program
 * keeps toasts across pages by itself.
 */
export function carryToastOver(): void {
  const left = current ? current.until - Date.now() : 0
  if (current && left > 300) quiet(Taro.showToast({ title: current.msg, icon: 'none', duration: left }))
}

if (isH5()) {
  // after taro-h5's own listener (registered when its module loaded), which hides the toast
  Taro.eventCenter?.on?.('__afterTaroRouterChange', () => { setTimeout(carryToastOver, 0) })
}

export function showLoading(text = '正在请求...', mask = true): void {
  // the loading replaces the toast
  current = null
  quiet(Taro.showLoading({ title: text, mask }))
}

export function hideLoading(): void {
  quiet(Taro.hideLoading())
}

/** Button texts of a confirm dialog (WeChat shows at most 4 Chinese characters each). */
export interface ConfirmButtons {
  confirmText?: string
  cancelText?: string
}

/** Resolves true when the user confirms, false on cancel or when the dialog cannot be shown. */
export async function confirm(title: string, content: string, buttons: ConfirmButtons = {}): Promise<boolean> {
  try {
    const res = await Taro.showModal({ title, content, ...buttons })
    return !!res?.confirm
  } catch {
    return false
  }
}
