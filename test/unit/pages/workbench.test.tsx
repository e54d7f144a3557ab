/**
 * pages/index/apply (workbench): menus grouped by directory, navigation by menu type, unknown
 * routes refused with a toast, project / contract switching, loading and empty states.
 */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { fail, navigations, reply, requests, resetTaro, settle, toasts } from '../helpers/taro-server'
import { decodeJsonBase64 } from '@/core/base64'
import { useMenu } from '@/stores/menu'
import { clearFlowCount } from '@/stores/flowCount'
import { useSession, signedOut } from '@/stores/session'
import Workbench from '@/pages/index/apply'

jest.mock('@/platform/socket', () => ({ imSocket: () => ({ connect: jest.fn(), close: jest.fn() }), configureImSocket: jest.fn() }))

const MENUS = [
  { id: 'd1', type: 1, fullName: '安全管理', sortCode: 2, children: [
    { id: 'menu_hotWork', type: 2, fullName: '动火作业', urlAddress: '/pages/apply/safetyManage/hotWork', sortCode: 1, propertyJson: '{"iconBackgroundColor":"#F5222D"}' },
    { id: 'm3', type: 3, fullName: '质量检查', urlAddress: '', sortCode: 2, propertyJson: '{"moduleId":"mod1"}' },
    { id: 'm7', type: 7, fullName: '规范查询', urlAddress: 'https://std.example.com/q', sortCode: 3 },
    { id: 'm404', type: 2, fullName: '未上线', urlAddress: '/pages/apply/notThere/index', sortCode: 4 },
    { id: 'm5', type: 5, fullName: '报表', urlAddress: '', sortCode: 5 }
  ] },
  { id: 'd0', type: 1, fullName: '首页看板', sortCode: 1, children: [
    { id: 'm1', type: 2, fullName: '项目首页', urlAddress: '/pages/apply/homepage/index', sortCode: 1, propertyJson: '{"pictogram":"layout-dashboard","iconBackgroundColor":"#2979FF"}' }
  ] }
]

const project = { id: 'p1', fullName: '一号线' }
const p2 = { id: 'p2', fullName: '二号线' }
const contract = { id: 'c1', projectId: 'p1', fullName: 'A1标' }

const COUNT = '/api/visualdev/Dashboard/FlowTodoCount'
const tile = (name: string) => screen.getByRole('button', { name })
const tap = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el)
    await settle()
  })
}

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  useSession.setState({ ...signedOut, token: 'bearer t', project, projectList: [project, p2], contract, contractList: [contract] } as never)
  useMenu.getState().setMenus(MENUS as never)
  clearFlowCount()
})

it('shows a section per directory, in order, with its tiles in order', () => {
  const { container } = render(<Workbench />)
  const titles = [...container.querySelectorAll('.sf-menu-grid__title')].map((el) => el.textContent)
  expect(titles).toEqual(['首页看板', '安全管理'])
  const section = container.querySelectorAll('.sf-menu-grid__section')[1] as HTMLElement
  expect(within(section).getAllByRole('button').map((el) => el.getAttribute('aria-label')))
    .toEqual(['动火作业', '质量检查', '规范查询', '未上线', '报表'])
  expect(within(tile('动火作业')).getByText('动火')).toHaveStyle({ background: '#F5222D' })
  // menus come with sign-in: only what waits for approval is asked for
  expect(requests().map((r) => r.path)).toEqual([COUNT])
})

it('the process centre is one tap away at the head, with what waits for my approval (issue 12)', async () => {
  reply('POST', COUNT, { toBeReviewed: 4, flowDone: 9, flowCirculate: 1, entrust: 0 })
  render(<Workbench />)
  await act(async () => { await settle() })
  const entry = screen.getByRole('button', { name: '流程中心' })
  expect(entry).toHaveTextContent('4条待我审批')
  expect(within(entry).getByLabelText('4条未读')).toBeInTheDocument()
  await tap(entry)
  expect(navigations()).toEqual(['navigateTo /pages/index/workFlow'])
})

it('a count that cannot be had leaves the entry without a figure and says nothing', async () => {
  fail('POST', COUNT, '服务器开小差了')
  render(<Workbench />)
  await act(async () => { await settle() })
  expect(screen.getByRole('button', { name: '流程中心' })).toHaveTextContent('待办、已办、抄送、我发起的')
  expect(toasts()).toEqual([])
})

it('a tile draws its pictogram from the server instead of the first characters of its name', () => {
  render(<Workbench />)
  const icon = tile('项目首页').querySelector('.sf-menu-grid__icon') as HTMLElement
  expect(icon).toHaveStyle({ background: '#2979FF' })
  expect(icon.querySelector('img, image, [src]')?.getAttribute('src')).toMatch(/\/api\/app\/Pictogram\/layout-dashboard\.svg$/)
  expect(icon.textContent).toBe('')
})

it('type 2 opens its page with menuId and fullName', async () => {
  render(<Workbench />)
  await tap(tile('动火作业'))
  expect(navigations()).toEqual(['navigateTo /pages/apply/safetyManage/hotWork?menuId=menu_hotWork&fullName=%E5%8A%A8%E7%81%AB%E4%BD%9C%E4%B8%9A'])
})

it('type 3 opens the dynamic model with the menu as base64 JSON', async () => {
  render(<Workbench />)
  await tap(tile('质量检查'))
  const [nav] = navigations()
  expect(nav.startsWith('navigateTo /pages/apply/dynamicModel/index?config=')).toBe(true)
  expect(decodeJsonBase64(decodeURIComponent(nav.split('config=')[1]))).toMatchObject({ id: 'm3', type: 3, fullName: '质量检查' })
})

it('type 7 opens the external link page with url=', async () => {
  render(<Workbench />)
  await tap(tile('规范查询'))
  expect(navigations()).toEqual(['navigateTo /pages/apply/externalLink/index?url=https%3A%2F%2Fstd.example.com%2Fq'])
})

it.each(['未上线', '报表'])('%s (unknown route / unsupported type): toast 该功能暂未开放, no navigation', async (name) => {
  render(<Workbench />)
  await tap(tile(name))
  expect(toasts()).toEqual(['该功能暂未开放'])
  expect(navigations()).toEqual([])
})

it('switches the project from the action sheet', async () => {
  const c3 = { id: 'c3', projectId: 'p2', fullName: 'B1标' }
  reply('GET', '/api/oauth/project-data', { project: p2, contract: c3, contractList: [c3] })
  render(<Workbench />)
  await tap(screen.getByRole('button', { name: '切换项目' }))
  await tap(screen.getByText('二号线'))
  expect(requests().filter((r) => r.path !== COUNT)[0]).toMatchObject({ path: '/api/oauth/project-data', query: { projectId: 'p2' } })
  expect(useSession.getState()).toMatchObject({ project: p2, contract: c3 })
  expect(screen.getByRole('button', { name: '切换合同段' })).toHaveTextContent('B1标')
})

it('after a cold start (no menus yet) loads the current user, then shows the menus', async () => {
  useMenu.getState().clear()
  reply('GET', '/api/oauth/CurrentUser', {
    userInfo: { userId: 'u1' }, menuList: MENUS, permissionList: [], sysConfigInfo: null,
    project, projectList: [project], contract, contractList: [contract]
  })
  render(<Workbench />)
  await act(async () => { await settle() })
  expect(requests().map((r) => r.path).filter((p) => p !== COUNT)).toEqual(['/api/oauth/CurrentUser'])
  expect(tile('动火作业')).toBeInTheDocument()
})

it('menus with nothing to open: the empty state', () => {
  useMenu.getState().setMenus([{ id: 'd9', type: 1, fullName: '空目录', children: [] }] as never)
  render(<Workbench />)
  expect(screen.getByText('暂无可用功能，请联系管理员分配权限')).toBeInTheDocument()
})
