/**
 * The safety screens on the fake server: a rectification notice opens the caller's own step (or
 * the flow to follow); the checklist walk refuses to save an item not judged and saves the record
 * of the module when all are; the ledger's figures narrow its list; a hazard type is approved on
 * the 总监's todo, and turning one down needs a reason.
 */
import '@testing-library/jest-dom'
import { act, render, screen, within } from '@testing-library/react'
import type { HazardDetail, HazardRow, HazardTypeProposal } from '../../../types/api/safety'
import { fail, navigations, reply, requests, taro, toasts } from '../helpers/taro-server'
import Ledger from '@/pages/apply/hiddenDangerLedger/index'
import Notice from '@/pages/apply/rectificationAddDetail/index'
import Inspection from '@/pages/apply/siteINspection/index'
import ApproveTypes from '@/pages/apply/safetyManage/pitfallCustom/approvePitfall'
import { typeInto } from '../components/FormEngine/setup'
import { declineNextConfirm, flowOpened, OD, page, sent, setUp, settle, tap, tearDown } from './dynamicModel/helpers'

const S = '/api/safety'
beforeEach(() => {
  setUp()
  taro.getCurrentPages.mockReturnValue([{}, {}])
})
afterEach(tearDown)

const row = (over: Partial<HazardRow> = {}): HazardRow => ({
  id: 'h1', taskId: 't1', flowId: 'flow_hazardRectify', flowEnCode: 'hazardRectify', hazardNo: 'YHZG202603100001', title: '3#墩承台临边未设防护栏杆',
  category: 'fall', categoryName: '高处坠落', hazardType: '临边防护缺失或不牢固', level: '2', levelName: '较大隐患', contractId: 'ct_sg01',
  contractName: '宁句高速公路改扩建工程第一合同段', wbsPart: '秦淮河大桥（K6+320） / 基础及下部构造 / 承台', area: '秦淮河大桥（K6+320）', location: 'K6+320 右幅',
  deadline: Date.now() + 2 * 86_400_000, finishDate: null, state: 'rectifying', stateName: '待整改', overdue: false, reporterId: 'u_anquan',
  reporterName: '黄磊', reportTime: Date.now(), photo: '/api/file/Image/annexpic/a.png', rectifyPhoto: '', handlers: ['张伟'], todoId: null, todoNode: null, ...over
})
const detail = (over: Partial<HazardRow> = {}): HazardDetail => ({
  ...row(over), data: { description: '承台东侧临边未设栏杆', rectifyRequire: '立即设置防护栏杆', photos: [{ name: 'a.png', fileId: 'a', url: '/api/file/Image/annexpic/a.png' }] },
  history: [{ nodeCode: 'hazard_start', nodeName: '隐患上报', userName: '黄磊', action: '上报隐患', opinion: '', time: Date.now(), signImg: '' }]
})

describe('整改详情', () => {
  it('opens the caller\'s own step of the notice on the approval screen', async () => {
    taro.__setRouterParams({ id: 'h1' })
    reply('GET', `${S}/Hazards/h1`, detail({ todoId: 'op9', todoNode: 'hazard_rectify' }))
    render(<Notice />)
    await settle()
    expect(screen.getByText('立即设置防护栏杆')).toBeInTheDocument()
    expect(screen.getByText('待施工单位回复')).toBeInTheDocument()
    expect(screen.getByText('黄磊 · 上报隐患')).toBeInTheDocument()
    await tap(screen.getByText('整改回复'))
    expect(flowOpened()).toEqual([expect.objectContaining({ id: 't1', taskId: 'op9', opType: 1, flowId: 'flow_hazardRectify', status: 1 })])
  })

  it('lets someone else follow the flow, read only', async () => {
    taro.__setRouterParams({ id: 'h1' })
    reply('GET', `${S}/Hazards/h1`, detail())
    render(<Notice />)
    await settle()
    await tap(screen.getByText('查看审批流程'))
    expect(flowOpened()).toEqual([expect.objectContaining({ id: 't1', taskId: 't1', opType: 3 })])
  })

  it('shows why a notice cannot be opened', async () => {
    taro.__setRouterParams({ id: 'h2' })
    fail('GET', `${S}/Hazards/h2`, '隐患不存在或已删除')
    render(<Notice />)
    await settle()
    expect(screen.getByRole('alert')).toHaveTextContent('隐患不存在或已删除')
  })
})

describe('现场检查: the checklist walk', () => {
  const checklists = { list: [{ id: 'di_height', enCode: 'height', fullName: '高处作业', children: [
    { id: 'h01', enCode: 'height_01', fullName: '临边设置防护栏杆' }, { id: 'h02', enCode: 'height_02', fullName: '洞口封闭' }
  ] }] }
  const start = async () => {
    taro.__setRouterParams({ mode: 'new' })
    reply('GET', '/api/system/DictionaryData/safetyChecklist/Data/Selector', checklists)
    reply('POST', '/api/system/DataInterface/di_contract_list/Actions/Preview', [{ id: 'ct_sg01', fullName: '第一合同段', sectionName: '第一合同段' }])
    render(<Inspection />)
    await settle()
    await tap(screen.getByRole('button', { name: '高处作业' }))
  }
  const judge = async (item: string, result: string) => { await tap(within(screen.getByRole('radiogroup', { name: item })).getByRole('radio', { name: result })) }
  const place = async (text: string) => {
    act(() => { typeInto(document.querySelector('.sf-safety-panel__input') as HTMLElement, text) })
    await settle()
  }

  it('will not save while an item is not judged, and sends nothing', async () => {
    await start()
    await place('3#墩承台')
    await judge('临边设置防护栏杆', '合格')
    await tap(screen.getByText('保存检查'))
    expect(toasts()).toContain('第2项「洞口封闭」还未检查')
    expect(sent(`${OD}/checklistInspection`, 'POST')).toHaveLength(0)
  })

  it('saves the record of the module when every item is judged, then shows it', async () => {
    await start()
    await place('3#墩承台')
    reply('POST', `${OD}/checklistInspection`, { id: 'i1' })
    await judge('临边设置防护栏杆', '合格')
    await judge('洞口封闭', '不涉及')
    await tap(screen.getByText('保存检查'))
    const [saved] = sent(`${OD}/checklistInspection`, 'POST')
    const data = JSON.parse((saved.data as { data: string }).data)
    expect(data).toEqual(expect.objectContaining({ checklist: 'height', contractName: 'ct_sg01', wbsPart: '3#墩承台', conclusion: '共检查 2 项：合格 1 项，不合格 0 项，不涉及 1 项。' }))
    expect(data.items.map((i: { itemCode: string, result: string }) => [i.itemCode, i.result])).toEqual([['height_01', 'pass'], ['height_02', 'na']])
    expect(navigations()).toContain('redirectTo /pages/apply/siteINspection/index?id=i1')
  })
})

describe('隐患台账', () => {
  it('counts from the server, and a figure narrows the list to it', async () => {
    reply('GET', `${S}/Hazards/Summary`, {
      total: 3, overdue: 1, states: [{ key: 'rectifying', name: '待整改', count: 2 }, { key: 'closed', name: '已闭合', count: 1 }],
      levels: [{ key: '1', name: '一般隐患', count: 1 }, { key: '2', name: '较大隐患', count: 2 }, { key: '3', name: '重大隐患', count: 0 }],
      areas: [{ key: '拌合站', name: '拌合站', count: 1 }], contracts: []
    })
    reply('GET', `${S}/Hazards`, page([row()]))
    reply('POST', '/api/system/DataInterface/di_contract_list/Actions/Preview', [])
    render(<Ledger />)
    await settle()
    expect(screen.getByRole('button', { name: '已逾期 1' })).toBeInTheDocument()
    expect(screen.getByText('3#墩承台临边未设防护栏杆')).toBeInTheDocument()
    await tap(screen.getByRole('button', { name: '已逾期 1' }))
    expect(requests().filter((r) => r.path === `${S}/Hazards`).pop()!.query).toEqual(expect.objectContaining({ overdue: '1' }))
    await tap(screen.getByRole('button', { name: '按区域筛选' }))
    await tap(screen.getByRole('option', { name: /拌合站/ }))
    expect(requests().filter((r) => r.path === `${S}/Hazards/Summary`).pop()!.query).toEqual(expect.objectContaining({ area: '拌合站' }))
  })
})

describe('隐患类型审批', () => {
  const proposal: HazardTypeProposal = {
    id: 'p1', taskId: 't7', typeName: '挂篮走行未设置后锚', parentCategory: 'fall', parentName: '高处坠落', defaultLevel: '3', levelName: '重大隐患',
    description: '挂篮走行时后锚未锚固', measures: '', basis: '', proposerName: '罗勇', proposeTime: Date.now(), flowState: 1, todoId: 'op7'
  }

  it('turns a type down only with a reason, and approves it on the todo', async () => {
    reply('GET', `${S}/HazardTypes`, [proposal])
    reply('POST', '/api/workflow/Engine/FlowBefore/Audit/op7', null, { msg: '审核成功' })
    render(<ApproveTypes />)
    await settle()
    await tap(screen.getByText('驳回'))
    expect(toasts()).toContain('请填写驳回理由')
    declineNextConfirm()
    await tap(screen.getByText('同意启用'))
    expect(sent('/api/workflow/Engine/FlowBefore/Audit/op7', 'POST')).toHaveLength(0)
    await tap(screen.getByText('同意启用'))
    expect(sent('/api/workflow/Engine/FlowBefore/Audit/op7', 'POST').map((r) => r.data)).toEqual([{ handleOpinion: '同意启用' }])
  })
})
