/**
 * An address the app does not have (issue 12): app.tsx sends it to pages/system/notFound, which
 * says so, names the address and leads home, instead of a blank screen.
 */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { navigations, resetTaro, settle, taro } from '../helpers/taro-server'
import App from '@/app'
import NotFound from '@/pages/system/notFound/index'

jest.mock('@/stores/bootstrap', () => ({ initAppSession: jest.fn(), onAppForeground: jest.fn(), startSocketIfSignedIn: jest.fn() }))

beforeEach(() => {
  resetTaro()
  taro.usePageNotFound.mockReset()
})

it('the app answers a page it does not have with the not-found page, in its place', async () => {
  render(<App><div /></App>)
  const [[onNotFound]] = taro.usePageNotFound.mock.calls as Array<[(res: { path: string }) => void]>
  await act(async () => {
    onNotFound({ path: '/pages/apply/retired/index' })
    await settle()
  })
  expect(navigations()).toEqual(['redirectTo /pages/system/notFound/index?path=%2Fpages%2Fapply%2Fretired%2Findex'])
})

it('the not-found page says so, names the address and leads home', async () => {
  taro.__setRouterParams({ path: '%2Fpages%2Fapply%2Fretired%2Findex' })
  render(<NotFound />)
  expect(screen.getByText('页面不存在或已下线')).toBeInTheDocument()
  expect(screen.getByText('/pages/apply/retired/index')).toBeInTheDocument()
  await act(async () => {
    fireEvent.click(screen.getByText('返回首页'))
    await settle()
  })
  expect(navigations()).toEqual(['reLaunch /pages/launch/index'])
})
