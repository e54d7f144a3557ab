/**
 * The administrator's actions on the flow screen (FlowBefore/Assign, Suspend, Restore): offered to an
 * administrator only, on a task in approval (指派, 挂起) or suspended (恢复 alone); in 更多 when the
 * screen has other actions, a compact bar of their own otherwise. Each is confirmed, sent, and the
 * detail loaded again; a refusal keeps the sheet, what was typed and the server's words.
 */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import { fail, reply, toasts } from '../../helpers/taro-server'
import FlowBefore from '@/pages/workFlow/flowBefore/index'
import {
  adminActionsOf, assignBody, assignConfirmText, assignProblem, currentNodesOf, initialAssignNode, placeAdmin, type AdminContext
} from '@/pages/workFlow/flowBefore/rules'
import { useSession } from '@/stores/session'
import type { FlowTaskNode } from '../../../../types/api/workflow'
import { typeInto } from '../../components/FormEngine/setup'
import { BASE, config, detail, openWith, setUpFlow, todoDetail } from '../flowBefore/fixtures'
import { confirms, declineNextConfirm, sent, settle, tap, tearDown, userInfo } from './helpers'

const DETAIL = `${BASE}/FlowBefore/t1`
const USERS = '/api/permission/Users/ImUser'

const asAdmin = () => useSession.setState({ userInfo: { ...userInfo, isAdministrator: true } } as never)

beforeEach(() => {
  setUpFlow()
  reply('GET', USERS, { list: [{ id: 'u2', realName: '李四', account: 'lisi', department: '工程部' }, { id: 'u3', realName: '王五', account: 'wangwu' }], pagination: { total: 2 } })
})
afterEach(tearDown)

type Answer = ReturnType<typeof detail>
const suspended = () => detail({}, { status: 6, suspend: true })
/** Task t1 with two nodes being handled at once (parallel branches). */
function twoNodes (): Answer {
  const d = detail()
  const [start, rectify, verify] = d.flowTaskNodeList
  return { ...d, flowTaskNodeList: [start, rectify, { ...verify, type: '1', userName: '赵六' }] }
}

async function show (c: Record<string, unknown>, answer: unknown) {
  openWith(c)
  reply('GET', DETAIL, answer)
  render(<FlowBefore />)
  await settle()
}

const button = (name: string) => screen.getByRole('button', { name })
const adminBar = () => screen.queryByRole('toolbar', { name: '管理操作' })
const barTexts = (name: string) => {
  const bar = screen.queryByRole('toolbar', { name })
  return bar ? within(bar).queryAllByRole('button').map((b) => b.textContent) : []
}
const loads = () => sent(DETAIL).length

/** The ActionSheet's items once 更多 is open. */
async function moreItems (): Promise<string[]> {
  await tap(button('更多'))
  return [...document.querySelectorAll('.nut-actionsheet-item')].map((el) => el.textContent ?? '')
}

describe('who sees what', () => {
  it('an administrator on a task copied to them in approval: a compact bar of 指派 and 挂起', async () => {
    asAdmin()
    await show(config({ opType: 3 }), detail())
    expect(barTexts('管理操作')).toEqual(['指派', '挂起'])
    expect(screen.queryByRole('toolbar', { name: '流程操作' })).toBeNull()
  })

  it('an administrator on their own todo: 指派 and 挂起 go into 更多, after the node\'s own', async () => {
    asAdmin()
    await show(config({ opType: 1, taskId: 'op1' }), todoDetail())
    expect(adminBar()).toBeNull()
    expect(await moreItems()).toEqual(['转办', '加签', '暂存', '终止', '指派', '挂起'])
  })

  it('an administrator on a task they launched: 更多 appears beside 催办 and 撤回', async () => {
    asAdmin()
    await show(config({ opType: 0 }), detail())
    expect(barTexts('流程操作')).toEqual(['更多', '催办', '撤回'])
    expect(await moreItems()).toEqual(['指派', '挂起'])
  })

  it('an administrator on a suspended task: the notice and 恢复 alone', async () => {
    asAdmin()
    await show(config({ opType: 1, taskId: 'op1', status: 6 }), { ...todoDetail(), flowTaskInfo: { ...todoDetail().flowTaskInfo, status: 6, suspend: true } })
    expect(screen.getByText('该流程已挂起')).toBeInTheDocument()
    expect(barTexts('管理操作')).toEqual(['恢复'])
    expect(screen.queryByRole('toolbar', { name: '流程操作' })).toBeNull()
  })

  it('an administrator on an approved task: nothing new', async () => {
    asAdmin()
    await show(config({ opType: 3, status: 2 }), detail({}, { status: 2 }))
    expect(screen.getByText('2#墩临边防护缺失')).toBeInTheDocument()
    expect(screen.queryAllByRole('toolbar')).toHaveLength(0)
  })

  it.each<[string, Record<string, unknown>, unknown]>([
    ['copied, in approval', config({ opType: 3 }), detail()],
    ['suspended', config({ opType: 3, status: 6 }), suspended()]
  ])('someone else (%s): no admin action at all', async (_what, c, answer) => {
    await show(c, answer)
    expect(screen.getByText('2#墩临边防护缺失')).toBeInTheDocument()
    expect(screen.queryAllByRole('toolbar')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: '指派' })).toBeNull()
    expect(screen.queryByRole('button', { name: '恢复' })).toBeNull()
  })

  it('someone else, their own task: the bar as before, no 更多', async () => {
    await show(config({ opType: 0 }), detail())
    expect(barTexts('流程操作')).toEqual(['催办', '撤回'])
  })
})

describe('指派', () => {
  it('two current nodes: asks for the node, then the user, confirms and sends nodeCode, freeApproverUserId and the note', async () => {
    asAdmin()
    reply('POST', `${BASE}/FlowBefore/Assign/t1`, null, { msg: '指派成功' })
    await show(config({ opType: 3 }), twoNodes())
    await tap(button('指派'))
    const nodes = screen.getByRole('radiogroup', { name: '指派节点' })
    expect(within(nodes).getAllByRole('radio').map((r) => [r.textContent, r.getAttribute('aria-checked')]))
      .toEqual([['施工单位整改', 'false'], ['监理复查', 'false']])

    // nothing chosen yet: the first thing missing, nothing sent
    await tap(button('确定指派'))
    expect(toasts()).toEqual(['请选择指派节点'])
    await tap(within(nodes).getByRole('radio', { name: '监理复查' }))
    expect(screen.getByText('当前处理人：赵六')).toBeInTheDocument()
    await tap(button('确定指派'))
    expect(toasts()).toEqual(['请选择指派节点', '请选择指派人'])

    await tap(button('选择指派人'))
    await tap(screen.getByRole('option', { name: '李四' }))
    expect(within(button('选择指派人')).getByText('李四')).toBeInTheDocument()
    typeInto(screen.getByLabelText('指派说明'), ' 赵六休假 ')
    await tap(button('确定指派'))

    expect(confirms()).toEqual(['指派: 确定将「监理复查」指派给「李四」吗？'])
    expect(sent(`${BASE}/FlowBefore/Assign/t1`, 'POST').map((r) => r.data))
      .toEqual([{ nodeCode: 'hazard_verify', freeApproverUserId: 'u2', handleOpinion: '赵六休假' }])
    expect(toasts()).toContain('指派成功')
    expect(loads()).toBe(2)
    expect(screen.queryByLabelText('指派说明')).toBeNull()
  })

  it('one current node: no choice to make, it is named', async () => {
    asAdmin()
    reply('POST', `${BASE}/FlowBefore/Assign/t1`, null)
    await show(config({ opType: 3 }), detail())
    await tap(button('指派'))
    expect(screen.queryByRole('radiogroup', { name: '指派节点' })).toBeNull()
    expect(screen.getByText('施工单位整改')).toBeInTheDocument()
    expect(screen.getByText('当前处理人：王五')).toBeInTheDocument()
    await tap(button('选择指派人'))
    await tap(screen.getByRole('option', { name: '王五' }))
    await tap(button('确定指派'))
    expect(confirms()).toEqual(['指派: 确定将「施工单位整改」指派给「王五」吗？'])
    expect(sent(`${BASE}/FlowBefore/Assign/t1`, 'POST')[0].data).toEqual({ nodeCode: 'hazard_rectify', freeApproverUserId: 'u3', handleOpinion: '' })
  })

  it('a refusal keeps the sheet, the choice and the note, with the server\'s words; no reload', async () => {
    asAdmin()
    fail('POST', `${BASE}/FlowBefore/Assign/t1`, '指派人不存在或已停用')
    await show(config({ opType: 3 }), detail())
    await tap(button('指派'))
    await tap(button('选择指派人'))
    await tap(screen.getByRole('option', { name: '李四' }))
    typeInto(screen.getByLabelText('指派说明'), '临时顶岗')
    await tap(button('确定指派'))

    expect(sent(`${BASE}/FlowBefore/Assign/t1`, 'POST')).toHaveLength(1)
    expect(screen.getByRole('alert')).toHaveTextContent('指派人不存在或已停用')
    expect(toasts()).toContain('指派人不存在或已停用')
    expect(toasts()).not.toContain('指派成功')
    expect((screen.getByLabelText('指派说明') as HTMLTextAreaElement).value).toBe('临时顶岗')
    expect(within(button('选择指派人')).getByText('李四')).toBeInTheDocument()
    expect(loads()).toBe(1)
  })

  it('declined at the confirm: nothing goes, the sheet stays', async () => {
    asAdmin()
    reply('POST', `${BASE}/FlowBefore/Assign/t1`, null)
    await show(config({ opType: 3 }), detail())
    await tap(button('指派'))
    await tap(button('选择指派人'))
    await tap(screen.getByRole('option', { name: '李四' }))
    declineNextConfirm()
    await tap(button('确定指派'))
    expect(sent(`${BASE}/FlowBefore/Assign/t1`, 'POST')).toHaveLength(0)
    expect(button('确定指派')).toBeInTheDocument()
  })
})

describe('挂起 and 恢复', () => {
  it('挂起 from 更多: the reason, a confirm, Suspend, and the reloaded screen says it is suspended and offers 恢复', async () => {
    asAdmin()
    reply('POST', `${BASE}/FlowBefore/Suspend/t1`, null, { msg: '挂起成功' })
    await show(config({ opType: 0 }), detail())
    await moreItems()
    await tap(screen.getByText('挂起'))
    typeInto(screen.getByLabelText('挂起原因'), '停工整顿')
    reply('GET', DETAIL, suspended())
    await tap(button('确定挂起'))

    expect(confirms()).toEqual(['挂起流程: 确定挂起该流程吗？挂起后所有人都无法办理，直到管理员恢复。'])
    expect(sent(`${BASE}/FlowBefore/Suspend/t1`, 'POST').map((r) => r.data)).toEqual([{ handleOpinion: '停工整顿' }])
    expect(toasts()).toContain('挂起成功')
    expect(loads()).toBe(2)
    expect(screen.getByText('该流程已挂起')).toBeInTheDocument()
    expect(barTexts('管理操作')).toEqual(['恢复'])
    expect(screen.queryByLabelText('挂起原因')).toBeNull()
  })

  it('a refused 挂起 keeps the reason and shows why', async () => {
    asAdmin()
    fail('POST', `${BASE}/FlowBefore/Suspend/t1`, '流程不在审批中，无法挂起')
    await show(config({ opType: 3 }), detail())
    await tap(button('挂起'))
    typeInto(screen.getByLabelText('挂起原因'), '停工整顿')
    await tap(button('确定挂起'))
    expect(screen.getByRole('alert')).toHaveTextContent('流程不在审批中，无法挂起')
    expect((screen.getByLabelText('挂起原因') as HTMLTextAreaElement).value).toBe('停工整顿')
    expect(loads()).toBe(1)
  })

  it('恢复: a confirm, Restore, and the reloaded screen is back in approval', async () => {
    asAdmin()
    reply('POST', `${BASE}/FlowBefore/Restore/t1`, null, { msg: '恢复成功' })
    await show(config({ opType: 3, status: 6 }), suspended())
    reply('GET', DETAIL, detail())
    await tap(button('恢复'))
    expect(confirms()).toEqual(['恢复流程: 确定恢复该流程吗？恢复后审批人可继续办理。'])
    expect(sent(`${BASE}/FlowBefore/Restore/t1`, 'POST').map((r) => r.data)).toEqual([{}])
    expect(toasts()).toContain('恢复成功')
    expect(loads()).toBe(2)
    expect(screen.queryByText('该流程已挂起')).toBeNull()
    expect(barTexts('管理操作')).toEqual(['指派', '挂起'])
  })

  it('恢复 declined: nothing goes; refused: the server\'s words, still suspended', async () => {
    asAdmin()
    fail('POST', `${BASE}/FlowBefore/Restore/t1`, '流程未挂起，无需恢复')
    await show(config({ opType: 3, status: 6 }), suspended())
    declineNextConfirm()
    await tap(button('恢复'))
    expect(sent(`${BASE}/FlowBefore/Restore/t1`, 'POST')).toHaveLength(0)
    await tap(button('恢复'))
    expect(toasts()).toEqual(['流程未挂起，无需恢复'])
    expect(loads()).toBe(1)
    expect(screen.getByText('该流程已挂起')).toBeInTheDocument()
  })
})

describe('rules', () => {
  const node = (nodeCode: string, type: string, nodeType = 'approver') => ({ nodeCode, nodeName: nodeCode, type, nodeType }) as FlowTaskNode
  const ctx: AdminContext = { isAdmin: true, hasTask: true, status: 1, suspended: false, currentNodes: 1 }

  it('currentNodesOf: the nodes of type "1", approval nodes only, once each', () => {
    expect(currentNodesOf([node('s', '0', 'start'), node('a', '1'), node('b', '1'), node('a', '1'), node('c', '2'), node('x', '1', 'subFlow')])
      .map((n) => n.nodeCode)).toEqual(['a', 'b'])
    expect(currentNodesOf(null)).toEqual([])
  })

  it.each<[string, Partial<AdminContext>, string[]]>([
    ['in approval', {}, ['assign', 'suspend']],
    ['in approval, no node being handled', { currentNodes: 0 }, ['suspend']],
    ['suspended (status 6)', { status: 6, suspended: true }, ['restore']],
    ['suspend flag on status 1', { suspended: true }, ['restore']],
    ['approved', { status: 2 }, []],
    ['returned', { status: 3 }, []],
    ['not an administrator', { isAdmin: false }, []],
    ['not an administrator, suspended', { isAdmin: false, status: 6, suspended: true }, []],
    ['no task (a new launch)', { hasTask: false }, []]
  ])('adminActionsOf: %s', (_what, over, expected) => {
    expect(adminActionsOf({ ...ctx, ...over })).toEqual(expected)
  })

  it('placeAdmin: into 更多 when the bar shows anything, a bar of their own otherwise', () => {
    expect(placeAdmin({ buttons: ['a'], more: ['m'] }, ['x'])).toEqual({ buttons: ['a'], more: ['m', 'x'], adminOnly: false })
    expect(placeAdmin({ buttons: ['a'], more: [] }, ['x'])).toEqual({ buttons: ['a'], more: ['x'], adminOnly: false })
    expect(placeAdmin({ buttons: [], more: [] }, ['x', 'y'])).toEqual({ buttons: ['x', 'y'], more: [], adminOnly: true })
    expect(placeAdmin({ buttons: ['a'], more: [] }, [])).toEqual({ buttons: ['a'], more: [], adminOnly: false })
  })

  it('assign: the node first, then the user; the body as the server reads it', () => {
    const nodes = [node('a', '1'), node('b', '1')]
    const user = { id: 'u2', fullName: '李四' }
    expect(initialAssignNode(nodes)).toBe('')
    expect(initialAssignNode([nodes[0]])).toBe('a')
    expect(assignProblem({ nodeCode: '', user, opinion: '' }, nodes)).toBe('请选择指派节点')
    expect(assignProblem({ nodeCode: 'z', user, opinion: '' }, nodes)).toBe('请选择指派节点')
    expect(assignProblem({ nodeCode: 'b', user: null, opinion: '' }, nodes)).toBe('请选择指派人')
    expect(assignProblem({ nodeCode: 'b', user, opinion: '' }, nodes)).toBe('')
    expect(assignBody({ nodeCode: 'b', user, opinion: ' 顶岗 ' })).toEqual({ nodeCode: 'b', freeApproverUserId: 'u2', handleOpinion: '顶岗' })
    expect(assignConfirmText('监理复查', '李四')).toBe('确定将「监理复查」指派给「李四」吗？')
  })
})
