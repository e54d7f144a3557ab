/**
 * A suspended task (status 6 挂起, flowTaskInfo.suspend) on the flow screen: the notice 该流程已挂起
 * and no action bar, whoever opens it and however; restored, the bar is back.
 */
import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import { reply } from '../../helpers/taro-server'
import FlowBefore from '@/pages/workFlow/flowBefore/index'
import { barOf } from '@/pages/workFlow/flowBefore/rules'
import { isSuspended } from '@/core/workflow'
import { BASE, config, detail, openWith, setUpFlow, todoDetail } from '../flowBefore/fixtures'
import { settle, tearDown } from './helpers'

beforeEach(setUpFlow)
afterEach(tearDown)

const bar = () => screen.queryAllByRole('button').filter((b) => b.getAttribute('data-action')).map((b) => b.textContent)

async function show (c: Record<string, unknown>, answer: unknown) {
  openWith(c)
  reply('GET', `${BASE}/FlowBefore/t1`, answer)
  render(<FlowBefore />)
  await settle()
}

describe('a suspended task on the flow screen', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    ['my task (status 6)', config({ status: 6 }), detail({}, { status: 6, suspend: true })],
    ['my todo, opened from the todo list', config({ opType: 1, taskId: 'op1', status: 6 }), detail({}, { status: 6, suspend: true })],
    ['a todo whose answer still carries its buttons (suspend flag only)', config({ opType: 1, taskId: 'op1' }), { ...todoDetail(), flowTaskInfo: { ...todoDetail().flowTaskInfo, suspend: true } }],
    ['copied to me', config({ opType: 3 }), detail({}, { status: 6, suspend: true })]
  ])('%s: 该流程已挂起, no action bar', async (_what, c, answer) => {
    await show(c, answer)
    expect(screen.getByText('该流程已挂起')).toBeInTheDocument()
    expect(bar()).toEqual([])
    expect(screen.queryByRole('toolbar', { name: '流程操作' })).toBeNull()
    expect(screen.queryByText('该待办已处理或无需您处理，当前仅可查看')).toBeNull()
  })

  it('restored (status 1): no notice, the todo\'s bar is back', async () => {
    await show(config({ opType: 1, taskId: 'op1' }), todoDetail())
    expect(screen.queryByText('该流程已挂起')).toBeNull()
    expect(bar()).toContain('整改完成')
  })
})

describe('rules', () => {
  it.each<[number, boolean | undefined, boolean]>([[6, undefined, true], [6, false, true], [1, true, true], [1, false, false], [2, undefined, false]])(
    'isSuspended(%s, %s) = %s', (status, suspend, expected) => expect(isSuspended(status, suspend)).toBe(expected))

  it('barOf: nothing for a suspended task, whatever the node allows', () => {
    const props = todoDetail().approversProperties as never
    const c = { opType: 1 as const, status: 1, hasTask: true, props, start: undefined, hideCancelBtn: false }
    expect(barOf(c).buttons.length).toBeGreaterThan(0)
    expect(barOf({ ...c, suspended: true })).toEqual({ buttons: [], more: [] })
  })
})
