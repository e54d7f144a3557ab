/** 选择候选人 (API.md 4.4 step 3): paged CandidateUser with keyword, multi-select, the choice sent back with (list, nodeId). */
import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import { reply, taro, toasts } from '../../helpers/taro-server'
import CandidateSelect from '@/pages/workFlow/candiDateUserSelect/index'
import { BASE, page, search, sent, setUp, settle, tap, tearDown } from './helpers'

let bus: ReturnType<typeof setUp>
beforeEach(() => { bus = setUp() })
afterEach(tearDown)

const PATH = `${BASE}/FlowBefore/CandidateUser/op1`
const user = (id: string, fullName: string) => ({ id, fullName, headIcon: '', organize: '工程部' })
const model = { flowId: 'f1', formData: { amount: 5 }, flowUrgent: 1 }
const open = (data: Record<string, unknown>) => taro.__setRouterParams({ data: encodeURIComponent(JSON.stringify(data)) })

it('asks CandidateUser/{taskOperatorId} with the model, paging and nodeCode; search adds the keyword', async () => {
  open({ nodeId: 'n3', nodeName: '总监', taskId: 'op1', formData: model })
  reply('POST', PATH, page([user('u1', '王总监')], 30))
  render(<CandidateSelect />)
  await settle()
  expect(sent(PATH, 'POST')[0].data).toEqual({ ...model, currentPage: 1, pageSize: 20, nodeCode: 'n3' })
  expect(taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '选择总监候选人' })
  await tap(screen.getByRole('button', { name: '加载更多' }))
  expect(sent(PATH, 'POST')[1].data).toMatchObject({ currentPage: 2 })
  await search(screen.getByPlaceholderText('搜索姓名'), '王')
  expect(sent(PATH, 'POST')[2].data).toEqual({ ...model, currentPage: 1, pageSize: 20, keyword: '王', nodeCode: 'n3' })
})

it('a new launch (no task) asks CandidateUser/0', async () => {
  open({ nodeId: 'n3', formData: model })
  reply('POST', `${BASE}/FlowBefore/CandidateUser/0`, page([]))
  render(<CandidateSelect />)
  await settle()
  expect(sent(`${BASE}/FlowBefore/CandidateUser/0`, 'POST')).toHaveLength(1)
  expect(screen.getByText('该节点暂无候选人')).toBeInTheDocument()
})

it('ticks several, keeps those ticked before, and sends them back with the node id', async () => {
  open({ nodeId: 'n3', taskId: 'op1', formData: model, selected: [user('u9', '赵六')] })
  reply('POST', PATH, page([user('u1', '王总监'), user('u2', '李总监')]))
  taro.getCurrentPages.mockReturnValue([{}, {}])
  const got: unknown[][] = []
  bus.on('confirm', (...args: unknown[]) => got.push(args))
  render(<CandidateSelect />)
  await settle()
  expect(screen.getByText('已选 1 人')).toBeInTheDocument()
  await tap(screen.getByRole('checkbox', { name: '王总监' }))
  await tap(screen.getByRole('checkbox', { name: '李总监' }))
  await tap(screen.getByRole('checkbox', { name: '李总监' }))
  expect(screen.getByRole('checkbox', { name: '王总监' })).toHaveAttribute('aria-checked', 'true')
  expect(screen.getByText('已选 2 人')).toBeInTheDocument()
  await tap(screen.getByText('确定'))
  expect(got).toEqual([[[user('u9', '赵六'), user('u1', '王总监')], 'n3']])
  expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
})

it('nobody ticked: says so and stays', async () => {
  open({ nodeId: 'n3', taskId: 'op1' })
  reply('POST', PATH, page([user('u1', '王总监')]))
  const got: unknown[] = []
  bus.on('confirm', (...args: unknown[]) => got.push(args))
  render(<CandidateSelect />)
  await settle()
  await tap(screen.getByText('确定'))
  expect(toasts()).toEqual(['请选择候选人'])
  expect(got).toEqual([])
  expect(taro.navigateBack).not.toHaveBeenCalled()
})

it('unreadable data: an error, nothing asked', async () => {
  taro.__setRouterParams({ data: 'broken' })
  render(<CandidateSelect />)
  await settle()
  expect(screen.getByRole('alert')).toHaveTextContent('参数错误，请返回重试')
  expect(sent(PATH, 'POST')).toHaveLength(0)
})
