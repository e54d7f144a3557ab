/**
 * usePagedList refreshes page 1 when its page comes back from another (issue 12: 共 3 条 after
 * 提交成功 until reloaded). The page's show and hide are driven here as Taro drives them: a hook
 * registered after the page's first show (a list that mounts once its module config came) does
 * not hear that show.
 */
import '@testing-library/jest-dom'
import { act, render, screen } from '@testing-library/react'
import { usePagedList } from '@/components/usePagedList'

const mockPage = { show: new Set<() => void>(), hide: new Set<() => void>() }
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const { useEffect } = jest.requireActual('react')
  const hook = (event: 'show' | 'hide') => (cb: () => void) => {
    useEffect(() => {
      mockPage[event].add(cb)
      return () => { mockPage[event].delete(cb) }
    })
  }
  return { ...actual, __esModule: true, useDidShow: hook('show'), useDidHide: hook('hide') }
})

const fire = async (set: Set<() => void>) => {
  await act(async () => {
    [...set].forEach((cb) => cb())
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

let records = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
const fetch = jest.fn(async () => ({ list: records, total: records.length }))

function List () {
  const list = usePagedList(fetch, 'k')
  return <div>共 {list.total} 条</div>
}

beforeEach(() => {
  fetch.mockClear()
  records = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
})

it('back on the page after a record was added elsewhere: page 1 again, the new count', async () => {
  render(<List />)
  await fire(new Set())
  expect(screen.getByText('共 3 条')).toBeInTheDocument()
  await fire(mockPage.hide)
  records = [...records, { id: 'd' }]
  await fire(mockPage.show)
  expect(fetch).toHaveBeenCalledTimes(2)
  expect(screen.getByText('共 4 条')).toBeInTheDocument()
})

it("the page's own first show right after the list mounted loads nothing twice", async () => {
  render(<List />)
  await fire(mockPage.show)
  expect(fetch).toHaveBeenCalledTimes(1)
})
