/** Toast, loading and confirm dialogs. Failures of these calls are cosmetic and never reject. */
import Taro from '@tarojs/taro'

import { TOAST_DURATION } from '../core/constants'

export { TOAST_DURATION }

function quiet(result: unknown): void {
  if (result && typeof (result as Promise<unknown>).catch === 'function') (result as Promise<unknown>).catch(() => {})
}

export function toast(msg: string, duration: number = TOAST_DURATION): void {
  if (!msg) return
  quiet(Taro.showToast({ title: msg, icon: 'none', duration }))
}

export function showLoading(text = '正在请求...', mask = true): void {
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
