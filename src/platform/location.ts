/** The map chooser of the form's location field. */
import Taro from '@tarojs/taro'
import type { ChosenLocation } from '@/core/form'
import { cancelled } from './cancelled'

/** The H5 build has no map key (taro-h5 needs LOCATION_APIKEY for its map chooser). */
export const NO_MAP_KEY_MSG = '未配置地图服务，网页版暂不能选择位置，请联系管理员'
export const LOCATION_DENIED_MSG = '无法获取位置，请检查定位权限后重试'

/**
 * The map chooser: the place, or null when the user cancels. Other failures reject with an Error
 * that says their real cause (issue 12: a missing map key read as a refused permission).
 */
export async function chooseLocation (): Promise<ChosenLocation | null> {
  try {
    const res = await Taro.chooseLocation({})
    if (!res || typeof res.latitude !== 'number') return null
    return { name: res.name, address: res.address, latitude: res.latitude, longitude: res.longitude }
  } catch (err) {
    if (cancelled(err)) return null
    const errMsg = String((err as { errMsg?: string })?.errMsg ?? '')
    throw new Error(/APIKEY|\bkey\b/i.test(errMsg) ? NO_MAP_KEY_MSG : LOCATION_DENIED_MSG)
  }
}
