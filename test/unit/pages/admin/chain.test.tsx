/**
 * 管理 → 审批流程 through the fake backend: a flow's chain shown top to bottom with each node's
 * approvers; a node added with a role approver and saved as the next version (the tree sent whole,
 * linked in order); a save the server refuses shows its message and keeps the edit; a chain with
 * an approval node lacking approvers is not sent; removing asks first; only a system administrator.
 */
import '@testing-library/jest-dom'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { handle, reply, toasts } from '../../helpers/taro-server'
import ChainPage from '@/pages/admin/chain/index'
import { useSession } from '@/stores/session'
import type { FlowNode } from '../../../../types/api/workflow'
import { confirms, declineNextConfirm, sent, setUp, settle, tap, tearDown, userInfo } from '../workflow/helpers'

beforeEach(setUp)
afterEach(tearDown)

const F = '/api/workflow/Engine/FlowEngine'
const TREE: FlowNode = {
  nodeId: 'start', type: 'start', properties: { title: '提出隐患类型' },
  childNode: { nodeId: 'approve', type: 'approver', prevId: 'start', properties: { title: '总监审批', assigneeType: 6, approverRole: ['r_zj'], assigneeScope: 'project' } }
}
const INFO = { id: 'f1', fullName: '隐患类型审批', enCode: 'pitfallCustom', version: 1, flowTemplateJson: JSON.stringify(TREE),
  versions: [{ version: 1, creatorTime: 0, current: true, running: 3 }], formFields: [] }

/** The flow as the server keeps it: a save answers the next version and is what GET answers after it. */
function backend (refuse = '', positions: unknown[] = []) {
  let current = INFO
  useSession.setState({ userInfo: { ...userInfo, isAdministrator: true } } as never)
  reply('GET', F, { list: [
    { id: 'f1', fullName: '隐患类型审批', enCode: 'pitfallCustom', category: 'safety', version: 1, nodeCount: 1, moduleName: '隐患类型', enabledMark: 1, updatedTime: null, customised: false },
    { id: 'f0', fullName: '无审批节点', enCode: 'none', category: '', version: 1, nodeCount: 0, moduleName: '', enabledMark: 1, updatedTime: null, customised: false }
  ] })
  handle('GET', `${F}/f1`, () => ({ body: { code: 200, msg: '', data: current } }))
  handle('PUT', `${F}/f1`, (req) => {
    if (refuse) return { body: { code: 400, msg: refuse } }
    const b = req.data as { flowTemplateJson: string }
    current = { ...current, version: current.version + 1, flowTemplateJson: b.flowTemplateJson }
    return { body: { code: 200, msg: '保存成功,已生成新版本', data: { version: current.version } } }
  })
  reply('GET', '/api/permission/Role', { list: [{ id: 'r_zj', fullName: '总监理工程师', enCode: 'zongjian' }, { id: 'r_sg', fullName: '施工项目经理', enCode: 'shigong' }] })
  reply('GET', '/api/permission/Position', { list: positions })
}

async function addNode () {
  render(<ChainPage />)
  await settle()
  expect(screen.queryByText('无审批节点')).toBeNull()
  await tap(screen.getByRole('button', { name: '隐患类型审批' }))
  expect(within(screen.getByRole('button', { name: '审批节点 总监审批' })).getByText('角色：总监理工程师 · 全项目 · 或签')).toBeInTheDocument()
  expect(screen.getByText('3 个进行中的审批按各自发起时的版本继续流转')).toBeInTheDocument()
  await tap(screen.getByRole('button', { name: '在「提出隐患类型」后添加审批节点' }))
  fireEvent.change(screen.getByLabelText('节点名称'), { target: { value: '施工单位确认' } })
  await tap(within(screen.getByRole('group', { name: '审批角色' })).getByRole('checkbox', { name: '施工项目经理' }))
  await tap(within(screen.getByRole('radiogroup', { name: '手写签名' })).getByRole('radio', { name: '需要签名' }))
  await tap(screen.getByRole('button', { name: '确定' }))
  expect(within(screen.getByRole('button', { name: '审批节点 施工单位确认' })).getByText('角色：施工项目经理 · 所在合同段 · 或签 · 需签名')).toBeInTheDocument()
}

describe('审批流程', () => {
  it('adds a node with a role approver and saves the chain as the next version', async () => {
    backend()
    await addNode()
    await tap(screen.getByRole('button', { name: '保存为新版本' }))
    const [put] = sent(`${F}/f1`, 'PUT')
    const body = put.data as { flowTemplateJson: string, version: number }
    expect(body.version).toBe(1)
    const tree = JSON.parse(body.flowTemplateJson) as FlowNode
    expect(tree.childNode?.properties).toMatchObject({ title: '施工单位确认', assigneeType: 6, approverRole: ['r_sg'], hasSign: true })
    expect(tree.childNode?.prevId).toBe('start')
    expect(tree.childNode?.childNode).toMatchObject({ nodeId: 'approve', prevId: tree.childNode?.nodeId })
    expect(toasts()).toContain('已保存为新版本 v2')
    expect(screen.getByText('当前版本 v2')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('已保存为新版本 v2')
    expect(screen.getByRole('button', { name: '审批节点 施工单位确认' })).toBeInTheDocument()
  })

  it('copies a node to a position, shown on its card and sent with the chain', async () => {
    backend('', [{ id: 'pos_aq', fullName: '安全总监', organizeName: '业主单位', enabledMark: 1 }, { id: 'pos_old', fullName: '已停用岗位', enabledMark: 0 }])
    render(<ChainPage />)
    await settle()
    await tap(screen.getByRole('button', { name: '隐患类型审批' }))
    await tap(screen.getByRole('button', { name: '审批节点 总监审批' }))
    const group = screen.getByRole('group', { name: '抄送岗位' })
    expect(within(group).queryByRole('checkbox', { name: '已停用岗位' })).toBeNull()
    await tap(within(group).getByRole('checkbox', { name: '安全总监（业主单位）' }))
    await tap(screen.getByRole('button', { name: '确定' }))
    expect(within(screen.getByRole('button', { name: '审批节点 总监审批' })).getByText('抄送：安全总监')).toBeInTheDocument()
    await tap(screen.getByRole('button', { name: '保存为新版本' }))
    const tree = JSON.parse((sent(`${F}/f1`, 'PUT')[0].data as { flowTemplateJson: string }).flowTemplateJson) as FlowNode
    expect(tree.childNode?.properties.circulatePosition).toEqual(['pos_aq'])
  })

  it('shows the server\'s refusal and keeps the edit', async () => {
    backend('流程已被他人修改,请刷新后重试')
    await addNode()
    await tap(screen.getByRole('button', { name: '保存为新版本' }))
    expect(toasts()).toContain('流程已被他人修改,请刷新后重试')
    expect(screen.getByRole('button', { name: '审批节点 施工单位确认' })).toBeInTheDocument()
    expect(screen.getByText('当前版本 v1 · 有未保存的修改')).toBeInTheDocument()
  })

  it('does not send a chain whose node has no approvers; removes a node only when confirmed', async () => {
    backend()
    render(<ChainPage />)
    await settle()
    await tap(screen.getByRole('button', { name: '隐患类型审批' }))
    await tap(screen.getByRole('button', { name: '在「总监审批」后添加审批节点' }))
    await tap(screen.getByRole('button', { name: '确定' }))
    await tap(screen.getByRole('button', { name: '保存为新版本' }))
    expect(toasts()).toContain('「审批人2」未设置审批人')
    expect(sent(`${F}/f1`, 'PUT')).toEqual([])
    declineNextConfirm()
    await tap(screen.getByRole('button', { name: '删除「审批人2」' }))
    expect(confirms()).toEqual(['删除节点: 删除审批节点「审批人2」？保存后才生效。'])
    expect(screen.getByRole('button', { name: '审批节点 审批人2' })).toBeInTheDocument()
    await tap(screen.getByRole('button', { name: '删除「审批人2」' }))
    expect(screen.queryByRole('button', { name: '审批节点 审批人2' })).toBeNull()
    await tap(screen.getByRole('button', { name: '删除「总监审批」' }))
    expect(toasts()).toContain('流程至少需要一个审批节点')
  })

  it('is for system administrators only', async () => {
    useSession.setState({ userInfo: { ...userInfo, isAdministrator: false, adminProjectIds: ['p1'] } } as never)
    render(<ChainPage />)
    await settle()
    expect(screen.getByText('仅系统管理员可用')).toBeInTheDocument()
    expect(sent(F)).toEqual([])
  })
})
