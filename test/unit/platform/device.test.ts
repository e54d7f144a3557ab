/** src/platform/device.ts storageInfo: the size the settings page shows beside 清除缓存. */
import { storageInfo } from '@/platform/device'
import { resetTaro, storage, taro } from '../helpers/taro-server'

beforeEach(() => resetTaro({ token: 'bearer abc', dictionaries: { list: ['x'.repeat(3000)] } }))

describe('storageInfo', () => {
  it('answers the size the platform reports (KB, weapp)', () => {
    taro.getStorageInfoSync.mockReturnValue({ keys: ['token'], currentSize: 12, limitSize: 10240 })
    expect(storageInfo()).toEqual({ keys: ['token'], currentSize: 12 })
  })

  it('measures what is stored when the platform answers NaN (H5)', () => {
    taro.getStorageInfoSync.mockReturnValue({ keys: [...storage.keys()], currentSize: NaN, limitSize: NaN })
    const { keys, currentSize } = storageInfo()
    expect(keys).toEqual(['token', 'dictionaries'])
    expect(currentSize).toBe(Math.ceil((5 + JSON.stringify('bearer abc').length + 12 + JSON.stringify({ list: ['x'.repeat(3000)] }).length) / 1024))
    expect(currentSize).toBe(3)
  })

  it('answers nothing, not a crash, when storage cannot be read', () => {
    taro.getStorageInfoSync.mockImplementation(() => { throw new Error('no storage') })
    expect(storageInfo()).toEqual({ keys: [], currentSize: 0 })
  })
})
