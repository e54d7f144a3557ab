/**
 * 电子签章 (flowModal) through the fake backend: the two tabs with their counts, cards, empty states,
 * keyword, paging, where a tap goes (sign a waiting document, view a signed one, 查看审批 read-only),
 * and loading again when a signature frame arrives.
 */
import '@testing-library/jest-dom'
import { act, render, screen, within } from '@testing-library/react'
import { fail, handle, navigations, type SentRequest } from '../../helpers/taro-server'
import type { SignListItem } from '../../../../types/api/signature'
import { timeFormat } from '@/core/format'
import { useSignature } from '@/stores/signature'
import FlowModal from '@/pages/workFlow/flowModal/index'
import { flowOpened, search, sent, settle, tap, tearDown } from '../workflow/helpers'
import { CREATED, SIGN, item, setUp } from './fixtures'

beforeEach(setUp)
afterEach(tearDown)

const LIST = `${SIGN}/SignList`
const SIGNED_AT = CREATED + 3_600_000

/** SignList answered by state (and page): `waiting` and `signed` are the whole lists. */
function serve (waiting: SignListItem[], signed: SignListItem[]) {
  handle('GET', LIST, (req: SentRequest) => {
    const all = req.query.state === '1' ? signed : waiting
    const size = Number(req.query.pageSize)
    const current = Number(req.query.currentPage)
    const list = all.filter((i) => !req.query.keyword || i.title.includes(req.query.keyword)).slice((current - 1) * size, current * size)
    return { body: { code: 200, msg: 'Success', data: { list, pagination: { currentPage: current, pageSize: size, total: all.length } } } }
  })
}

const signedItem = (n: number) => item(n, { F_State: 1, signTime: SIGNED_AT, signType: 'hand' })
const listCalls = () => sent(LIST).filter((r) => r.query.pageSize !== '1').map((r) => r.query)

async function open () {
  render(<FlowModal />)
  await settle()
}

it('待签署 first: the cards of state 0, each tab with its count', async () => {
  serve([item(1), item(2)], [signedItem(3), signedItem(4), signedItem(5)])
  await open()
  expect(listCalls()).toEqual([{ state: '0', currentPage: '1', pageSize: '20' }])
  const [waitingTab, signedTab] = screen.getAllByRole('tab')
  expect(waitingTab).toHaveAttribute('aria-selected', 'true')
  expect(waitingTab).toHaveTextContent('待签署(2)')
  expect(signedTab).toHaveTextContent('已签署(3)')
  const card = screen.getByRole('button', { name: '《动火作业审批1》' })
  expect(within(card).getByText('待签署')).toBeInTheDocument()
  expect(within(card).getByText('所属流程：动火作业审批')).toBeInTheDocument()
  expect(within(card).getByText(`发起时间：${timeFormat(CREATED, 'yyyy-mm-dd hh:MM')}`)).toBeInTheDocument()
})

it('a waiting document opens the signing screen, from the card or from 去签署', async () => {
  serve([item(1)], [])
  await open()
  await tap(screen.getByRole('button', { name: '《动火作业审批1》' }))
  await tap(screen.getByRole('button', { name: '去签署：《动火作业审批1》' }))
  expect(navigations()).toEqual([
    'navigateTo /pages/workFlow/autoSign/index?id=s1',
    'navigateTo /pages/workFlow/autoSign/index?id=s1'
  ])
})

it('已签署: state 1, the signing time; a tap views the document', async () => {
  serve([item(1)], [signedItem(3)])
  await open()
  await tap(screen.getAllByRole('tab')[1])
  expect(listCalls().map((q) => q.state)).toEqual(['0', '1'])
  const card = screen.getByRole('button', { name: '《动火作业审批3》' })
  expect(within(card).getByText('已签署')).toBeInTheDocument()
  expect(within(card).getByText(`签署时间：${timeFormat(SIGNED_AT, 'yyyy-mm-dd hh:MM')}`)).toBeInTheDocument()
  await tap(card)
  await tap(screen.getByRole('button', { name: '查看文件：《动火作业审批3》' }))
  expect(navigations()).toEqual([
    'navigateTo /pages/workFlow/autoSign/webview?id=s3',
    'navigateTo /pages/workFlow/autoSign/webview?id=s3'
  ])
})

it('查看审批 opens the approval read-only (opType 3); a document without a task has none', async () => {
  serve([item(1), item(2, { taskId: '' })], [])
  await open()
  await tap(screen.getByRole('button', { name: '查看审批：《动火作业审批1》' }))
  expect(flowOpened()).toEqual([{
    id: 't1', enCode: 'hotWork', flowId: 'f1', formType: 2, opType: 3, status: 0, taskNodeId: '', fullName: '《动火作业审批1》', taskId: 't1'
  }])
  expect(screen.queryByRole('button', { name: '查看审批：《动火作业审批2》' })).toBeNull()
  expect(navigations()).toHaveLength(1)
})

it.each([
  [0, '暂无待签署文件'],
  [1, '暂无已签署文件']
])('empty tab %s: %s', async (tab, text) => {
  serve([], [])
  await open()
  if (tab) await tap(screen.getAllByRole('tab')[tab])
  expect(screen.getByText(text)).toBeInTheDocument()
  expect(screen.getAllByRole('tab')[tab]).toHaveTextContent('(0)')
})

it('a failed list shows the error with 重试', async () => {
  fail('GET', LIST, '服务繁忙')
  await open()
  expect(screen.getByRole('alert')).toHaveTextContent('服务繁忙')
  serve([item(1)], [])
  await tap(screen.getByText('重试'))
  expect(screen.getByRole('button', { name: '《动火作业审批1》' })).toBeInTheDocument()
})

it('the keyword goes to the server, back to page 1; nothing found says so', async () => {
  serve([item(1), item(12)], [])
  await open()
  await search(screen.getByPlaceholderText('搜索文件标题'), ' 审批12 ')
  expect(listCalls()).toEqual([
    { state: '0', currentPage: '1', pageSize: '20' },
    { state: '0', currentPage: '1', pageSize: '20', keyword: '审批12' }
  ])
  expect(screen.getAllByRole('button', { name: /^《动火作业审批\d+》$/ })).toHaveLength(1)
  await search(screen.getByPlaceholderText('搜索文件标题'), '没有这个')
  expect(screen.getByText('没有符合条件的文件')).toBeInTheDocument()
})

it('the next page is appended; the last page says so', async () => {
  serve(Array.from({ length: 21 }, (_, i) => item(i + 1)), [])
  await open()
  await tap(screen.getByRole('button', { name: '加载更多' }))
  expect(listCalls().map((q) => q.currentPage)).toEqual(['1', '2'])
  expect(screen.getAllByRole('button', { name: /^《动火作业审批\d+》$/ })).toHaveLength(21)
  expect(screen.getByText('没有更多了')).toBeInTheDocument()
})

it('a signature frame (pushed, or signed on another device) loads the list and counts again', async () => {
  const waiting = [item(1), item(2)]
  const signed: SignListItem[] = []
  serve(waiting, signed)
  await open()
  const before = sent(LIST).length
  // s1 signed on another device
  signed.push({ ...waiting.shift()!, F_State: 1 })
  await act(async () => { useSignature.setState((s) => ({ revision: s.revision + 1, signed: { id: 's1', seq: 1 } })) })
  await settle()
  expect(sent(LIST).length).toBe(before + 3)
  expect(screen.queryByRole('button', { name: '《动火作业审批1》' })).toBeNull()
  expect(screen.getAllByRole('tab')[0]).toHaveTextContent('待签署(1)')
  expect(screen.getAllByRole('tab')[1]).toHaveTextContent('已签署(1)')
})
