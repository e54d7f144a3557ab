/**
 * The workflow form screens built on a seeded flow: hazardFrom, supervisionLogForm and
 * incomingMaterial launch their module's flow through FlowTask (outbox); dailyFill adds the list
 * cards of its child table; dailyReported lists the daily reports I launched.
 */
import '@testing-library/jest-dom'
import { act, render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { reply, taro, toasts } from '../../helpers/taro-server'
import { typeInto } from '../../components/FormEngine/setup'
import HazardFrom from '@/pages/workFlow/workFlowForm/hazardFrom/index'
import SupervisionLogForm from '@/pages/workFlow/workFlowForm/supervisionLogForm/index'
import IncomingMaterial from '@/pages/workFlow/workFlowForm/incomingMaterial/index'
import DailyFill from '@/pages/workFlow/workFlowForm/dailyFill/index'
import DailyReported from '@/pages/workFlow/workFlowForm/dailyReported/index'
import { OD, flowOpened, opened, page, sent, serveModule, setUp, settle, tap, tearDown } from './helpers'

const FLOW_TASK = '/api/workflow/Engine/FlowTask'
const CANDIDATES = '/api/workflow/Engine/FlowBefore/Candidates/0'

beforeEach(() => {
  setUp()
  taro.getCurrentPages.mockReturnValue([{}, {}])
})
afterEach(tearDown)

const render$ = async (Page: ComponentType) => {
  const utils = render(<Page />)
  await settle()
  return utils
}

describe.each([
  ['hazardFrom', HazardFrom, 'hazardInvestigat'],
  ['supervisionLogForm', SupervisionLogForm, 'supervisionLog'],
  ['incomingMaterial', IncomingMaterial, 'incomingMaterials']
] as Array<[string, ComponentType, string]>)('%s', (_name, Page, enCode) => {
  it('finds its flow by the module and launches it through FlowTask, formData as an object', async () => {
    serveModule({ flow: true, id: `module_${enCode}`, enCode })
    reply('POST', CANDIDATES, { type: 3, countersignOver: true, list: [] })
    reply('POST', FLOW_TASK, { id: 't1', ids: ['t1'] }, { msg: '提交成功' })
    await render$(Page)
    expect(sent(`${OD}/${enCode}/Config`)).toHaveLength(1)
    act(() => { typeInto(screen.getByPlaceholderText('请输入隐患标题'), '临边防护缺失') })
    await tap(screen.getByText('一般'))
    await tap(screen.getByText('提交'))
    const [req] = sent(FLOW_TASK, 'POST')
    expect(req.data).toEqual({ flowId: 'f1', formData: expect.objectContaining({ title: '临边防护缺失', level: '1' }), status: '0', flowUrgent: 1 })
    expect(req.header['Idempotency-Key']).toBeTruthy()
    expect(toasts()).toContain('提交成功')
  })

  it('a module without a flow cannot launch: says so', async () => {
    serveModule({ id: `module_${enCode}`, enCode })
    await render$(Page)
    expect(screen.getByRole('alert')).toHaveTextContent('该功能未绑定审批流程')
  })
})

describe('dailyFill', () => {
  const DAILY_FORM = {
    fields: [
      { __config__: { jnpfKey: 'comInput', label: 'WBS 部位', required: true }, __vModel__: 'wbsPart', placeholder: '请输入部位' },
      {
        __config__: {
          jnpfKey: 'table', label: '人员机械', children: [
            { __config__: { jnpfKey: 'select', label: '类别', dataType: 'static', props: { label: 'fullName', value: 'id' }, isSubTable: true }, __slot__: { options: [{ id: 'labor', fullName: '人员' }, { id: 'machine', fullName: '机械' }] }, __vModel__: 'resourceType' },
            { __config__: { jnpfKey: 'comInput', label: '工种/设备', isSubTable: true }, __vModel__: 'resourceName', placeholder: '工种或设备' },
            { __config__: { jnpfKey: 'inputNumber', label: '数量', isSubTable: true }, __vModel__: 'resourceCount' }
          ]
        },
        __vModel__: 'manpower'
      }
    ]
  }

  function serveDaily () {
    const config = serveModule({ flow: true, id: 'module_progressDaily', enCode: 'progressDailyReport' })
    const daily = { ...config, formData: JSON.stringify(DAILY_FORM) }
    reply('GET', `${OD}/progressDailyReport/Config`, daily)
  }

  it('the child table\'s rows show as list cards under the form, as they are typed', async () => {
    serveDaily()
    taro.showModal.mockResolvedValue({ confirm: true, cancel: false })
    await render$(DailyFill)
    const card = () => document.querySelector('.sf-daily-card') as HTMLElement
    expect(within(card()).getByText('人员机械清单')).toBeInTheDocument()
    expect(within(card()).getByText('尚未添加人员机械')).toBeInTheDocument()
    await tap(screen.getByText('添加人员机械'))
    act(() => { typeInto(screen.getByPlaceholderText('工种或设备'), '钢筋工') })
    await settle()
    expect(within(card()).getByText('共 1 项')).toBeInTheDocument()
    expect(within(card()).getByText('钢筋工')).toBeInTheDocument()
    expect(within(card()).getByText('工种/设备')).toBeInTheDocument()
  })

  it('restored from a draft, the cards read option labels', async () => {
    setUp({ dynamicModelExtra: { me: { 'flow:f1': { values: { manpower: [{ resourceType: 'machine', resourceName: '旋挖钻机', resourceCount: 2 }] }, savedAt: Date.now() } } } })
    serveDaily()
    await render$(DailyFill)
    const card = document.querySelector('.sf-daily-card') as HTMLElement
    expect(within(card).getByText('机械')).toBeInTheDocument()
    expect(within(card).getByText('旋挖钻机')).toBeInTheDocument()
    expect(within(card).getByText('2')).toBeInTheDocument()
  })
})

describe('dailyReported', () => {
  const LAUNCH = '/api/workflow/Engine/FlowLaunch'
  const item = (over: Record<string, unknown> = {}) => ({
    id: 't1', enCode: 'RB1', fullName: '张三的施工日报', flowName: '施工日报', flowId: 'f1', flowCode: 'progressDaily', flowCategory: 'progress',
    formType: 2, formData: '{}', status: 1, completion: 0, thisStep: '监理工程师审核', startTime: Date.now() - 7200_000, endTime: null,
    creatorTime: Date.now(), flowUrgent: 1, parentId: '0', delegateUser: '', description: '', ...over
  })

  it('lists the reports I launched of the daily flow; a tap opens the flow', async () => {
    serveModule({ flow: true, id: 'module_progressDaily', enCode: 'progressDailyReport' })
    reply('GET', LAUNCH, page([item()]))
    await render$(DailyReported)
    expect(sent(LAUNCH)[0].query).toMatchObject({ flowId: 'f1', currentPage: '1' })
    await tap(screen.getByRole('button', { name: '张三的施工日报' }))
    expect(flowOpened()).toEqual([expect.objectContaining({ id: 't1', flowId: 'f1', opType: 0, status: 1 })])
  })

  it('empty, with 填报日报', async () => {
    serveModule({ flow: true, id: 'module_progressDaily', enCode: 'progressDailyReport' })
    reply('GET', LAUNCH, page([]))
    await render$(DailyReported)
    expect(screen.getByText('暂无已上报的日报')).toBeInTheDocument()
    await tap(screen.getByText('填报日报'))
    expect(opened('pages/workFlow/workFlowForm/dailyFill/index')).toEqual([{}])
  })
})
