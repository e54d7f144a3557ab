/** src/components/PageShell and PendingPage (SPEC §2: loading view after 200 ms, error view after 60 s). */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { PageShell, type PageShellProps } from '@/components/PageShell'
import { PendingPage } from '@/components/PendingPage'
import { findRoute, pageConfig } from '@/routes'
import { expectRenderCrash } from '../setup/console'

const TIMEOUT_TEXT = '加载超时，请检查网络后重试'

const loadingView = () => screen.queryByRole('status')
const errorView = () => screen.queryByRole('alert')
const retryButton = () => screen.queryByText('重试')

function advance (ms: number) {
  act(() => { jest.advanceTimersByTime(ms) })
}

beforeEach(() => {
  jest.useFakeTimers()
})
afterEach(() => {
  jest.useRealTimers()
})

describe('loading', () => {
  it.each([
    [0, false],
    [199, false],
    [200, true],
    [59_999, true]
  ])('after %i ms of loading the loading view shows: %s', (ms, shown) => {
    render(<PageShell loading><span>content</span></PageShell>)
    advance(ms)
    expect(!!loadingView()).toBe(shown)
    expect(errorView()).toBeNull()
    expect(screen.queryByText('content')).toBeNull()
  })

  it('199 ms then 1 ms more: nothing, then the loading view', () => {
    render(<PageShell loading />)
    advance(199)
    expect(loadingView()).toBeNull()
    advance(1)
    expect(loadingView()).not.toBeNull()
  })

  it('a load that ends before 200 ms never shows the loading view', () => {
    const { rerender } = render(<PageShell loading><span>content</span></PageShell>)
    advance(150)
    rerender(<PageShell loading={false}><span>content</span></PageShell>)
    advance(1000)
    expect(loadingView()).toBeNull()
    expect(screen.getByText('content')).toBeInTheDocument()
  })

  it('a new load starts the 200 ms delay again', () => {
    const { rerender } = render(<PageShell loading />)
    advance(300)
    rerender(<PageShell loading={false} />)
    rerender(<PageShell loading />)
    advance(199)
    expect(loadingView()).toBeNull()
    advance(1)
    expect(loadingView()).not.toBeNull()
  })

  it('after 60 000 ms the timeout error view with 重试 shows; retry calls onRetry', () => {
    const onRetry = jest.fn()
    render(<PageShell loading onRetry={onRetry} />)
    advance(59_999)
    expect(screen.queryByText(TIMEOUT_TEXT)).toBeNull()
    advance(1)
    expect(errorView()).toHaveTextContent(TIMEOUT_TEXT)
    expect(loadingView()).toBeNull()
    fireEvent.click(retryButton()!)
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('the timeout view goes when loading ends', () => {
    const { rerender } = render(<PageShell loading onRetry={() => {}}><span>content</span></PageShell>)
    advance(60_000)
    expect(screen.queryByText(TIMEOUT_TEXT)).not.toBeNull()
    rerender(<PageShell loading={false}><span>content</span></PageShell>)
    expect(screen.queryByText(TIMEOUT_TEXT)).toBeNull()
    expect(screen.getByText('content')).toBeInTheDocument()
  })
})

describe('idle states', () => {
  it.each<[string, PageShellProps, { text: string | null, alert: boolean, retry: boolean, child: boolean }]>([
    ['error with retry', { error: '网络错误', onRetry: () => {} }, { text: '网络错误', alert: true, retry: true, child: false }],
    ['error without onRetry', { error: '没有权限' }, { text: '没有权限', alert: true, retry: false, child: false }],
    ['empty with text', { empty: true, emptyText: '暂无隐患' }, { text: '暂无隐患', alert: false, retry: false, child: false }],
    ['empty default text', { empty: true }, { text: '暂无数据', alert: false, retry: false, child: false }],
    ['error wins over empty', { error: '出错', empty: true }, { text: '出错', alert: true, retry: false, child: false }],
    ['idle: children', {}, { text: null, alert: false, retry: false, child: true }],
    ['null error: children', { error: null }, { text: null, alert: false, retry: false, child: true }],
    ['loading hides the error until it ends', { loading: true, error: '旧错误' }, { text: null, alert: false, retry: false, child: false }]
  ])('%s', (_name, props, want) => {
    render(<PageShell {...props}><span>child</span></PageShell>)
    if (want.text) expect(screen.getByText(want.text)).toBeInTheDocument()
    expect(!!errorView()).toBe(want.alert)
    expect(!!retryButton()).toBe(want.retry)
    expect(!!screen.queryByText('child')).toBe(want.child)
    expect(screen.queryByText('旧错误')).toBeNull()
  })

  it('the error retry button calls onRetry', () => {
    const onRetry = jest.fn()
    render(<PageShell error='网络错误' onRetry={onRetry} />)
    fireEvent.click(retryButton()!)
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('emptyAction renders inside the empty view', () => {
    render(<PageShell empty emptyAction={<button>新建</button>} />)
    expect(screen.getByText('新建')).toBeInTheDocument()
  })
})

describe('error boundary', () => {
  it('a child that throws renders 页面出错了; retry remounts it', () => {
    // throws until the test lets it recover (React 18 re-renders a failed tree once before giving
    // up, so "throws on the first render only" would never reach the boundary)
    let broken = true
    let mounts = 0
    function Flaky () {
      mounts++
      if (broken) throw new Error('boom')
      return <span>recovered</span>
    }
    const onRetry = jest.fn()
    expectRenderCrash('boom')
    render(<div><PageShell onRetry={onRetry}><Flaky /></PageShell><span>sibling</span></div>)
    expect(errorView()).toHaveTextContent('页面出错了：boom')
    expect(screen.queryByText('recovered')).toBeNull()
    // the rest of the app keeps working
    expect(screen.getByText('sibling')).toBeInTheDocument()
    broken = false
    const before = mounts
    fireEvent.click(retryButton()!)
    expect(screen.getByText('recovered')).toBeInTheDocument()
    expect(errorView()).toBeNull()
    expect(mounts).toBeGreaterThan(before)
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('an error without a message still says 页面出错了', () => {
    function Bad (): JSX.Element { throw new Error('') }
    expectRenderCrash('')
    render(<PageShell><Bad /></PageShell>)
    expect(errorView()).toHaveTextContent('页面出错了：未知错误')
  })

  it('a child that keeps throwing shows the error view again after retry', () => {
    function Bad (): JSX.Element { throw new Error('always') }
    expectRenderCrash('always')
    render(<PageShell><Bad /></PageShell>)
    fireEvent.click(retryButton()!)
    expect(errorView()).toHaveTextContent('页面出错了：always')
  })
})

describe('PendingPage', () => {
  let useRouter: jest.SpyInstance
  afterEach(() => useRouter.mockRestore())

  it.each([
    ['/pages/my/modifyPsd/index', '修改密码'],
    ['pages/apply/safetyManage/hotWork', '动火作业'],
    ['/pages/apply/hazardInvestigat/index?menuId=m1', '隐患排查'],
    ['/pages/nowhere/index', '功能'],
    ['', '功能']
  ])('router path %j shows its page config\'s title (%s) and the notice', (routePath, title) => {
    useRouter = jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: {}, path: routePath } as never)
    const route = findRoute(routePath)
    const instance = jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ page: route ? { config: pageConfig(route.path) } : null } as never)
    render(<PendingPage />)
    instance.mockRestore()
    expect(screen.getByText(title)).toBeInTheDocument()
    expect(screen.getByText('该功能正在建设中，敬请期待')).toBeInTheDocument()
    expect(errorView()).toBeNull()
  })

  it('opened from a workbench tile: the tile\'s name, in the page and its title bar (issue 12)', () => {
    useRouter = jest.spyOn(Taro, 'useRouter').mockReturnValue({
      params: { menuId: 'm1', fullName: '%E4%B8%93%E9%A1%B9%E6%A3%80%E6%9F%A5%E4%BB%BB%E5%8A%A1' }, path: '/pages/apply/addTask/index'
    } as never)
    render(<PendingPage />)
    expect(screen.getByText('专项检查任务')).toBeInTheDocument()
    expect(Taro.setNavigationBarTitle).toHaveBeenLastCalledWith({ title: '专项检查任务' })
  })
})
