/**
 * Where the device is, for clock-in: Taro.getLocation (WGS-84) in the mini-program, the browser's
 * Geolocation API on H5 (taro-h5's getLocation wants a map key for anything but the raw fix). The
 * accuracy is passed on as the device gives it: a weak fix is for the screen to say.
 */
import Taro from '@tarojs/taro'
import { isH5 } from './wechat'

export interface Position {
  longitude: number
  latitude: number
  /** metres */
  accuracy: number
}

export const POSITION_DENIED_MSG = '无法获取位置：请在系统设置中允许定位权限后重试'
export const POSITION_FAILED_MSG = '定位失败，请到开阔处重试'
const TIMEOUT_MS = 20_000

function browserPosition (): Promise<Position> {
  return new Promise((resolve, reject) => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined
    if (!geo) { reject(new Error('当前浏览器不支持定位，请换用手机浏览器或微信小程序')); return }
    geo.getCurrentPosition(
      (p) => resolve({ longitude: p.coords.longitude, latitude: p.coords.latitude, accuracy: p.coords.accuracy }),
      (err) => reject(new Error(err.code === 1 ? POSITION_DENIED_MSG : POSITION_FAILED_MSG)),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 10_000 }
    )
  })
}

async function miniProgramPosition (): Promise<Position> {
  try {
    const res = await Taro.getLocation({ type: 'wgs84', isHighAccuracy: true, highAccuracyExpireTime: 5000 })
    return { longitude: res.longitude, latitude: res.latitude, accuracy: Number(res.accuracy) || 0 }
  } catch (err) {
    const msg = String((err as { errMsg?: string })?.errMsg ?? '')
    throw new Error(/auth|deny|denied/i.test(msg) ? POSITION_DENIED_MSG : POSITION_FAILED_MSG)
  }
}

/** The device's position now; rejects with a message to show. */
export function currentPosition (): Promise<Position> {
  return isH5() ? browserPosition() : miniProgramPosition()
}

/** True when the device has no network at all (a punch then waits in the outbox). */
export async function isOffline (): Promise<boolean> {
  if (isH5()) return typeof navigator !== 'undefined' && navigator.onLine === false
  try {
    return (await Taro.getNetworkType()).networkType === 'none'
  } catch {
    return false
  }
}
