/** Where the phone is, and the chooser of the form's location field. */
import Taro from '@tarojs/taro'
import type { ChosenLocation } from '@/core/form'
import { cancelled } from './cancelled'
import { on } from './events'
import { isH5 } from './wechat'

/** The H5 build has no map key (taro-h5 needs LOCATION_APIKEY for its map chooser). */
export const NO_MAP_KEY_MSG = '未配置地图服务，网页版暂不能选择位置，请联系管理员'
export const LOCATION_DENIED_MSG = '无法获取位置，请检查定位权限后重试'
const CHOOSER = 'pages/system/chooseLocation/index'

export interface Fix {
  latitude: number
  longitude: number
  /** metres, when the device says */
  accuracy?: number
}

/**
 * Where the phone is now (WGS-84): Taro.getLocation in the mini-program, the browser's Geolocation
 * API on H5. Rejects with an Error that says why (refused, no signal, too slow).
 */
export async function currentPosition (timeoutMs = 15000): Promise<Fix> {
  if (isH5()) {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined
    if (!geo) throw new Error('此浏览器不支持定位，请手动定位')
    return await new Promise<Fix>((resolve, reject) => {
      geo.getCurrentPosition(
        (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy }),
        (err) => reject(new Error(err.code === 1 ? LOCATION_DENIED_MSG : err.code === 3 ? '定位超时，请到开阔处重试或手动定位' : '暂时无法定位，请稍后重试或手动定位')),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 10000 }
      )
    })
  }
  try {
    const res = await Taro.getLocation({ type: 'wgs84', isHighAccuracy: true, highAccuracyExpireTime: timeoutMs })
    return { latitude: res.latitude, longitude: res.longitude, accuracy: res.accuracy }
  } catch (err) {
    const errMsg = String((err as { errMsg?: string })?.errMsg ?? '')
    throw new Error(/auth|deny|denied/i.test(errMsg) ? LOCATION_DENIED_MSG : '暂时无法定位，请稍后重试或手动定位')
  }
}

/** Opens the app's own chooser (no map service needed) and waits for what it sends back. */
async function chooseOnOwnPage (): Promise<ChosenLocation | null> {
  return await new Promise<ChosenLocation | null>((resolve) => {
    const off = on('locationChosen', (place) => { off(); resolve(place) })
    void Taro.navigateTo({ url: `/${CHOOSER}` }).catch(() => { off(); resolve(null) })
  })
}

/**
 * The chooser of a location field: the place, or null when the user cancels. The mini-program
 * uses WeChat's own chooser; H5, which has no map key, and a mini-program whose chooser fails
 * (privacy settings, no map), use the app's chooser: current position, a tap on the map or
 * coordinates typed by hand.
 */
export async function chooseLocation (): Promise<ChosenLocation | null> {
  if (isH5()) return await chooseOnOwnPage()
  try {
    const res = await Taro.chooseLocation({})
    if (!res || typeof res.latitude !== 'number') return null
    return { name: res.name, address: res.address, latitude: res.latitude, longitude: res.longitude }
  } catch (err) {
    if (cancelled(err)) return null
    return await chooseOnOwnPage()
  }
}

/** Shows a point: WeChat's viewer in the mini-program, the app's viewer page on H5. */
export function openLocation (place: ChosenLocation): void {
  const query = `latitude=${place.latitude}&longitude=${place.longitude}&name=${encodeURIComponent(place.name ?? '')}&address=${encodeURIComponent(place.address ?? '')}`
  if (isH5()) {
    void Taro.navigateTo({ url: `/pages/system/openLocation/index?${query}` }).catch(() => {})
    return
  }
  Taro.openLocation({ latitude: place.latitude, longitude: place.longitude, name: place.name, address: place.address })
    .catch(() => { void Taro.navigateTo({ url: `/pages/system/openLocation/index?${query}` }).catch(() => {}) })
}
