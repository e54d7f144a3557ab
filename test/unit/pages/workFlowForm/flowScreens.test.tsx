/**
 * specialTasksForm, SpecialTaskFlowNotify, constructionLedger and engineeringEntityData launch the
 * flows seeded for them (server/src/seed/data/flows): each finds its flow by the module of its
 * workbench menu and shows that flow's form as its start node lets the launcher see it. The notice
 * and the entity test pick their task and ledger entry from the other module's records.
 */
import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { reply, taro } from '../../helpers/taro-server'
import SpecialTasksForm from '@/pages/workFlow/workFlowForm/specialTasksForm/index'
import SpecialTaskFlowNotify from '@/pages/workFlow/workFlowForm/SpecialTaskFlowNotify/index'
import ConstructionLedger from '@/pages/workFlow/workFlowForm/constructionLedger/index'
import EngineeringEntityData from '@/pages/workFlow/workFlowForm/engineeringEntityData/index'
import { findRoute } from '@/routes'
import { useDrafts } from '@/stores/drafts'
import { OD, page, sent, setUp, settle, tap, tearDown } from '../dynamicModel/helpers'
import { serveFlow } from './helpers'

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

const SCREENS: Array<[screen: string, page: ComponentType, flow: string, shown: string[], later: string[]]> = [
  ['specialTasksForm', SpecialTasksForm, 'specialTask',
    ['任务名称', '检查类型', '合同段', '检查部位', '要求完成日期', '任务要求', '附件'], ['检查落实', '检查情况', '现场照片', '监理验收', '验收意见']],
  ['SpecialTaskFlowNotify', SpecialTaskFlowNotify, 'specialTaskNotify',
    ['通知标题', '关联专项任务', '通知对象单位', '要求签收日期', '通知内容', '附件'], ['签收意见']],
  ['constructionLedger', ConstructionLedger, 'constructionLedger',
    ['合同段', '工程部位', '构件名称', '桩号', '施工日期', '混凝土强度等级', '方量(m³)', '留置试块', '施工员'], ['监理确认', '确认意见']],
  ['engineeringEntityData', EngineeringEntityData, 'engineeringEntity',
    ['关联施工台账', '检测部位', '检测项目', '检测日期', '设计值', '实测值', '合格率(%)', '检测结论', '检测报告'], ['监理审核', '审核意见']]
]

describe.each(SCREENS)('%s', (name, Page, flowKey, shown, later) => {
  it('is built, finds its flow by its module and shows what the launcher fills, not what later nodes do', async () => {
    expect(findRoute(`pages/workFlow/workFlowForm/${name}/index`)?.later).toBeUndefined()
    const f = serveFlow(flowKey)
    await render$(Page)
    expect(sent(`${OD}/${f.module.enCode}/Config`)).toHaveLength(1)
    for (const label of shown) expect(screen.getByText(label)).toBeInTheDocument()
    for (const label of later) expect(screen.queryByText(label)).toBeNull()
    expect(screen.getByText('暂存')).toBeInTheDocument()
    expect(screen.getByText('提交')).toBeInTheDocument()
  })
})

describe('record pickers', () => {
  it('SpecialTaskFlowNotify picks its task from the special tasks, shows its check type and deadline, and keeps its id', async () => {
    serveFlow('specialTaskNotify')
    reply('POST', `${OD}/module_specialTask/List`, page([
      { id: 'r1', taskNo: 'ZXRW202606010001', taskTitle: '汛前临时用电专项检查', checkType: '临时用电', deadline: '2026-06-30' },
      { id: 'r2', taskNo: 'ZXRW202606010002', taskTitle: '高支模专项检查', checkType: '安全专项', deadline: '2026-07-15' }
    ]))
    await render$(SpecialTaskFlowNotify)
    await tap(screen.getByText('请选择关联专项任务'))
    expect(screen.getByText('任务编号：ZXRW202606010001')).toBeInTheDocument()
    expect(screen.getByText('要求完成日期：2026-07-15')).toBeInTheDocument()
    await tap(screen.getByText('汛前临时用电专项检查'))
    expect(screen.getByText('临时用电')).toBeInTheDocument()
    expect(screen.getByText('2026-06-30')).toBeInTheDocument()
    useDrafts.getState().flushPending()
    expect(useDrafts.getState().get<Record<string, unknown>>('flow:flow_specialTaskNotify')?.values.specialTask).toBe('r1')
  })

  it('engineeringEntityData picks a construction-ledger entry by its member (SPEC ledgeChoose), searched on the server', async () => {
    serveFlow('engineeringEntity')
    reply('POST', `${OD}/module_constructionLedger/List`, page([
      { id: 'l1', ledgerNo: 'SGTZ202605080001', memberName: '3#墩左幅墩柱', wbsPart: '秦淮河大桥 / 下部构造 / 3#墩', pileNo: 'K12+300', strengthGrade: 'C40', constructionDate: '2026-05-08' }
    ]))
    await render$(EngineeringEntityData)
    await tap(screen.getByText('请选择关联施工台账'))
    expect(screen.getByText('桩号：K12+300')).toBeInTheDocument()
    expect(sent(`${OD}/module_constructionLedger/List`, 'POST')[0].data).toMatchObject({ currentPage: 1, keyword: '' })
    await tap(screen.getByText('3#墩左幅墩柱'))
    expect(screen.getByText('C40')).toBeInTheDocument()
    expect(screen.getByText('2026-05-08')).toBeInTheDocument()
    useDrafts.getState().flushPending()
    expect(useDrafts.getState().get<Record<string, unknown>>('flow:flow_engineeringEntity')?.values.ledger).toBe('l1')
  })
})
