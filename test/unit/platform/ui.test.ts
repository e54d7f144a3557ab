/**
 * The toast carried over a route change (src/platform/ui.ts): taro-h5 hides the toast of the page
 * left, so one still due is shown again on the page arrived, for the time it had left.
 */
import Taro from '@tarojs/taro'
import { carryToastOver, showLoading, toast } from '@/platform/ui'

const showToast = (Taro as unknown as { showToast: jest.Mock }).showToast
const showLoadingMock = (Taro as unknown as { showLoading: jest.Mock }).showLoading

beforeEach(() => {
  jest.useFakeTimers()
  showToast.mockReset().mockResolvedValue({})
  showLoadingMock.mockReset().mockResolvedValue({})
})
afterEach(() => jest.useRealTimers())

describe('carryToastOver', () => {
  it('shows a toast still due again, for the time it had left', () => {
    toast('审核成功', 1500)
    jest.advanceTimersByTime(400)
    carryToastOver()
    expect(showToast.mock.calls).toEqual([
      [{ title: '审核成功', icon: 'none', duration: 1500 }],
      [{ title: '审核成功', icon: 'none', duration: 1100 }]
    ])
  })

  it('leaves a toast that has ended, or nearly, alone', () => {
    toast('已保存', 1500)
    jest.advanceTimersByTime(1300)
    carryToastOver()
    expect(showToast).toHaveBeenCalledTimes(1)
  })

  it('does not bring back a toast a loading indicator replaced', () => {
    toast('提交成功', 1500)
    showLoading()
    carryToastOver()
    expect(showToast).toHaveBeenCalledTimes(1)
  })

  it('an empty message shows nothing and carries nothing', () => {
    toast('')
    carryToastOver()
    expect(showToast).not.toHaveBeenCalled()
  })
})
