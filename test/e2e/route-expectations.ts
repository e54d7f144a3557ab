// What each built route of src/routes.ts must show, for the route smoke (h5-routes.test.ts).
// One entry per route that is not a placeholder (`later`); the smoke fails on a built route
// without an entry, on an entry whose route is a placeholder, and on a screen that does not show
// what its entry says. How to add one: README.md, "The route smoke".
import type { Page } from 'playwright-core'
import { beforeItemConfig, flowBeforeQuery, launchItemConfig } from '../../src/core/workflow'
import type { FlowBeforeListItem, FlowLaunchItem } from '../../types/api/workflow'
import type { RoutePath } from '../../src/routes'
import { buildQuery } from '../../src/core/query'
import { selectorQuery, type SelectorParams } from '../../src/core/selector'
import { menuQuery, menuOfRoute, type Account, type Demo } from './lib/demo'

/** Text the screen shows: anywhere, inside `within` (a CSS selector), or in the document of a `frame`. */
export type Probe = string | { within: string, text: string } | { frame: string, text: string }

export interface RouteExpectation {
  /** Who opens it: for a workbench route an account granted its module; 'signed out' for the sign-in screens. */
  as: Account | 'signed out'
  /**
   * Someone the screen is not for: for a workbench route an account not granted its module, for a
   * record one who may not see it. The smoke opens it as them too and fails on a crash, an error
   * or a refusal the screen did not show. null only where every signed-in user has the screen.
   */
  notAs: Account | null
  /** The query it opens with: fixed, or found in the demo over the API. */
  query?: string | ((demo: Demo) => Promise<string>)
  /** The title it shows (document title); default the route's title. */
  title?: string
  /** One thing only this screen shows to `as`: a list's first record, a form's first field label. */
  shows: Probe
  /** The screen is reached from the opened one by a tap (a screen that needs what its opener holds). */
  reach?: { from: RoutePath, tap: (page: Page) => Promise<void> }
  /** The route sends its visitor on to this one (the launch page). */
  landsOn?: RoutePath
}

const E = '/api/workflow/Engine'
const SIGN = '/api/Signature/signaturefddservice'
/** A query as the app writes one (src/core/query.ts). */
const q = (params: Record<string, string>) => buildQuery(params)
const configQuery = (config: Parameters<typeof flowBeforeQuery>[0]) => q(flowBeforeQuery(config))

/** The account's todo of the task called `fullName`, as 待我审批 opens it. */
const todoNamed = async (demo: Demo, account: Account, fullName: string) =>
  beforeItemConfig('todo', await demo.first<FlowBeforeListItem>(account, `${E}/FlowBefore/List/1?pageSize=50`, (i) => i.fullName === fullName))
/** The account's newest launched task, as 我发起的 opens it. */
const newestLaunched = async (demo: Demo, account: Account) =>
  launchItemConfig(await demo.first<FlowLaunchItem>(account, `${E}/FlowLaunch?pageSize=1`))
/** zongjian's document to sign: the supervision log he approved. */
const documentToSign = async (demo: Demo) => (await demo.first<{ id: string }>('zongjian', `${SIGN}/SignList?state=0&pageSize=1`)).id
/** The first record of a module, with the module's id, as its list opens it. */
async function firstRecord (demo: Demo, account: Account, enCode: string) {
  const modelId = (await demo.get<{ id: string }>(account, `/api/visualdev/OnlineDev/${enCode}/Config`)).id
  const record = await demo.first<{ id: string }>(account, `/api/visualdev/OnlineDev/${modelId}/List`, undefined, { currentPage: 1, pageSize: 1 })
  return { modelId, id: record.id }
}

/** A selector as the 实体材料 form opens it (catalog entityMaterials; core/selector.ts). */
const selector = (p: Pick<SelectorParams, 'kind' | 'title' | 'multiple' | 'table'> & Partial<SelectorParams>) =>
  q(selectorQuery({ token: 'smoke', pageSize: 20, selected: [], ...p }))
const BOQ = { interfaceId: 'di_boq_items', valueKey: 'id', labelKey: 'fullName', params: [] }
const cols = (...pairs: Array<[string, string]>) => pairs.map(([value, label]) => ({ value, label }))

export const ROUTE_EXPECTATIONS: Partial<Record<RoutePath, RouteExpectation>> = {
  // --- main package ----------------------------------------------------------------------------
  // signed in, the launch page goes on to the messages tab (signed out to login: h5-routes' entry test)
  'pages/launch/index': { as: 'jianli', notAs: null, landsOn: 'pages/index/index', title: '消息', shows: '系统消息' },
  'pages/index/index': { as: 'jianli', notAs: null, shows: { within: '.sf-conv__name', text: '王建国' } },
  'pages/index/apply': { as: 'jianli', notAs: null, shows: { within: '.sf-menu-grid__name', text: '监理日志' } },
  'pages/index/my': { as: 'jianli', notAs: null, shows: '专业监理工程师' },
  // the cameras of the smart site tile's holders (jianli holds none: the refusal is shown)
  'pages/index/cloudVideo': { as: 'yezhu', notAs: 'jianli', shows: '1标 拌合站' },
  'pages/index/workFlow': { as: 'jianli', notAs: null, shows: '发起流程' },
  // the project's shapes: every member of the project sees them
  'pages/index/map': { as: 'jianli', notAs: null, shows: { within: '.sf-map-list__name', text: '第一合同段' } },
  'pages/index/contacts': { as: 'jianli', notAs: null, shows: { within: '.sf-contact__name', text: '华通交通工程咨询监理有限公司' } },
  'pages/login/index': { as: 'signed out', notAs: null, shows: '工程现场协同管理' },
  'pages/login/weChatBinding': { as: 'signed out', notAs: null, query: q({ bindKey: 'demo-bind-key' }), shows: '绑定已有账号' },
  'pages/login/otherLogin': { as: 'signed out', notAs: null, shows: '短信验证码登录' },
  // the location field's chooser and viewer: no map service needed
  'pages/system/chooseLocation/index': { as: 'jianli', notAs: null, shows: '使用输入的坐标' },
  'pages/system/openLocation/index': { as: 'jianli', notAs: null, query: q({ latitude: '32.0365', longitude: '118.969', name: '秦淮河大桥 2#墩' }), shows: '秦淮河大桥 2#墩' },
  // where an address the app does not have lands (its own test in h5-routes: the entry)
  'pages/system/notFound/index': { as: 'jianli', notAs: null, shows: '页面不存在或已下线' },
  // a public address: it opens the dynamic model's form in the apply subpackage, with the same query
  'pages/form/index': { as: 'jianli', notAs: 'shiyan', query: q({ enCode: 'supervisionLog' }), landsOn: 'pages/apply/dynamicModel/form', title: '新增监理日志', shows: '日志编号' },

  // --- messages --------------------------------------------------------------------------------
  // shigong's card: gaofeng works in another section and may not see him
  'pages/message/userDetail/index': { as: 'jianli', notAs: 'gaofeng', query: q({ id: 'u_shigong' }), shows: '宁句改扩建SG01标项目经理部' },
  'pages/message/message/index': { as: 'jianli', notAs: null, shows: '系统已升级至 3.3.5 版本' },
  'pages/message/messageDetail/index': {
    as: 'jianli', notAs: 'shiyan', shows: '新版本支持即时消息图片与语音，欢迎使用。',
    query: async (demo) => q({ id: (await demo.first<{ id: string, title: string }>('jianli', '/api/message?pageSize=50', (m) => m.title === '系统已升级至 3.3.5 版本')).id })
  },
  'pages/message/im/index': {
    as: 'jianli', notAs: null, query: q({ formUserId: 'u_zongjian', name: '王建国', account: 'zongjian' }), shows: '明天上午九点召开监理例会，请准时参加。'
  },

  // --- workflow: launch forms ------------------------------------------------------------------
  'pages/workFlow/workFlowForm/specialTasksForm/index': { as: 'jianli', notAs: 'shiyan', title: '新增专项检查任务', shows: '任务编号' },
  'pages/workFlow/workFlowForm/SpecialTaskFlowNotify/index': { as: 'jianli', notAs: 'shiyan', title: '新增专项任务通知', shows: '通知编号' },
  'pages/workFlow/workFlowForm/constructionLedger/index': { as: 'shiyan', notAs: 'jianli', title: '新增施工台账', shows: '台账编号' },
  'pages/workFlow/workFlowForm/incomingMaterial/index': { as: 'shigong', notAs: 'yezhu', title: '新增进场材料', shows: '报验单号' },
  'pages/workFlow/workFlowForm/engineeringEntityData/index': { as: 'shiyan', notAs: 'anquan', title: '新增工程实体检测', shows: '检测编号' },
  'pages/workFlow/workFlowForm/supervisionLogForm/index': { as: 'jianli', notAs: 'shigong', title: '新增监理日志', shows: '日志编号' },
  'pages/workFlow/workFlowForm/supervisionTourForm/planChoose': { as: 'jianli', notAs: 'shigong', shows: '请选择本次巡视依据的计划' },
  'pages/workFlow/workFlowForm/dailyFill/index': { as: 'shigong', notAs: 'anquan', title: '新增施工日报', shows: '日报编号' },
  'pages/workFlow/workFlowForm/dailyReported/index': { as: 'shigong', notAs: 'anquan', shows: '张伟的施工日报' },
  'pages/workFlow/workFlowForm/hazardFrom/index': { as: 'anquan', notAs: 'shiyan', title: '新增隐患问题', shows: '整改单号' },

  // --- workflow: lists, the flow screen and what it opens --------------------------------------
  // zongjian's todo of jianli's tour; shiyan may not see the task
  'pages/workFlow/flowBefore/index': {
    as: 'zongjian', notAs: 'shiyan', title: '李明的监理巡视记录', shows: '混凝土浇筑巡视',
    query: async (demo) => configQuery(await todoNamed(demo, 'zongjian', '李明的监理巡视记录'))
  },
  'pages/workFlow/flowLaunch/index': { as: 'jianli', notAs: null, shows: '李明下达的专项检查任务' },
  'pages/workFlow/flowTodo/index': { as: 'jianli', notAs: null, shows: '张伟的施工日报' },
  'pages/workFlow/flowDone/index': { as: 'jianli', notAs: null, shows: '张伟的计量支付申请' },
  // nothing is copied to anyone in the demo
  'pages/workFlow/flowCopy/index': { as: 'jianli', notAs: null, shows: '暂无抄送给我的流程' },
  'pages/workFlow/flowModal/index': { as: 'zongjian', notAs: null, shows: '《李明的监理日志》' },
  // zongjian's document to sign; it is not jianli's
  'pages/workFlow/autoSign/index': {
    as: 'zongjian', notAs: 'jianli', shows: '签署方式', query: async (demo) => q({ id: await documentToSign(demo) })
  },
  'pages/workFlow/autoSign/webview': {
    as: 'zongjian', notAs: 'jianli', shows: { frame: 'iframe', text: '监理日志' }, query: async (demo) => q({ id: await documentToSign(demo) })
  },
  'pages/workFlow/entrust/index': { as: 'jianli', notAs: null, shows: '暂无委托，点击下方按钮新建' },
  'pages/workFlow/entrust/form': { as: 'jianli', notAs: null, title: '新建委托', shows: '被委托人' },
  'pages/workFlow/entrust/flow': { as: 'jianli', notAs: null, shows: '专项任务通知' },
  // only from the flow screen: it hands the operate page the form it holds
  'pages/workFlow/operate/index': {
    as: 'zongjian', notAs: null, title: '已审阅', shows: '附件（0/3）',
    reach: { from: 'pages/workFlow/flowBefore/index', tap: async (page) => { await page.locator('.sf-flow-bar__btn--audit').first().click() } },
    query: async (demo) => configQuery(await todoNamed(demo, 'zongjian', '李明的监理巡视记录'))
  },
  // anquan's report, by its task id (a QR code carries that); shiyan may not see it
  'pages/workFlow/scanForm/index': {
    as: 'anquan', notAs: 'shiyan', title: '黄磊上报的隐患整改', shows: '3#墩承台基坑临边未设防护栏杆',
    query: async (demo) => q({ id: (await newestLaunched(demo, 'anquan')).id })
  },
  // nobody has commented in the demo
  'pages/workFlow/comment/index': {
    as: 'anquan', notAs: 'shiyan', shows: '暂无评论',
    query: async (demo) => q({ taskId: (await newestLaunched(demo, 'anquan')).id })
  },
  'pages/workFlow/allApp/index': { as: 'jianli', notAs: null, shows: '专项任务通知' },
  // as 发起 of 专项检查任务 opens it for the node whose executor the launcher picks
  'pages/workFlow/candiDateUserSelect/index': {
    // the task is jianli's current section's (section 1): only its contractor's people are offered
    as: 'jianli', notAs: null, title: '选择执行人候选人', shows: '宁句改扩建SG01标项目经理部',
    query: q({ data: JSON.stringify({ nodeId: 'task_execute', nodeName: '执行人', taskId: '', formData: { flowId: 'flow_specialTask', formData: {} } }) })
  },

  // --- workbench: opened as its menu opens it, titled by the menu --------------------------------
  'pages/apply/laboratoryManagement/incomingMaterials/index': { as: 'shiyan', notAs: 'anquan', shows: 'HRB400E 热轧带肋钢筋' },
  'pages/apply/laboratoryManagement/engineeringEntityData/index': { as: 'shiyan', notAs: 'anquan', shows: '暂无工程实体检测记录' },
  'pages/apply/laboratoryManagement/constructionLedger/index': { as: 'shiyan', notAs: 'anquan', shows: '3#墩左幅墩柱' },
  // the laboratory (seed/demoLab.ts): batches, samples judged by the standard, pours, notices, summaries
  'pages/apply/laboratoryManagement/constructionLedger/increaseLedger': { as: 'shiyan', notAs: 'anquan', title: '新增施工台账', shows: '构件名称' },
  'pages/apply/laboratoryManagement/engineeringEntityData/increaseEngineering': { as: 'shiyan', notAs: 'anquan', title: '新增工程实体检测', shows: '关联施工台账' },
  'pages/apply/laboratoryManagement/engineeringEntityData/ledgeChoose': { as: 'shiyan', notAs: 'anquan', shows: { within: '.sf-lab-card__name', text: '3-1#桩' } },
  'pages/apply/laboratoryManagement/infoCenter/index': { as: 'shiyan', notAs: 'anquan', shows: '工地试验室完成水泥胶砂强度试验室比对' },
  'pages/apply/laboratoryManagement/infoCenter/increaseInfo': { as: 'shiyan', notAs: 'anquan', title: '新增试验信息中心', shows: '发布单位' },
  'pages/apply/laboratoryManagement/samplingData/index': { as: 'shiyan', notAs: 'anquan', shows: 'NG2410-0832' },
  'pages/apply/laboratoryManagement/selfInspectionData/index': { as: 'shiyan', notAs: 'anquan', shows: 'SG2410-2217' },
  'pages/apply/laboratoryManagement/materialSummary/index': { as: 'shiyan', notAs: 'jianli', shows: { within: '.sf-lab-card__sub', text: '每批每60吨取样1组' } },
  'pages/apply/laboratoryManagement/materialSummary/summary': { as: 'shiyan', notAs: 'jianli', shows: { within: '.sf-lab-card__sub', text: 'HL-PO425-1026' } },
  'pages/apply/laboratoryManagement/ledgerSummary/index': { as: 'shiyan', notAs: 'jianli', shows: { within: '.sf-lab-card__row', text: '2 条，78.5 m³，试块 5 组' } },
  'pages/apply/laboratoryManagement/ledgerSummary/summary': { as: 'shiyan', notAs: 'jianli', shows: '按浇筑日期、取样日期所在月份统计' },
  'pages/apply/consume/index': { as: 'shigong', notAs: 'anquan', shows: { within: '.sf-lab-card__row', text: '600 吨 / 180 吨' } },
  'pages/apply/addConsume/index': { as: 'shigong', notAs: 'anquan', title: '新增消耗记录', shows: '材料批次' },
  // registers (seed/demoOrders.ts, seed/demoLinks.ts): the most overdue order first; the site guide the server serves
  'pages/apply/order/index': { as: 'shigong', notAs: 'anquan', shows: { within: '.sf-order__card', text: 'HRB400E 热轧带肋钢筋 Φ25' } },
  'pages/apply/externalLink/index': { as: 'jianli', notAs: null, query: q({ url: '/site/guide.html' }), shows: { frame: 'iframe', text: '紧急集合点' } },
  'pages/apply/engineeringManagement/constructionPlan/index': { as: 'shigong', notAs: 'anquan', shows: '秦淮河大桥 3#墩承台深基坑开挖专项施工方案' },
  // engineering (seed/demoEngineering.ts): process inspections of the piles in every state, quality problems, 旁站, materials used
  'pages/apply/engineeringManagement/constructionPlan/detail': {
    as: 'shigong', notAs: 'anquan', title: '施工方案详情', shows: '秦淮河大桥 3#墩承台深基坑开挖专项施工方案',
    query: async (demo) => q({ id: (await firstRecord(demo, 'shigong', 'constructionPlan')).id })
  },
  'pages/apply/engineeringManagement/problemRectification/index': { as: 'jianli', notAs: 'anquan', shows: '盖板涵台身钢筋保护层偏小' },
  'pages/apply/engineeringManagement/problemRectification/problemDetail': {
    as: 'jianli', notAs: 'anquan', title: '问题整改详情', shows: '整改期限',
    query: async (demo) => q({ id: (await firstRecord(demo, 'jianli', 'problemRectification')).id })
  },
  'pages/apply/engineeringManagement/supervisionSite/index': { as: 'jianli', notAs: 'anquan', shows: '水下混凝土灌注' },
  'pages/apply/engineeringManagement/processInspectionApplication/index': { as: 'jianli', notAs: 'anquan', shows: '成孔检查' },
  'pages/apply/engineeringManagement/entityMaterials/index': { as: 'shigong', notAs: 'anquan', shows: '秦淮河大桥（K6+320） / 基础及下部构造 / 钻孔灌注桩 / 1#墩桩基' },
  'pages/apply/processManage/index': { as: 'jianli', notAs: 'anquan', shows: '1#墩桩基' },
  'pages/apply/processManage/operation-details': {
    as: 'jianli', notAs: 'anquan', query: q({ id: 'wbs_sg01_03_01_01_03', step: 'pile.4' }), shows: '沉渣厚度实测 85mm'
  },
  'pages/apply/processManage/restart': {
    as: 'shigong', notAs: 'anquan', query: q({ node: 'wbs_sg01_03_01_01_05', step: 'pile.1' }), title: '新增工序报验', shows: '自检情况'
  },
  'pages/apply/processManageNew/index': { as: 'jianli', notAs: 'anquan', shows: '待处理的部位' },
  'pages/apply/processManageNew/processList': { as: 'jianli', notAs: 'anquan', query: q({ id: 'wbs_sg01_03_01_01_02' }), shows: '水下混凝土灌注' },
  'pages/apply/processManageNew/selectWbs': { as: 'shigong', notAs: 'anquan', shows: '秦淮河大桥（K6+320）' },
  'pages/apply/engineeringManagement/supervisionLog/index': { as: 'zongjian', notAs: 'shigong', shows: '12~19' },
  'pages/apply/engineeringManagement/supervisionInspection/index': { as: 'zongjian', notAs: 'shigong', shows: '混凝土浇筑巡视' },
  'pages/apply/hazardInvestigat/index': { as: 'anquan', notAs: 'shiyan', shows: 'K6+320 右幅 2#墩 墩身翻模作业平台' },
  'pages/apply/dynamicModel/index': { as: 'anquan', notAs: 'shiyan', query: q({ enCode: 'hazardInvestigat' }), title: '隐患排查', shows: 'K6+320 右幅 2#墩 墩身翻模作业平台' },
  'pages/apply/dynamicModel/form': { as: 'jianli', notAs: 'shiyan', query: q({ enCode: 'supervisionLog' }), title: '新增监理日志', shows: '日志编号' },
  'pages/apply/dynamicModel/detail': {
    as: 'zongjian', notAs: 'shiyan', title: '监理日志详情', shows: '12~19',
    query: async (demo) => q(await firstRecord(demo, 'zongjian', 'supervisionLog'))
  },
  'pages/apply/dynamicModel/scanForm': {
    as: 'zongjian', notAs: 'shiyan', shows: '12~19',
    query: async (demo) => q(await firstRecord(demo, 'zongjian', 'supervisionLog'))
  },
  'pages/apply/progressManage/progressDailyReport/index': { as: 'shigong', notAs: 'anquan', shows: '秦淮河大桥 / 下部构造 / 3#墩桩基' },
  'pages/apply/safetyManage/hotWork': { as: 'anquan', notAs: 'shiyan', shows: '暂无动火作业许可记录' },
  'pages/apply/meterManage/meterApprove/index': { as: 'zongjian', notAs: 'anquan', shows: '第18期' },
  'pages/apply/addTask/index': { as: 'jianli', notAs: 'shiyan', shows: '汛前临时用电专项检查' },
  'pages/apply/safetyTrain/safeTrainOnlineExam/index': { as: 'shigong', notAs: 'yezhu', shows: '第二季度安全教育考试（SG01标）' },
  'pages/apply/examinationRecord/index': { as: 'shigong', notAs: 'yezhu', shows: '节前安全专项考试（SG01标）' },
  // attendance (seed/demoAttendance.ts): without a granted geolocation the clock says so
  'pages/apply/attendanceManagement/attendanceClock/index': { as: 'anquan', notAs: 'yezhu', shows: 'SG01标白班 07:30-17:30' },
  'pages/apply/attendanceManagement/attendanceClock/recordPage': { as: 'anquan', notAs: 'yezhu', shows: '出勤天数' },
  'pages/apply/attendanceManagement/attendanceClock/recordPageMap': { as: 'anquan', notAs: 'yezhu', shows: '绿色为围栏内' },
  'pages/apply/attendanceManagement/attendanceClock/recordPageList': { as: 'anquan', notAs: 'yezhu', shows: { within: '.sf-att__month', text: '年' } },
  'pages/apply/attendanceManagement/attendanceClock/fenceArea': { as: 'anquan', notAs: 'yezhu', shows: 'SG01钢筋加工场' },
  'pages/apply/attendanceManagement/punchClockRecord/index': { as: 'shigong', notAs: 'yezhu', shows: '徐斌' },
  'pages/apply/attendanceManagement/punshClockStatistics/index': { as: 'shigong', notAs: 'yezhu', shows: '人员统计' },
  'pages/apply/attendanceManagementInformation/informationEntry/index': { as: 'shigong', notAs: 'jianli', shows: '还没有录入人员' },
  'pages/apply/attendanceFaceRecognition/index': { as: 'shigong', notAs: 'yezhu', shows: '尚未录入人脸' },
  'pages/apply/faceRecognition/index': { as: 'shigong', notAs: 'yezhu', shows: '尚未录入人脸' },
  'pages/apply/attendanceManagementFieldService/attendanceClock/index': { as: 'jianli', notAs: 'yezhu', shows: '提交外勤打卡' },
  'pages/apply/attendanceManagementFieldService/photoCheck/index': { as: 'jianli', notAs: 'yezhu', shows: 'K12+300 涵洞测量放样' },
  'pages/apply/attendanceManagementFieldService/photoCheck/operationForm': {
    as: 'jianli', notAs: 'yezhu', shows: 'K12+300 涵洞测量放样',
    query: async (demo) => q({ id: (await demo.first<{ id: string }>('jianli', '/api/Attendance/Review?state=pending')).id })
  },
  'pages/apply/attendanceManagementFieldService/punchClockRecord/index': { as: 'jianli', notAs: 'yezhu', shows: '外勤·' },
  'pages/apply/attendanceManagementFieldService/punshClockStatistics/index': { as: 'zongjian', notAs: 'yezhu', shows: '外勤统计' },
  'pages/apply/transactionCenter/taskManagement/index': { as: 'zongjian', notAs: 'shiyan', shows: '关于开展汛前临时用电专项检查的通知' },
  // the task centre (seed/demoTaskCentre.ts): tasks, meetings, schedules, and its catalog modules
  'pages/apply/transactionCenter/taskManagement/addManage': { as: 'zongjian', notAs: 'shiyan', shows: '关联专项任务' },
  'pages/apply/transactionCenter/workMessage/index': { as: 'jianli', notAs: 'shiyan', shows: '关于 K24 段弃土场选址的联系' },
  'pages/apply/transactionCenter/workMessage/addMessage': { as: 'jianli', notAs: 'shiyan', shows: '联系单编号' },
  'pages/apply/transactionCenter/supervisionOrder/index': { as: 'zongjian', notAs: 'shiyan', shows: '2#墩墩身钢筋保护层厚度不足' },
  'pages/apply/transactionCenter/publishTask/index': { as: 'jianli', notAs: 'shiyan', shows: '节前安全大检查问题清单整改' },
  'pages/apply/transactionCenter/publishTask/increasePublishPage': { as: 'jianli', notAs: 'shiyan', shows: '执行人' },
  'pages/apply/transactionCenter/auditTask/index': { as: 'jianli', notAs: 'shiyan', shows: '3#墩承台基坑临边防护整改' },
  'pages/apply/transactionCenter/auditTask/auditDetail': {
    as: 'jianli', notAs: 'shiyan', shows: '基坑四周防护栏杆及密目网全部设置完成，共计 86m。',
    query: async (demo) => { const t = await demo.first<{ id: string, assignee: { userId: string } }>('jianli', '/api/transaction/Task/List/audit?pageSize=50'); return q({ id: t.id, userId: t.assignee.userId }) }
  },
  'pages/apply/transactionCenter/myTasks/index': { as: 'shigong', notAs: 'yezhu', shows: '秦淮河大桥 2#墩墩身模板加固，浇筑前报监理检查验收' },
  'pages/apply/transactionCenter/myTasks/taskDetail': {
    as: 'shigong', notAs: 'yezhu', shows: '防洪度汛工作要求.pdf',
    query: async (demo) => q({ id: (await demo.first<{ id: string, title: string }>('shigong', '/api/transaction/Task/List/mine?pageSize=50', (t) => t.title === '编制汛期施工防洪度汛应急预案')).id })
  },
  'pages/apply/transactionCenter/supervisionMeeting/index': { as: 'jianli', notAs: null, shows: '二标 K21+450 盖板涵施工专题会' },
  'pages/apply/transactionCenter/supervisionMeeting/supervisionMeetingAdd': { as: 'zongjian', notAs: 'shiyan', shows: '会议名称' },
  'pages/apply/transactionCenter/supervisionMeeting/supervisionMeetingDetail': {
    as: 'jianli', notAs: null, shows: '总监办通报质量安全检查问题',
    query: async (demo) => q({ id: (await demo.first<{ id: string, title: string }>('jianli', '/api/transaction/Meeting?pageSize=50', (m) => m.title === '第 17 次监理例会')).id })
  },
  'pages/apply/transactionCenter/supervisionMeeting/increaseMeeting': {
    as: 'zongjian', notAs: null, shows: '各标段于本周五前上报汛期施工安排及防汛物资清单',
    query: async (demo) => q({ id: (await demo.first<{ id: string, title: string }>('zongjian', '/api/transaction/Meeting?pageSize=50', (m) => m.title === '第 17 次监理例会')).id })
  },
  'pages/apply/reportLog/index': { as: 'jianli', notAs: 'yezhu', shows: '二标隐患排查及涵洞基坑排水' },
  'pages/apply/reportLog/form': { as: 'jianli', notAs: 'yezhu', shows: '工作摘要' },
  'pages/apply/schedule/index': { as: 'jianli', notAs: 'yezhu', shows: '新建日程' },
  'pages/apply/schedule/form': { as: 'jianli', notAs: 'yezhu', shows: '日程标题' },
  'pages/apply/addTask/sceneCheck': { as: 'jianli', notAs: 'shiyan', shows: '暂无待落实的专项检查任务' },
  'pages/apply/addTask/addPage': { as: 'jianli', notAs: 'shiyan', shows: '检查部位' },
  'pages/apply/addTask/taskDetail': {
    as: 'jianli', notAs: 'shiyan', shows: '秦淮河大桥 1#~6#墩施工区及钢筋加工场',
    query: async (demo) => { const r = await firstRecord(demo, 'jianli', 'addTask'); return q({ modelId: r.modelId, id: r.id }) }
  },
  // safety (seed/demoSafety.ts): the hazard module's views, inspections, sources, registers
  'pages/apply/safetyManage/index': { as: 'anquan', notAs: 'shiyan', shows: { within: '.sf-safety-block__title', text: '隐患治理' } },
  'pages/apply/casualSnap/index': { as: 'anquan', notAs: 'shiyan', shows: '拍照，自动加上时间和位置' },
  'pages/apply/identifyQRCode/index': { as: 'jianli', notAs: 'yezhu', shows: '从相册识别' },
  // the demo's key inspection points (seed/demoField.ts); shiyan holds no grant of them
  'pages/apply/projectMap/keyInspections/index': { as: 'jianli', notAs: 'shiyan', shows: 'K6+320 秦淮河大桥 2#墩高支模' },
  'pages/apply/projectMap/visitationIncreased/index': { as: 'jianli', notAs: 'shiyan', shows: '巡访情况' },
  'pages/apply/projectMap/manualPositioning/index': { as: 'jianli', notAs: null, shows: '使用该位置' },
  // dashboards (issue 15)
  'pages/apply/homepage/index': { as: 'yezhu', notAs: 'shiyan', shows: { within: '.sf-dash-block__title', text: '今日待办' } },
  'pages/apply/homepage/projectInvestment': { as: 'yezhu', notAs: 'shiyan', shows: { within: '.sf-dash-block__title', text: '各合同段支付' } },
  'pages/apply/homepage/safetyHazardsManage': { as: 'yezhu', notAs: 'shiyan', shows: { within: '.sf-dash-block__title', text: '逾期未整改' } },
  'pages/apply/homepage/projectOverview': { as: 'yezhu', notAs: 'shiyan', shows: { within: '.sf-dash-block__title', text: '项目信息' } },
  'pages/apply/hiddenDanger/index': { as: 'anquan', notAs: 'shiyan', title: '新增隐患', shows: '从隐患类别树选择类型和细类' },
  'pages/apply/safetyManage/reportHidden': { as: 'anquan', notAs: 'shiyan', shows: '钢筋加工场砂轮切割机防护罩缺失' },
  'pages/apply/hiddenDangerLedger/index': { as: 'zongjian', notAs: 'shiyan', shows: '赤山湖大桥 2#墩临水作业未穿救生衣' },
  'pages/apply/rectification/index': { as: 'shigong', notAs: 'shiyan', shows: '3#墩承台基坑临边未设防护栏杆' },
  'pages/apply/rectificationAddDetail/index': {
    as: 'shigong', notAs: 'gaofeng', shows: { within: '.sf-notice__act', text: '整改回复' },
    query: async (demo) => q({ id: (await demo.first<{ id: string, title: string }>('anquan', '/api/safety/Hazards?pageSize=50', (h) => h.title === '3#墩承台基坑临边未设防护栏杆')).id })
  },
  'pages/apply/hazardInvestigat/addTreeSelect': { as: 'anquan', notAs: 'shiyan', shows: { within: '.sf-tree-page__name', text: '高处坠落' } },
  'pages/apply/hazardInvestigat/treeSelect': { as: 'anquan', notAs: null, shows: '秦淮河大桥（K6+320）' },
  'pages/apply/siteINspection/index': { as: 'anquan', notAs: 'shiyan', shows: { within: '.sf-inspection-card__name', text: '高处作业' } },
  'pages/apply/safetyManage/problemRectification/addProblem': { as: 'anquan', notAs: 'shiyan', shows: '墩身钢筋绑扎平台 2 名作业人员未系挂安全带' },
  'pages/apply/safetyManage/safetyMorin': { as: 'anquan', notAs: 'shiyan', shows: '桥梁一队钢筋班' },
  // document libraries (domains/docs): shiyan holds no drawings, gaofeng (section 2) sees no section-1 drawing;
  // the standards and the knowledge base are every role's
  'pages/apply/drawPdfs/index': { as: 'shigong', notAs: 'shiyan', shows: '秦淮河大桥 3#墩一般构造图' },
  'pages/apply/previewPdf/index': {
    as: 'shigong', notAs: 'gaofeng', shows: 'S1-QL-03 秦淮河大桥 3#墩一般构造图', title: '秦淮河大桥 3#墩一般构造图',
    query: async (demo) => q({ library: 'drawPdfs', id: (await demo.first<{ id: string }>('shigong', '/api/Docs/drawPdfs/Documents?keyword=S1-QL-03')).id })
  },
  'pages/apply/industryStandard/index': { as: 'shiyan', notAs: null, shows: '公路桥涵施工技术规范' },
  'pages/apply/industryStandard/pdfview': {
    as: 'shiyan', notAs: null, shows: 'JTG F80/1-2017 公路工程质量检验评定标准 第一册 土建工程', title: '公路工程质量检验评定标准 第一册 土建工程',
    query: async (demo) => q({ library: 'industryStandard', id: (await demo.first<{ id: string }>('shiyan', '/api/Docs/industryStandard/Documents?keyword=F80')).id })
  },
  'pages/apply/knowledgeBase/index': { as: 'jianli', notAs: null, shows: '施工工艺' },
  'pages/apply/knowledgeBase/knowLibrary': {
    as: 'jianli', notAs: null, shows: '钻孔灌注桩施工工艺标准', title: '施工工艺',
    query: async (demo) => q({ folderId: (await demo.get<{ folders: Array<{ id: string, name: string }> }>('jianli', '/api/Docs/knowledgeBase')).folders.find((f) => f.name === '施工工艺')!.id })
  },
  'pages/apply/engineeringManagement/knowledgeBase/index': { as: 'shigong', notAs: null, shows: '管理制度' },
  'pages/apply/engineeringManagement/knowledgeBase/knowLibrary': {
    as: 'shigong', notAs: null, shows: '监理旁站管理办法', title: '管理制度',
    query: async (demo) => q({ folderId: (await demo.get<{ folders: Array<{ id: string, name: string }> }>('shigong', '/api/Docs/knowledgeBase')).folders.find((f) => f.name === '管理制度')!.id })
  },
  'pages/apply/engineeringManagement/knowledgeBase/pdfview': {
    as: 'shigong', notAs: null, shows: 'GY-01 钻孔灌注桩施工工艺标准', title: '钻孔灌注桩施工工艺标准',
    query: async (demo) => q({ library: 'knowledgeBase', id: (await demo.first<{ id: string }>('shigong', '/api/Docs/knowledgeBase/Documents?keyword=GY-01')).id })
  },
  // my own signatures and seal: every signed-in user's
  'pages/apply/digitalSign/index': { as: 'jianli', notAs: null, shows: '我的印章' },
  // the full-screen selectors forms open (core/selector.ts), each as the 实体材料 form opens it;
  // every signed-in user may open one, and sees only what its data interface or module offers them
  'pages/apply/popSelect/index': {
    as: 'shigong', notAs: null, shows: { within: '.sf-sel-row__label', text: '单价(元)' },
    query: selector({ kind: 'popSelect', title: '分摊清单项', multiple: true, table: { ...BOQ, columns: cols(['itemCode', '清单编号'], ['unitPrice', '单价(元)']) } })
  },
  'pages/apply/tableSelect/index': {
    as: 'shigong', notAs: 'anquan', shows: { within: '.sf-sel-row__label', text: '生产厂家' },
    query: selector({ kind: 'tableSelect', title: '进场批次', multiple: false, table: { modelId: 'module_incomingMaterials', valueKey: 'id', labelKey: 'batchNo', columns: cols(['materialName', '材料名称'], ['manufacturer', '生产厂家']), params: [] } })
  },
  'pages/apply/tableLinkage/index': {
    as: 'shigong', notAs: null, shows: { within: '.sf-sel-row__title', text: '宁句高速公路改扩建工程第一合同段' },
    query: selector({
      kind: 'tableLinkage', title: '计量清单项', multiple: false, table: { ...BOQ, columns: cols(['itemCode', '清单编号']) }, linkParam: 'contractId',
      first: { interfaceId: 'di_contract_list', valueKey: 'id', labelKey: 'fullName', columns: cols(['sectionName', '标段']), params: [] }
    })
  },
  'pages/apply/tableTreeSelector/index': {
    as: 'shigong', notAs: null, shows: { within: '.sf-sel-tree__name', text: '路基工程' },
    query: selector({ kind: 'tableTreeSelector', title: 'WBS 节点', multiple: false, table: { interfaceId: 'di_wbs_nodes', valueKey: 'id', labelKey: 'fullName', columns: [], params: [] }, parentKey: 'parentId', leafOnly: true })
  },
  'pages/apply/specialEquipment/index': { as: 'shigong', notAs: 'yezhu', shows: 'QTZ125 塔式起重机' },
  'pages/apply/contractWorkersInfo/index': { as: 'shigong', notAs: 'jianli', shows: '桥梁一队钢筋班' },
  'pages/apply/safetyManage/dangerList': { as: 'anquan', notAs: 'shiyan', shows: '3#墩承台深基坑开挖' },
  'pages/apply/safetyManage/pitfallCustom/index': { as: 'anquan', notAs: 'shiyan', shows: '临时用电线路穿越道路未套管保护' },
  'pages/apply/safetyManage/pitfallCustom/approvePitfall': { as: 'zongjian', notAs: 'shiyan', shows: '挂篮走行未设置后锚' },
  // progress (issue 13 §2, §4 wbsTree; issue 15 总体进度): the demo's fills of each section's bill
  'pages/apply/progressManage/progressFilling/index': { as: 'shigong', notAs: 'shiyan', shows: { within: '.sf-progress-card__title', text: '第一合同段' } },
  'pages/apply/progressManage/progressFilling/contractDetails': {
    as: 'shigong', notAs: 'gaofeng', title: '第一合同段', query: q({ contractId: 'ct_sg01', title: '第一合同段' }), shows: '利用土方填筑'
  },
  // the day's records under the daily report form; jianli's daily reports to review
  'pages/apply/progressManage/progressDailyReport/DailyReportFille': { as: 'shigong', notAs: 'anquan', title: '新增施工日报', shows: { within: '.sf-day-panel__title', text: '今日已记录' } },
  'pages/apply/progressManage/approvalDailyReport/index': { as: 'jianli', notAs: 'anquan', shows: '张伟的施工日报' },
  'pages/apply/progressManage/weekProgress/index': { as: 'shigong', notAs: 'shiyan', shows: { within: '.sf-progress-card__sub', text: '秦淮河大桥预制箱梁架设 12 片' } },
  'pages/apply/homepage/projectOverallProgress': { as: 'yezhu', notAs: 'shiyan', shows: { within: '.sf-progress-card__title', text: '句容河特大桥（K25+870）' } },
  'pages/apply/wbsTree/index': { as: 'jianli', notAs: 'anquan', shows: { within: '.sf-wbs-node__name', text: '赤山湖大桥（K41+015）' } },
  'pages/apply/emergencyManagement/index': { as: 'anquan', notAs: 'shiyan', title: '应急预案', shows: '触电事故现场处置方案' },
  // issue 15: cloud video, the smart site and its dashboard
  'pages/apply/cloudVideo/player': {
    as: 'yezhu',
    notAs: 'jianli',
    query: async (demo) => q({ id: (await demo.get<Array<{ cameras: Array<{ id: string }> }>>('yezhu', '/api/video/Cameras'))[0].cameras[0].id }),
    shows: '位置：1标 K6+200 拌合站出料口'
  },
  'pages/apply/smartSite/index': { as: 'yezhu', notAs: 'jianli', shows: '1标 拌合站扬尘' },
  // the demo's counts (server/src/seed/demoRebar.ts) under 最近计数
  'pages/apply/rebarCount/index': { as: 'shigong', notAs: 'anquan', shows: { within: '.sf-rebar__record', text: 'HRB400E 热轧带肋钢筋 Φ16 · SG2410-2217' } },
  'pages/apply/homepage/wisdomConstructionSite': { as: 'yezhu', notAs: 'shigong', shows: '摄像头在线' },

  // --- my ----------------------------------------------------------------------------------------
  'pages/my/settings/index': { as: 'jianli', notAs: null, shows: '清除缓存' },
  'pages/my/scanResult/index': { as: 'jianli', notAs: null, query: q({ result: 'K6+320 2#墩' }), shows: 'K6+320 2#墩' },
  'pages/my/modifyPsd/index': { as: 'jianli', notAs: null, shows: '密码为6-16位，须同时包含字母和数字' },
  'pages/my/contactUs/index': { as: 'jianli', notAs: null, shows: '使用中遇到问题，请通过以下方式联系我们' },
  'pages/my/abouts/index': { as: 'jianli', notAs: null, shows: 'SiteFlow 工程现场管理' },
  'pages/my/accountSecurity/index': { as: 'jianli', notAs: null, shows: '150****8843' },
  'pages/my/cancellation/index': { as: 'jianli', notAs: null, shows: '注销前请确认' },
  'pages/my/personalData/index': { as: 'jianli', notAs: null, shows: '点击更换头像' },
  'pages/my/business/index': { as: 'jianli', notAs: null, shows: '江苏省南京市江宁区至镇江市句容市' },
  'pages/my/subordinate/index': { as: 'zongjian', notAs: null, shows: '周海涛/zhouhaitao' },

  // --- admin (管理) ------------------------------------------------------------------------------
  'pages/admin/index': { as: 'admin', notAs: 'jianli', shows: '项目与合同段' },
  'pages/admin/organize/index': { as: 'admin', notAs: 'jianli', shows: '苏通路桥工程集团有限公司' },
  'pages/admin/project/index': { as: 'admin', notAs: 'jianli', shows: '宁句高速公路改扩建工程' },
  'pages/admin/people/index': { as: 'admin', notAs: 'jianli', shows: '＋ 新增人员' },
  'pages/admin/role/index': { as: 'admin', notAs: 'jianli', shows: '组织角色模板' },
  'pages/admin/audit/index': { as: 'admin', notAs: 'jianli', shows: '操作记录' },
  'pages/admin/dictionary/index': { as: 'admin', notAs: 'jianli', shows: '特种设备类型' },
  'pages/admin/position/index': { as: 'admin', notAs: 'jianli', shows: '＋ 新增岗位' },
  'pages/admin/billRule/index': { as: 'admin', notAs: 'jianli', shows: '＋ 新增规则' },
  'pages/admin/chain/index': { as: 'admin', notAs: 'jianli', shows: '选择一个流程查看审批链' },
  'pages/admin/menu/index': { as: 'admin', notAs: 'jianli', shows: '特种设备' }
}

/** Workbench routes open as their menu opens them, unless the entry gives its own query. */
export function queryOf (path: string, e: RouteExpectation, demo: Demo): Promise<string> {
  if (typeof e.query === 'function') return e.query(demo)
  if (e.query !== undefined) return Promise.resolve(e.query)
  return Promise.resolve(menuOfRoute(path) ? menuQuery(path) : '')
}

/** The title the screen shows: the entry's, else a workbench menu's name (the page takes it from
 *  the query), else the route's. */
export function titleOf (path: string, routeTitle: string, e: RouteExpectation): string {
  if (e.title !== undefined) return e.title
  const menu = e.query === undefined ? menuOfRoute(path) : undefined
  return menu?.fullName ?? routeTitle
}
