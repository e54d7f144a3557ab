/** The map chooser of the form's location field. */
import Taro from '@tarojs/taro'
import type { ChosenLocation } from '@/core/form'
import { cancelled } from './cancelled'

/** The map chooser: the place, or null when the user cancels. Other failures reject. */
export async function chooseLocation (): Promise<ChosenLocation | null> {
  try {
    const res = await Taro.chooseLocation({})
    if (!res || typeof res.latitude !== 'number') return null
    return { name: res.name, address: res.address, latitude: res.latitude, longitude: res.longitude }
  } catch (err) {
    if (cancelled(err)) return null
    throw err
  }
}
