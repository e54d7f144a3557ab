/**
 * supervisionTourForm/planChoose: the tour plans (dictionary supervisionTourPlan) listed with what
 * each covers, searched, with loading / empty / error states; a plan opens the tour flow's form
 * with the plan filled in; 更换计划 goes back, and another plan changes the plan only.
 */
import '@testing-library/jest-dom'
import { act, render, screen, within } from '@testing-library/react'
import { fail, reply, taro, toasts } from '../../helpers/taro-server'
import { typeInto } from '../../components/FormEngine/setup'
import PlanChoose from '@/pages/workFlow/workFlowForm/supervisionTourForm/planChoose'
import { findRoute } from '@/routes'
import { OD, search, sent, setUp, settle, tap, tearDown } from '../dynamicModel/helpers'
import { serveDictionary, serveFlow } from './helpers'

const PLANS = '/api/system/DictionaryData/supervisionTourPlan/Data/Selector'
const FLOW_TASK = '/api/workflow/Engine/FlowTask'
const CANDIDATES = '/api/workflow/Engine/FlowBefore/Candidates/0'

beforeEach(() => {
  setUp()
  taro.getCurrentPages.mockReturnValue([{}, {}])
})
afterEach(tearDown)

const render$ = async () => {
  const utils = render(<PlanChoose />)
  await settle()
  return utils
}
const plan = (name: string) => screen.getByRole('button', { name })
const form = () => document.querySelector('.sf-module-form') as HTMLElement

describe('step 1: the plans', () => {
  it('is built and lists every plan with what it covers, from the dictionary', async () => {
    expect(findRoute('pages/workFlow/workFlowForm/supervisionTourForm/planChoose')?.later).toBeUndefined()
    const plans = serveDictionary('supervisionTourPlan')
    await render$()
    expect(sent(PLANS)).toHaveLength(1)
    for (const p of plans) {
      expect(within(plan(p.fullName)).getByText(p.description!)).toBeInTheDocument()
    }
    expect(screen.getByText('请选择本次巡视依据的计划')).toBeInTheDocument()
  })

  it('the search box filters by name or by what a plan covers', async () => {
    serveDictionary('supervisionTourPlan')
    await render$()
    const box = screen.getByPlaceholderText('搜索巡视计划')
    await search(box, '高支模')
    expect(screen.getAllByRole('button', { name: /巡视/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['高支模巡视'])
    await search(box, '漏电保护')
    expect(screen.getAllByRole('button', { name: /巡视/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['临时用电巡视'])
    await search(box, '隧道爆破')
    expect(screen.getByText('没有符合条件的巡视计划')).toBeInTheDocument()
    await search(box, '')
    expect(screen.getAllByRole('button', { name: /巡视/ })).toHaveLength(7)
  })

  it('a failed load shows why, and 重试 asks again', async () => {
    fail('GET', PLANS, '网络异常')
    await render$()
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常')
    serveDictionary('supervisionTourPlan')
    await tap(screen.getByText('重试'))
    expect(plan('日常巡视')).toBeInTheDocument()
  })

  it('no plans: says so and where they come from', async () => {
    reply('GET', PLANS, { list: [] })
    await render$()
    expect(screen.getByText('暂无巡视计划，请联系管理员在数据字典中添加')).toBeInTheDocument()
  })
})

describe('step 2: the tour form', () => {
  const serveTour = () => {
    serveDictionary('supervisionTourPlan')
    serveDictionary('weather')
    serveFlow('supervisionTour')
    reply('POST', '/api/system/DataInterface/di_contract_list/Actions/Preview', [{ id: 'ct_sg01', fullName: '宁句高速公路改扩建工程第一合同段' }])
  }

  it('a plan opens the tour flow\'s form with that plan filled in', async () => {
    serveTour()
    await render$()
    await tap(plan('深基坑巡视'))
    expect(sent(`${OD}/supervisionInspection/Config`)).toHaveLength(1)
    expect(within(form()).getByText('深基坑巡视')).toBeInTheDocument()
    expect(within(form()).getByText('巡视部位')).toBeInTheDocument()
    expect(screen.getByText('更换计划')).toBeInTheDocument()
    expect(screen.queryByText('请选择本次巡视依据的计划')).toBeNull()
  })

  it('更换计划 goes back to the list; another plan changes the plan and keeps what was typed', async () => {
    serveTour()
    await render$()
    await tap(plan('深基坑巡视'))
    act(() => { typeInto(screen.getByPlaceholderText('如：K10+200～K11+000 路基填筑段'), 'K15+400 通道基坑') })
    await tap(screen.getByText('更换计划'))
    expect(screen.queryByText('巡视部位')).toBeNull()
    await tap(plan('高支模巡视'))
    expect(within(form()).getByText('高支模巡视')).toBeInTheDocument()
    expect(within(form()).queryByText('深基坑巡视')).toBeNull()
    expect(screen.getByPlaceholderText('如：K10+200～K11+000 路基填筑段')).toHaveValue('K15+400 通道基坑')
  })

  it('submits the chosen plan with a draft typed before, through FlowTask', async () => {
    setUp({
      dynamicModelExtra: {
        me: {
          'flow:flow_supervisionTour': {
            savedAt: Date.now(),
            values: { tourPlan: 'daily', weather: 'cloudy', contractName: 'ct_sg01', wbsPart: 'K15+400 通道基坑', inspectContent: '钢板桩支护完成，降水井运行正常' }
          }
        }
      }
    })
    serveTour()
    reply('POST', CANDIDATES, { type: 3, countersignOver: true, list: [] })
    reply('POST', FLOW_TASK, { id: 't1', ids: ['t1'] }, { msg: '提交成功' })
    await render$()
    await tap(plan('深基坑巡视'))
    expect(screen.getByText(/已自动保存草稿/)).toBeInTheDocument()
    await tap(screen.getByText('提交'))
    const [req] = sent(FLOW_TASK, 'POST')
    expect(req.data).toMatchObject({
      flowId: 'flow_supervisionTour', status: '0',
      formData: expect.objectContaining({ tourPlan: 'deepPit', weather: 'cloudy', contractName: 'ct_sg01', wbsPart: 'K15+400 通道基坑' })
    })
    expect(toasts()).toContain('提交成功')
  })
})
