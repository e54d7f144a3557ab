/** 表单预览 (scanForm): a task's form read-only from a scanned config or task id; 查看流程 opens the flow screen read-only. */
import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import { reply, taro } from '../../helpers/taro-server'
import ScanForm from '@/pages/workFlow/scanForm/index'
import { decodeJsonBase64 } from '@/core/base64'
import { sent, settle, tap, tearDown } from '../workflow/helpers'
import { BASE, config, detail, openWith, setUpFlow } from './fixtures'

beforeEach(setUpFlow)
afterEach(tearDown)

it('from a config: the form read-only, the status; 查看流程 opens the flow screen as read-only', async () => {
  openWith(config({ opType: 1, taskId: 'op1' }))
  reply('GET', `${BASE}/FlowBefore/t1`, detail())
  render(<ScanForm />)
  await settle()
  expect(sent(`${BASE}/FlowBefore/t1`)[0].query).toEqual({ taskNodeId: 'tn_hazard_rectify', flowId: 'flow_hazard' })
  expect(screen.getByText('2#墩临边防护缺失')).toBeInTheDocument()
  expect(screen.getByText('审核中')).toBeInTheDocument()
  expect(document.querySelectorAll('input, textarea')).toHaveLength(0)
  await tap(screen.getByText('查看流程'))
  const url = taro.navigateTo.mock.calls[0][0].url as string
  expect(decodeJsonBase64(decodeURIComponent(url.split('config=')[1]))).toMatchObject({ id: 't1', opType: 3 })
})

it('from a bare task id', async () => {
  taro.__setRouterParams({ id: 't1' })
  reply('GET', `${BASE}/FlowBefore/t1`, detail())
  render(<ScanForm />)
  await settle()
  expect(screen.getByText('张三上报的隐患整改')).toBeInTheDocument()
})

it('nothing readable: says the code is not valid', async () => {
  taro.__setRouterParams({ config: 'xx' })
  render(<ScanForm />)
  await settle()
  expect(screen.getByRole('alert')).toHaveTextContent('二维码内容无效，请重新扫描')
})
