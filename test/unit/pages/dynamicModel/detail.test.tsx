/** pages/apply/dynamicModel/detail and scanForm: the record's raw values, read-only, and its flow. */
import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import { fail, reply, taro } from '../../helpers/taro-server'
import Detail from '@/pages/apply/dynamicModel/detail'
import ScanForm from '@/pages/apply/dynamicModel/scanForm'
import { OD, flowOpened, sent, serveModule, setUp, settle, tap, tearDown } from './helpers'

beforeEach(() => { setUp() })
afterEach(tearDown)

const RECORD = { id: 'r1', data: JSON.stringify({ title: '2#墩临边防护缺失', level: '3', location: 'K6+320' }) }

async function open (Page: () => JSX.Element, params: Record<string, string> = { modelId: 'm1', id: 'r1' }) {
  taro.__setRouterParams(params)
  const utils = render(<Page />)
  await settle()
  return utils
}

it('reads the raw record and shows it read-only, options by their label', async () => {
  serveModule()
  reply('GET', `${OD}/m1/r1`, RECORD)
  const { container } = await open(Detail)
  expect(sent(`${OD}/m1/r1`)).toHaveLength(1)
  expect(screen.getByText('2#墩临边防护缺失')).toBeInTheDocument()
  expect(screen.getByText('重大')).toBeInTheDocument()
  expect(screen.getByText('K6+320')).toBeInTheDocument()
  expect(container.querySelectorAll('input, textarea')).toHaveLength(0)
  expect(screen.queryByText('查看审批流程')).toBeNull()
})

it('a record in a flow shows its state and opens its flow read-only', async () => {
  serveModule({ flow: true })
  reply('GET', `${OD}/m1/r1`, { ...RECORD, flowState: 1, flowTaskId: 't1' })
  await open(Detail)
  expect(screen.getByText('审核中')).toBeInTheDocument()
  await tap(screen.getByText('查看审批流程'))
  expect(flowOpened()).toEqual([expect.objectContaining({ id: 't1', taskId: 't1', flowId: 'f1', opType: 3, status: 1 })])
})

it('a record that is gone: the error, with 重试', async () => {
  serveModule()
  fail('GET', `${OD}/m1/r1`, '记录不存在或已删除')
  await open(Detail)
  expect(screen.getByRole('alert')).toHaveTextContent('记录不存在或已删除')
  expect(screen.getByText('重试')).toBeInTheDocument()
})

it('no record id: says so', async () => {
  serveModule()
  await open(Detail, { modelId: 'm1' })
  expect(screen.getByRole('alert')).toHaveTextContent('缺少记录参数')
})

it('scanForm previews the record (?modelId=&id=) with nothing to open', async () => {
  serveModule({ flow: true })
  reply('GET', `${OD}/m1/r1`, { ...RECORD, flowState: 2, flowTaskId: 't1' })
  const { container } = await open(ScanForm)
  expect(screen.getByText('2#墩临边防护缺失')).toBeInTheDocument()
  expect(container.querySelectorAll('input, textarea')).toHaveLength(0)
  expect(screen.queryByText('查看审批流程')).toBeNull()
})
