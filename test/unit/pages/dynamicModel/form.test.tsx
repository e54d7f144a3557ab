/**
 * pages/apply/dynamicModel/form (and the generic pages/form/index): add and change a record, the
 * flow's 提交 / 暂存 with the choices the server asks for, the outbox (same body, Idempotency-Key,
 * queued when offline), server refusals kept on the form, drafts saved and restored.
 */
import '@testing-library/jest-dom'
import { act, render, screen } from '@testing-library/react'
import { fail, handle, navigations, reply, storage, taro, toasts } from '../../helpers/taro-server'
import { typeInto } from '../../components/FormEngine/setup'
import FormPage from '@/pages/apply/dynamicModel/form'
import GenericForm from '@/pages/form/index'
import { useOutbox } from '@/stores/outbox'
import { OD, opened, sent, serveModule, setUp, settle, tap, tearDown } from './helpers'

const CANDIDATES = '/api/workflow/Engine/FlowBefore/Candidates/0'
const DRAFTS = 'dynamicModelExtra'

let bus: ReturnType<typeof setUp>
beforeEach(() => {
  bus = setUp()
  // a page to go back to
  taro.getCurrentPages.mockReturnValue([{}, {}])
})
afterEach(tearDown)

async function open (params: Record<string, string> = { modelId: 'm1', fullName: '隐患排查' }, Page = FormPage) {
  taro.__setRouterParams(params)
  const utils = render(<Page />)
  await settle()
  return utils
}

const type = (placeholder: string, value: string) => act(() => { typeInto(screen.getByPlaceholderText(placeholder), value) })
const fill = async () => {
  await type('请输入隐患标题', '2#墩临边防护缺失')
  await tap(screen.getByText('重大'))
}
const body = (path: string, method = 'POST') => sent(path, method).at(-1)!.data as Record<string, unknown>
const wentBack = () => taro.navigateBack.mock.calls.length

describe('a plain module', () => {
  beforeEach(() => serveModule())

  it('required fields: errors under them, nothing sent, what was typed stays', async () => {
    await open()
    await type('请输入隐患位置', 'K6+320')
    await tap(screen.getByText('保存'))
    expect(screen.getByText('隐患标题不能为空')).toBeInTheDocument()
    expect(screen.getByText('隐患等级不能为空')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入隐患位置')).toHaveValue('K6+320')
    expect(sent(`${OD}/m1`, 'POST')).toHaveLength(0)
    expect(screen.queryByText('暂存')).toBeNull()
  })

  it('保存 goes through the outbox: POST with data as a JSON string and an Idempotency-Key; toast and back', async () => {
    reply('POST', `${OD}/m1`, { id: 'r9' }, { msg: '新建成功' })
    await open()
    await fill()
    await tap(screen.getByText('保存'))
    const [req] = sent(`${OD}/m1`, 'POST')
    expect(Object.keys(req.data as object)).toEqual(['data'])
    expect(JSON.parse((req.data as { data: string }).data)).toMatchObject({ title: '2#墩临边防护缺失', level: '3' })
    expect(req.header['Idempotency-Key']).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(toasts()).toContain('保存成功')
    expect(wentBack()).toBe(1)
    expect(sent(CANDIDATES, 'POST')).toHaveLength(0)
  })

  it('a server refusal is shown on the form, what was typed stays, nothing kept in the outbox', async () => {
    fail('POST', `${OD}/m1`, '隐患位置不能为空')
    await open()
    await fill()
    await tap(screen.getByText('保存'))
    expect(screen.getByRole('alert')).toHaveTextContent('隐患位置不能为空')
    expect(screen.getByPlaceholderText('请输入隐患标题')).toHaveValue('2#墩临边防护缺失')
    expect(useOutbox.getState().entries).toEqual([])
    expect(wentBack()).toBe(0)
  })

  it('without network: kept in the outbox with its key and draft, said so, back', async () => {
    handle('POST', `${OD}/m1`, () => ({ networkError: 'request:fail' }))
    await open()
    await fill()
    await tap(screen.getByText('保存'))
    const [entry] = useOutbox.getState().entries
    expect(entry).toMatchObject({ method: 'POST', url: expect.stringContaining(`${OD}/m1`), draftKey: 'module:m1:new', label: '隐患排查' })
    expect(typeof (entry.body as { data: unknown }).data).toBe('string')
    expect(toasts()).toContain('网络不可用，已存入待发送，恢复网络后自动提交')
    expect(wentBack()).toBe(1)
  })

  it('changing a record: its raw values in the form, PUT to the record', async () => {
    reply('GET', `${OD}/m1/r1`, { id: 'r1', data: JSON.stringify({ title: '旧标题', level: '1', location: 'K1' }) })
    reply('PUT', `${OD}/m1/r1`, null, { msg: '修改成功' })
    await open({ modelId: 'm1', id: 'r1' })
    expect(screen.getByPlaceholderText('请输入隐患标题')).toHaveValue('旧标题')
    await type('请输入隐患标题', '新标题')
    await tap(screen.getByText('保存'))
    expect(JSON.parse(body(`${OD}/m1/r1`, 'PUT').data as string)).toMatchObject({ title: '新标题', level: '1', location: 'K1' })
    expect(toasts()).toContain('保存成功')
  })

  it('the generic form (pages/form/index) opens this form with its query, in the apply subpackage', async () => {
    await open({ enCode: 'hazardInvestigat', fullName: '%E9%9A%90%E6%82%A3' }, GenericForm)
    expect(taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/apply/dynamicModel/form?enCode=hazardInvestigat&fullName=%E9%9A%90%E6%82%A3' })
  })
})

describe('drafts', () => {
  beforeEach(() => serveModule())

  it('what is typed is saved as a draft and restored when the form opens again', async () => {
    const first = await open()
    await type('请输入隐患位置', 'K6+320')
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 550)) })
    expect((storage.get(DRAFTS) as Record<string, Record<string, { values: Record<string, unknown> }>>).me['module:m1:new'].values)
      .toMatchObject({ location: 'K6+320' })
    first.unmount()
    await open()
    expect(screen.getByPlaceholderText('请输入隐患位置')).toHaveValue('K6+320')
    expect(screen.getByText(/^已自动保存草稿/)).toBeInTheDocument()
  })

  it('清空草稿 forgets it and empties the form', async () => {
    storage.set(DRAFTS, { me: { 'module:m1:new': { values: { location: 'K9' }, savedAt: Date.now() } } })
    await open()
    expect(screen.getByPlaceholderText('请输入隐患位置')).toHaveValue('K9')
    await tap(screen.getByText('清空草稿'))
    expect(screen.getByPlaceholderText('请输入隐患位置')).toHaveValue('')
    expect(storage.get(DRAFTS)).toEqual({})
  })

  it('a submission the server took clears the draft', async () => {
    storage.set(DRAFTS, { me: { 'module:m1:new': { values: { title: '草稿标题', level: '1' }, savedAt: Date.now() } } })
    reply('POST', `${OD}/m1`, { id: 'r9' })
    await open()
    await tap(screen.getByText('保存'))
    expect(JSON.parse(body(`${OD}/m1`).data as string)).toMatchObject({ title: '草稿标题' })
    expect(storage.get(DRAFTS)).toEqual({})
  })
})

describe('a module with a flow', () => {
  beforeEach(() => serveModule({ flow: true }))

  it('提交 asks what must be chosen, then saves with status "0": the approval starts', async () => {
    reply('POST', CANDIDATES, { type: 3, countersignOver: true, list: [] })
    reply('POST', `${OD}/m1`, { id: 'r9', taskId: 't9' }, { msg: '新建成功' })
    await open()
    await fill()
    await tap(screen.getByText('提交'))
    expect(body(CANDIDATES)).toMatchObject({ flowId: 'f1', flowUrgent: 1, formData: { title: '2#墩临边防护缺失', level: '3' } })
    const saved = body(`${OD}/m1`)
    expect(saved).toMatchObject({ status: '0', flowUrgent: 1 })
    expect(typeof saved.data).toBe('string')
    expect(toasts()).toContain('提交成功')
  })

  it('暂存 keeps a draft task (status "1") without checking the form or asking for choices', async () => {
    reply('POST', `${OD}/m1`, { id: 'r9', taskId: 't9' })
    await open()
    await type('请输入隐患位置', 'K6')
    await tap(screen.getByText('暂存'))
    expect(body(`${OD}/m1`)).toMatchObject({ status: '1' })
    expect(sent(CANDIDATES, 'POST')).toHaveLength(0)
    expect(toasts()).toContain('暂存成功')
  })

  it('candidates: the user picks the approvers on the candidate page, they go as candidateList', async () => {
    reply('POST', CANDIDATES, { type: 2, countersignOver: true, list: [{ nodeId: 'n2', nodeName: '监理审核', isCandidates: true, isBranchFlow: false, hasCandidates: true }] })
    reply('POST', `${OD}/m1`, { id: 'r9', taskId: 't9' })
    await open()
    await fill()
    await tap(screen.getByText('提交'))
    await tap(screen.getByText('确定提交'))
    expect(toasts()).toContain('请选择「监理审核」的审批人')
    expect(sent(`${OD}/m1`, 'POST')).toHaveLength(0)

    await tap(screen.getByRole('button', { name: '选择监理审核审批人' }))
    const [query] = opened('pages/workFlow/candiDateUserSelect/index')
    expect(JSON.parse(query.data)).toMatchObject({ nodeId: 'n2', nodeName: '监理审核', taskId: '0', formData: { flowId: 'f1' } })
    await act(async () => { bus.trigger('confirm', [{ id: 'u7', fullName: '王监理', headIcon: '', organize: '' }], 'n2') })
    expect(screen.getByText('王监理')).toBeInTheDocument()
    await tap(screen.getByText('确定提交'))
    expect(body(`${OD}/m1`)).toMatchObject({ status: '0', candidateList: { n2: ['u7'] } })
  })

  it('branches: one must be chosen; the chosen go as branchList', async () => {
    reply('POST', CANDIDATES, {
      type: 1, countersignOver: true,
      list: [
        { nodeId: 'b1', nodeName: '需专家论证', isCandidates: false, isBranchFlow: true, hasCandidates: false },
        { nodeId: 'b2', nodeName: '无需专家论证', isCandidates: false, isBranchFlow: true, hasCandidates: false }
      ]
    })
    reply('POST', `${OD}/m1`, { id: 'r9', taskId: 't9' })
    await open()
    await fill()
    await tap(screen.getByText('提交'))
    await tap(screen.getByText('确定提交'))
    expect(toasts()).toContain('请选择流程分支')
    await tap(screen.getByRole('checkbox', { name: '无需专家论证' }))
    await tap(screen.getByText('确定提交'))
    expect(body(`${OD}/m1`)).toMatchObject({ branchList: ['b2'] })
  })

  it('取消 on the choice sheet sends nothing and keeps the form', async () => {
    reply('POST', CANDIDATES, { type: 2, countersignOver: true, list: [{ nodeId: 'n2', nodeName: '监理审核', isCandidates: true, isBranchFlow: false, hasCandidates: true }] })
    await open()
    await fill()
    await tap(screen.getByText('提交'))
    await tap(screen.getByText('取消'))
    expect(sent(`${OD}/m1`, 'POST')).toHaveLength(0)
    expect(screen.getByPlaceholderText('请输入隐患标题')).toHaveValue('2#墩临边防护缺失')
  })

  it('offline: the choices cannot be asked, the submission waits in the outbox as it is', async () => {
    handle('POST', CANDIDATES, () => ({ networkError: 'request:fail' }))
    handle('POST', `${OD}/m1`, () => ({ networkError: 'request:fail' }))
    await open()
    await fill()
    await tap(screen.getByText('提交'))
    expect(useOutbox.getState().entries).toHaveLength(1)
    expect(useOutbox.getState().entries[0].body).toMatchObject({ status: '0' })
  })

  it('nodes with nobody to approve: said on the form, not gone back', async () => {
    reply('POST', CANDIDATES, { type: 3, countersignOver: true, list: [] })
    reply('POST', `${OD}/m1`, [{ nodeId: 'n3', nodeName: '总监审批' }])
    await open()
    await fill()
    await tap(screen.getByText('提交'))
    expect(screen.getByRole('alert')).toHaveTextContent('「总监审批」没有审批人，请联系管理员')
    expect(wentBack()).toBe(0)
    expect(navigations()).toEqual([])
  })
})
