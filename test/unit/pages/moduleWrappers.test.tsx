/**
 * The workbench module pages are the list engine on their module's code (the catalog module's
 * code, its tile's enCode): each asks Config by that code, then lists the module by id.
 */
import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { reply, taro } from '../helpers/taro-server'
import { catalogMenus } from '../../../server/src/catalog/index'
import HazardInvestigat from '@/pages/apply/hazardInvestigat/index'
import HotWork from '@/pages/apply/safetyManage/hotWork'
import IncomingMaterials from '@/pages/apply/laboratoryManagement/incomingMaterials/index'
import ConstructionLedger from '@/pages/apply/laboratoryManagement/constructionLedger/index'
import EngineeringEntityData from '@/pages/apply/laboratoryManagement/engineeringEntityData/index'
import SupervisionInspection from '@/pages/apply/engineeringManagement/supervisionInspection/index'
import ProgressDailyReport from '@/pages/apply/progressManage/progressDailyReport/index'
import ConstructionPlan from '@/pages/apply/engineeringManagement/constructionPlan/index'
import SupervisionLog from '@/pages/apply/engineeringManagement/supervisionLog/index'
import MeterApprove from '@/pages/apply/meterManage/meterApprove/index'
import SpecialTask from '@/pages/apply/addTask/index'
import TaskManagement from '@/pages/apply/transactionCenter/taskManagement/index'
import SupervisionOrder from '@/pages/apply/transactionCenter/supervisionOrder/index'
import WorkMessage from '@/pages/apply/transactionCenter/workMessage/index'
import ReportLog from '@/pages/apply/reportLog/index'
import { findRoute } from '@/routes'
import { OD, page, sent, serveModule, setUp, settle, tearDown } from './dynamicModel/helpers'

beforeEach(() => { setUp() })
afterEach(tearDown)

const WRAPPERS: Array<[enCode: string, page: ComponentType]> = [
  ['hazardInvestigat', HazardInvestigat],
  ['hotWork', HotWork],
  ['incomingMaterials', IncomingMaterials],
  ['progressDailyReport', ProgressDailyReport],
  ['constructionPlan', ConstructionPlan],
  ['supervisionLog', SupervisionLog],
  ['meterApprove', MeterApprove],
  ['constructionLedger', ConstructionLedger],
  ['engineeringEntityData', EngineeringEntityData],
  ['supervisionInspection', SupervisionInspection],
  ['addTask', SpecialTask],
  ['taskManagement', TaskManagement],
  ['supervisionOrder', SupervisionOrder],
  ['workMessage', WorkMessage],
  ['reportLog', ReportLog]
]

describe.each(WRAPPERS)('%s', (enCode, Page) => {
  const menu = catalogMenus().find((m) => m.enCode === enCode)!

  it('is the page its workbench menu opens, and built', () => {
    expect(menu).toBeDefined()
    expect(findRoute(menu.urlAddress)?.later).toBeUndefined()
  })

  it('lists its module by code, with the menu of the query', async () => {
    setUp({}, [{ modelId: menu.id, button: [{ enCode: 'btn_add' }], column: [{ enCode: 'title' }], form: [], resource: [] }])
    serveModule({ id: `module_${enCode}`, enCode })
    reply('POST', `${OD}/module_${enCode}/List`, page([{ id: 'r1', title: `${enCode}记录` }]))
    taro.__setRouterParams({ menuId: menu.id, fullName: menu.fullName })
    render(<Page />)
    await settle()
    expect(sent(`${OD}/${enCode}/Config`)).toHaveLength(1)
    expect(sent(`${OD}/module_${enCode}/List`, 'POST')[0].data).toMatchObject({ menuId: menu.id, currentPage: 1 })
    expect(screen.getByRole('button', { name: `${enCode}记录` })).toBeInTheDocument()
    expect(screen.getByText('新增')).toBeInTheDocument()
  })
})
