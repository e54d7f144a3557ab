/**
 * 批量审批 in 待我审批 (API.md 4.1 category 4, FlowBefore/BatchOperation): the mode switch, the checks
 * and 全选, 批量同意 / 批量退回 through the opinion sheet and a confirm, the toast of the outcome, the
 * failures with their reasons, and the refreshed list; the signature 批量同意 asks for when a checked
 * todo's node demands one (approversProperties.hasSign).
 */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import { handle, reply, taro, toasts } from '../../helpers/taro-server'
import FlowTodo from '@/pages/workFlow/flowTodo/index'
import { signsNeeded, toggled } from '@/pages/workFlow/flowTodo/BatchApproval'
import { useSession } from '@/stores/session'
import { batchResultText } from '@/core/workflow'
import { typeInto } from '../../components/FormEngine/setup'
import { BASE, confirms, declineNextConfirm, page, sent, setUp, settle, tap, tearDown, userInfo } from './helpers'

beforeEach(setUp)
afterEach(tearDown)

const TODO = `${BASE}/FlowBefore/List/1`
const BATCH = `${BASE}/FlowBefore/List/4`
const OPERATION = `${BASE}/FlowBefore/BatchOperation`

const row = (n: number, over: Record<string, unknown> = {}) => ({
  id: `op${n}`, processId: `t${n}`, flowId: 'flow_progressDaily', flowCode: 'progressDaily', enCode: `RB${n}`, fullName: `施工日报${n}`,
  flowName: '施工日报', flowCategory: 'progress', formType: 2, status: 1, flowUrgent: 1, thisStep: '监理工程师审核', thisStepId: `n${n}`,
  nodeName: '监理工程师审核', creatorUserId: 'u1', userName: '张伟/shigong', creatorTime: Date.now() - 3600_000, startTime: 0,
  description: '', flowVersion: '1', delegateUser: '', approversProperties: null, ...over
})

const SIGN = 'data:image/svg+xml;base64,PHN2Zy8+'
/** A 监理日志 todo whose node (总监审阅) demands a signature. */
const logRow = (n: number) => row(n, {
  flowName: '监理日志', fullName: `监理日志${n}`, nodeName: '总监审阅', thisStep: '总监审阅',
  approversProperties: { title: '总监审阅', hasSign: true, hasOpinion: true }
})

const check = (name: string) => screen.getByRole('checkbox', { name })
const button = (name: string) => screen.getByRole('button', { name })

/** 待我审批, switched to 批量审批 over `rows`. */
async function openBatch (rows = [row(1), row(2)]) {
  reply('GET', TODO, page([row(9)]))
  reply('GET', BATCH, page(rows))
  render(<FlowTodo />)
  await settle()
  await tap(button('批量审批'))
}

it('批量审批 switches to the category-4 list, each card with a check; 完成 goes back to the todo list', async () => {
  await openBatch()
  expect(sent(BATCH)[0].query).toEqual({ currentPage: '1', pageSize: '20' })
  expect(check('施工日报1')).toHaveAttribute('aria-checked', 'false')
  expect(within(check('施工日报2')).getByText('监理工程师审核')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '施工日报9' })).toBeNull()
  await tap(button('退出批量审批'))
  expect(screen.getByRole('button', { name: '施工日报9' })).toBeInTheDocument()
  expect(sent(TODO)).toHaveLength(2)
})

it('a tap checks and unchecks a card; 全选 checks every one, and again none', async () => {
  await openBatch()
  await tap(check('施工日报1'))
  expect(check('施工日报1')).toHaveAttribute('aria-checked', 'true')
  expect(screen.getByText('已选 1 条')).toBeInTheDocument()
  await tap(check('全选'))
  expect(check('施工日报2')).toHaveAttribute('aria-checked', 'true')
  expect(check('全选')).toHaveAttribute('aria-checked', 'true')
  expect(screen.getByText('已选 2 条')).toBeInTheDocument()
  await tap(check('全选'))
  expect(screen.getByText('已选 0 条')).toBeInTheDocument()
})

it('nothing checked: 请选择要审批的流程, and no sheet', async () => {
  await openBatch()
  await tap(screen.getByText('批量同意'))
  expect(toasts()).toContain('请选择要审批的流程')
  expect(screen.queryByLabelText('审批意见')).toBeNull()
})

it('批量同意: the sheet, a confirm, one BatchOperation; the outcome toasted, the failures with their reasons, the list again', async () => {
  await openBatch()
  reply('POST', OPERATION, { success: 1, failed: [{ id: 'op2', fullName: '施工日报2', msg: '该审批已被他人处理' }] }, { msg: '批量审批完成' })
  await tap(check('全选'))
  await tap(screen.getByText('批量同意'))
  expect(screen.getByText('已选 2 条流程，将逐条同意')).toBeInTheDocument()
  expect(screen.queryByRole('group', { name: '签名区' })).toBeNull()
  typeInto(screen.getByLabelText('审批意见'), ' 同意 ')
  reply('GET', BATCH, page([row(2)]))
  await tap(screen.getByText('确定'))
  expect(confirms()).toEqual(['批量同意: 确定同意选中的 2 条流程吗？'])
  const posts = sent(OPERATION, 'POST')
  expect(posts).toHaveLength(1)
  expect(posts[0].data).toEqual({ ids: ['op1', 'op2'], batchType: 0, handleOpinion: '同意' })
  expect(toasts()).not.toContain('请先签名')
  expect(toasts()).toContain('成功 1 条，失败 1 条')
  expect(screen.queryByLabelText('审批意见')).toBeNull()
  const failed = screen.getByRole('region', { name: '未处理的流程' })
  expect(within(failed).getByText('施工日报2：该审批已被他人处理')).toBeInTheDocument()
  expect(sent(BATCH)).toHaveLength(2)
  expect(screen.queryByRole('checkbox', { name: '施工日报1' })).toBeNull()
  expect(screen.getByText('已选 0 条')).toBeInTheDocument()
  await tap(screen.getByText('知道了'))
  expect(screen.queryByRole('region', { name: '未处理的流程' })).toBeNull()
})

it('批量退回 asks for the opinion first; then batchType 1 with it', async () => {
  await openBatch()
  reply('POST', OPERATION, { success: 1, failed: [] })
  await tap(check('施工日报2'))
  await tap(screen.getByText('批量退回'))
  await tap(screen.getByText('确定'))
  expect(toasts()).toContain('请输入退回意见')
  expect(confirms()).toEqual([])
  typeInto(screen.getByLabelText('审批意见'), '照片不清晰')
  await tap(screen.getByText('确定'))
  expect(confirms()).toEqual(['批量退回: 确定退回选中的 1 条流程吗？'])
  expect(sent(OPERATION, 'POST')[0].data).toEqual({ ids: ['op2'], batchType: 1, handleOpinion: '照片不清晰' })
  expect(toasts()).toContain('成功 1 条，失败 0 条')
  expect(screen.queryByRole('region', { name: '未处理的流程' })).toBeNull()
})

it('a declined confirm sends nothing and keeps the checks', async () => {
  await openBatch()
  await tap(check('施工日报1'))
  await tap(screen.getByText('批量同意'))
  declineNextConfirm()
  await tap(screen.getByText('确定'))
  expect(sent(OPERATION, 'POST')).toHaveLength(0)
  expect(check('施工日报1')).toHaveAttribute('aria-checked', 'true')
})

it('a refused batch (the requester toasts it) keeps the sheet and the checks', async () => {
  await openBatch()
  handle('POST', OPERATION, () => ({ body: { code: 400, msg: '一次最多批量审批50条' } }))
  await tap(check('施工日报1'))
  await tap(screen.getByText('批量同意'))
  await tap(screen.getByText('确定'))
  expect(toasts()).toContain('一次最多批量审批50条')
  expect(screen.getByLabelText('审批意见')).toBeInTheDocument()
  expect(check('施工日报1')).toHaveAttribute('aria-checked', 'true')
  expect(taro.showModal).toHaveBeenCalledTimes(1)
})

describe('a todo whose node demands a signature', () => {
  const withSaved = () => useSession.setState({ userInfo: { ...userInfo, signImg: SIGN } } as never)

  it('批量同意 shows the signature section; without a signature 请先签名 and nothing sent', async () => {
    await openBatch([row(1), logRow(2)])
    await tap(check('全选'))
    await tap(screen.getByText('批量同意'))
    const sign = screen.getByRole('group', { name: '签名区' })
    expect(within(sign).getByText('其中 1 条流程需要签名')).toBeInTheDocument()
    expect(within(sign).getByRole('button', { name: '手写签名' })).toBeInTheDocument()
    expect(within(sign).queryByRole('button', { name: '使用我的签名' })).toBeNull()
    await tap(screen.getByText('确定'))
    expect(toasts()).toContain('请先签名')
    expect(confirms()).toEqual([])
    expect(sent(OPERATION, 'POST')).toHaveLength(0)
    expect(screen.getByLabelText('审批意见')).toBeInTheDocument()
  })

  it('使用我的签名 takes the saved one, shown, and sent as signImg with the batch', async () => {
    withSaved()
    await openBatch([logRow(1), logRow(2)])
    reply('POST', OPERATION, { success: 2, failed: [] })
    await tap(check('全选'))
    await tap(screen.getByText('批量同意'))
    expect(screen.getByText('所选流程需要签名')).toBeInTheDocument()
    await tap(screen.getByRole('button', { name: '使用我的签名' }))
    expect(screen.getByLabelText('签名')).toHaveAttribute('src', SIGN)
    expect(screen.getByRole('button', { name: '重新签名' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '使用我的签名' })).toBeNull()
    await tap(screen.getByText('确定'))
    expect(confirms()).toEqual(['批量同意: 确定同意选中的 2 条流程吗？'])
    expect(sent(OPERATION, 'POST')[0].data).toEqual({ ids: ['op1', 'op2'], batchType: 0, handleOpinion: '', signImg: SIGN })
    expect(toasts()).toContain('成功 2 条，失败 0 条')
  })

  it('手写签名 opens the pad in the sheet; 取消 goes back to the choices; 清除 drops the signature', async () => {
    withSaved()
    await openBatch([logRow(1)])
    await tap(check('监理日志1'))
    await tap(screen.getByText('批量同意'))
    await tap(screen.getByRole('button', { name: '手写签名' }))
    expect(screen.getByLabelText('签名板')).toBeInTheDocument()
    expect(screen.getByText('请在下方区域内签名')).toBeInTheDocument()
    await tap(within(screen.getByLabelText('签名板')).getByText('取消'))
    expect(screen.queryByLabelText('签名板')).toBeNull()
    await tap(screen.getByRole('button', { name: '使用我的签名' }))
    await tap(screen.getByText('清除'))
    expect(screen.queryByLabelText('签名')).toBeNull()
    await tap(screen.getByText('确定'))
    expect(toasts()).toContain('请先签名')
    expect(sent(OPERATION, 'POST')).toHaveLength(0)
  })

  it('批量退回 asks for no signature and sends none', async () => {
    withSaved()
    await openBatch([logRow(1)])
    reply('POST', OPERATION, { success: 1, failed: [] })
    await tap(check('监理日志1'))
    await tap(screen.getByText('批量退回'))
    expect(screen.queryByRole('group', { name: '签名区' })).toBeNull()
    typeInto(screen.getByLabelText('审批意见'), '补充旁站记录')
    await tap(screen.getByText('确定'))
    expect(sent(OPERATION, 'POST')[0].data).toEqual({ ids: ['op1'], batchType: 1, handleOpinion: '补充旁站记录' })
  })

  it('a signature-needing todo that is not checked asks for nothing', async () => {
    withSaved()
    await openBatch([row(1), logRow(2)])
    reply('POST', OPERATION, { success: 1, failed: [] })
    await tap(check('施工日报1'))
    await tap(screen.getByText('批量同意'))
    expect(screen.queryByRole('group', { name: '签名区' })).toBeNull()
    await tap(screen.getByText('确定'))
    expect(sent(OPERATION, 'POST')[0].data).toEqual({ ids: ['op1'], batchType: 0, handleOpinion: '' })
  })
})

it('empty: its own text', async () => {
  await openBatch([])
  expect(screen.getByText('暂无可批量审批的流程')).toBeInTheDocument()
})

describe('rules', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `op${i}`)
  it.each<[string, string[], string, string[] | null]>([
    ['checks one more', ['a'], 'b', ['a', 'b']],
    ['unchecks a checked one', ['a', 'b'], 'a', ['b']],
    ['refuses a 51st', ids(50), 'x', null],
    ['unchecks at the limit', ids(50), 'op0', ids(50).slice(1)]
  ])('toggled %s', (_what, chosen, id, expected) => expect(toggled(chosen, id)).toEqual(expected))

  it('signsNeeded counts the checked todos whose node demands a signature', () => {
    const items = [row(1), logRow(2), logRow(3), row(4, { approversProperties: { hasSign: false } })] as never[]
    expect(signsNeeded(items, ['op1', 'op2', 'op4'])).toBe(1)
    expect(signsNeeded(items, ['op2', 'op3'])).toBe(2)
    expect(signsNeeded(items, ['op1', 'op4'])).toBe(0)
  })

  it.each([[{ success: 3, failed: [] }, '成功 3 条，失败 0 条'], [{ success: 0, failed: [{}, {}] }, '成功 0 条，失败 2 条']])(
    'batchResultText %j', (result, text) => expect(batchResultText(result)).toBe(text))
})
