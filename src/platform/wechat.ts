/** WeChat sign-in (mini-program only). */
import Taro from '@tarojs/taro'

/** True in the WeChat mini-program build (Taro replaces process.env.TARO_ENV when bundling). */
export function isWeapp (): boolean {
  try {
    return process.env.TARO_ENV === 'weapp'
  } catch {
    return false
  }
}

/** A one-time login code from WeChat, for GET /api/oauth/GetWechatUserInfoByCode. Rejects when none is given. */
export async function wechatLoginCode (): Promise<string> {
  const res = await Taro.login()
  if (!res?.code) throw new Error(res?.errMsg || 'wx.login failed')
  return res.code
}
