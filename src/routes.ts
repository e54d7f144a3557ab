/**
 * The single route table (SPEC.md section 2). app.config.ts, the H5 router aliases, the typed
 * navigation helpers and the page configs are all derived from it: no route string is typed twice.
 *
 * How SPEC.md's listing is read:
 * - a bare name (`flowTodo`) is a folder route: `flowTodo/index`;
 * - "X with Y" / "X and Y" puts page Y inside X's folder (`infoCenter/increaseInfo`);
 * - an explicit path (`autoSign/webview`, `problemRectification/addProblem`) and the items of a
 *   list that names its own `index` (`addTask: index, sceneCheck, ...`) are page files.
 * The names are public URLs: keep them as spelled, misspellings included.
 */

import { TABS, isTabPath, type TabDef, type TabPath } from './tabs'

export { TABS, isTabPath, type TabDef, type TabPath }

export type PackageRoot = 'pages/message' | 'pages/workFlow' | 'pages/apply' | 'pages/my' | 'pages/admin' | 'pages/system'

export interface RouteDef {
  /** page path without leading slash, e.g. 'pages/workFlow/flowTodo/index' */
  path: string
  /** navigation bar title (zh-CN) */
  title: string
  /** the page draws its own navigation bar */
  customNav?: boolean
  /** H5 aliases of this page (SPEC.md: '/' opens the launch page; system pages) */
  alias?: string[]
  /** the screen is not built yet: the issue that builds it, or 0 where none is filed yet.
   *  Such a route shows the page shell with its title and nothing pretending to work. */
  later?: number
  /** the catalog module (server/src/catalog) whose records this route lists: `npm run gen:pages`
   *  writes its thin page on the list engine */
  module?: string
  /** the catalog module whose records this route adds and changes: the list engine opens it instead
   *  of the generic form, and `npm run gen:pages` writes its thin page on the form engine */
  moduleForm?: string
  /** the catalog module one record of which this route shows: the list engine opens it instead of
   *  the record's flow (the screen links to the flow) */
  moduleDetail?: string
}


/** A route's third item: the issue that builds it, BUILT, or the catalog module it lists, adds to or shows a record of. */
type Entry = readonly [path: string, title: string, later?: number | null | { module: string } | { moduleForm: string } | { moduleDetail: string }]

/** Business screens no issue builds yet. */
const NOT_FILED = 0
/** A built screen in a section whose screens default to NOT_FILED. */
const BUILT = null
/** The list of a catalog module's records (its page is written by `npm run gen:pages`). */
const mod = (code: string) => ({ module: code })
/** The add / change form of a catalog module's records (its thin page is written by `npm run gen:pages`). */
const form = (code: string) => ({ moduleForm: code })
/** The screen of one record of a catalog module. */
const detail = (code: string) => ({ moduleDetail: code })

const main = [
  ['pages/launch/index', 'SiteFlow'],
  ['pages/index/index', '消息'],
  ['pages/index/map', '地图', BUILT],
  ['pages/index/apply', '工作台'],
  ['pages/index/cloudVideo', '云视频'],
  ['pages/index/my', '我的'],
  ['pages/index/workFlow', '流程中心'],
  ['pages/index/contacts', '通讯录'],
  ['pages/login/index', '登录'],
  ['pages/login/weChatBinding', '微信绑定'],
  ['pages/login/otherLogin', '其他登录方式'],
  ['pages/form/index', '表单']
] as const satisfies readonly Entry[]

/** The system pages: picking and viewing a point (used by every form's location field) and the
 *  not-found page. A subpackage, so the map code they draw with stays out of the main package. */
const system = [
  ['chooseLocation/index', '选择位置', BUILT],
  ['openLocation/index', '查看位置', BUILT],
  ['notFound/index', '页面不存在']
] as const satisfies readonly Entry[]

const message = [
  ['userDetail/index', '用户详情'],
  ['message/index', '站内消息'],
  ['messageDetail/index', '消息详情'],
  ['im/index', '聊天']
] as const satisfies readonly Entry[]

const workFlow = [
  ['workFlowForm/specialTasksForm/index', '专项任务'],
  ['workFlowForm/SpecialTaskFlowNotify/index', '专项任务通知'],
  ['workFlowForm/constructionLedger/index', '施工台账'],
  ['workFlowForm/incomingMaterial/index', '进场材料'],
  ['workFlowForm/engineeringEntityData/index', '工程实体数据'],
  ['workFlowForm/supervisionLogForm/index', '监理日志'],
  ['workFlowForm/supervisionTourForm/planChoose', '巡视计划选择'],
  ['workFlowForm/dailyFill/index', '日报填报'],
  ['workFlowForm/dailyReported/index', '日报上报'],
  ['workFlowForm/hazardFrom/index', '隐患问题'],
  ['flowBefore/index', '流程详情'],
  ['flowLaunch/index', '我发起的'],
  ['flowTodo/index', '待我审批'],
  ['flowDone/index', '我已审批'],
  ['flowCopy/index', '抄送我的'],
  ['flowModal/index', '电子签章'],
  ['autoSign/index', '动态签署'],
  ['autoSign/webview', '签署'],
  ['entrust/index', '流程委托'],
  ['entrust/form', '委托设置'],
  ['entrust/flow', '委托流程'],
  ['operate/index', '审批操作'],
  ['scanForm/index', '表单预览'],
  ['comment/index', '流程评论'],
  ['allApp/index', '更多流程'],
  ['candiDateUserSelect/index', '选择候选人']
] as const satisfies readonly Entry[]

const apply = [
  ['contractWorkersInfo/index', '劳务人员信息', mod('contractWorkersInfo')],
  ['previewPdf/index', 'PDF预览', BUILT],
  ['identifyQRCode/index', '二维码识别', BUILT],
  ['wbsTree/index', 'WBS树', BUILT],
  // laboratory management
  ['laboratoryManagement/incomingMaterials/index', '进场材料', mod('incomingMaterials')],
  ['laboratoryManagement/materialSummary/index', '材料汇总', BUILT],
  ['laboratoryManagement/materialSummary/summary', '材料统计', BUILT],
  ['laboratoryManagement/infoCenter/index', '信息中心', mod('infoCenter')],
  ['laboratoryManagement/infoCenter/increaseInfo', '新增信息', form('infoCenter')],
  ['laboratoryManagement/engineeringEntityData/index', '工程实体数据', mod('engineeringEntityData')],
  ['laboratoryManagement/engineeringEntityData/increaseEngineering', '新增实体数据', form('engineeringEntityData')],
  ['laboratoryManagement/engineeringEntityData/ledgeChoose', '选择台账', BUILT],
  ['laboratoryManagement/constructionLedger/index', '施工台账', mod('constructionLedger')],
  ['laboratoryManagement/constructionLedger/increaseLedger', '新增台账', form('constructionLedger')],
  ['laboratoryManagement/ledgerSummary/index', '台账汇总', BUILT],
  ['laboratoryManagement/ledgerSummary/summary', '台账统计', BUILT],
  ['laboratoryManagement/samplingData/index', '取样数据', mod('samplingData')],
  ['laboratoryManagement/selfInspectionData/index', '自检数据', mod('selfInspectionData')],
  // attendance
  ['attendanceManagement/attendanceClock/index', '考勤打卡', BUILT],
  ['attendanceManagement/attendanceClock/recordPage', '打卡记录', BUILT],
  ['attendanceManagement/attendanceClock/recordPageMap', '打卡地图', BUILT],
  ['attendanceManagement/attendanceClock/recordPageList', '打卡列表', BUILT],
  ['attendanceManagement/attendanceClock/fenceArea', '考勤围栏', BUILT],
  ['attendanceManagement/punchClockRecord/index', '打卡记录', BUILT],
  ['attendanceManagement/punshClockStatistics/index', '考勤统计', BUILT],
  ['attendanceManagementInformation/informationEntry/index', '人员信息录入', BUILT],
  ['attendanceFaceRecognition/index', '人脸识别考勤', BUILT],
  ['attendanceManagementFieldService/photoCheck/index', '外业照片核验', BUILT],
  ['attendanceManagementFieldService/photoCheck/operationForm', '核验操作', BUILT],
  ['attendanceManagementFieldService/attendanceClock/index', '外业打卡', BUILT],
  ['attendanceManagementFieldService/punchClockRecord/index', '外业打卡记录', BUILT],
  ['attendanceManagementFieldService/punshClockStatistics/index', '外业考勤统计', BUILT],
  // standards, training, safety misc
  ['industryStandard/index', '行业标准', BUILT],
  ['industryStandard/pdfview', '标准预览', BUILT],
  ['examinationRecord/index', '考试记录', BUILT],
  ['safetyTrain/safeTrainOnlineExam/index', '安全在线考试', BUILT],
  ['emergencyManagement/index', '应急管理', BUILT],
  ['specialEquipment/index', '特种设备', mod('specialEquipment')],
  // engineering management
  ['engineeringManagement/constructionPlan/index', '施工方案', mod('constructionPlan')],
  ['engineeringManagement/constructionPlan/detail', '方案详情', detail('constructionPlan')],
  ['engineeringManagement/problemRectification/index', '问题整改', mod('problemRectification')],
  ['engineeringManagement/problemRectification/problemDetail', '问题详情', detail('problemRectification')],
  ['engineeringManagement/knowledgeBase/index', '知识库', BUILT],
  ['engineeringManagement/knowledgeBase/knowLibrary', '知识文库', BUILT],
  ['engineeringManagement/knowledgeBase/pdfview', '文档预览', BUILT],
  ['engineeringManagement/supervisionLog/index', '监理日志', mod('supervisionLog')],
  ['engineeringManagement/supervisionInspection/index', '监理巡视', mod('supervisionInspection')],
  ['engineeringManagement/supervisionSite/index', '旁站监理', mod('supervisionSite')],
  ['engineeringManagement/processInspectionApplication/index', '工序报验', mod('processInspectionApplication')],
  ['engineeringManagement/entityMaterials/index', '实体材料', mod('entityMaterials')],
  // project map
  ['projectMap/manualPositioning/index', '手动定位', BUILT],
  ['projectMap/keyInspections/index', '重点巡查', BUILT],
  ['projectMap/visitationIncreased/index', '新增巡访', BUILT],
  // transaction centre
  ['transactionCenter/workMessage/index', '工作消息', mod('workMessage')],
  ['transactionCenter/workMessage/addMessage', '新增工作联系单', form('workMessage')],
  ['transactionCenter/supervisionMeeting/index', '监理会议', BUILT],
  ['transactionCenter/supervisionMeeting/supervisionMeetingAdd', '召开会议', BUILT],
  ['transactionCenter/supervisionMeeting/supervisionMeetingDetail', '会议详情', BUILT],
  ['transactionCenter/supervisionMeeting/increaseMeeting', '会议纪要', BUILT],
  ['transactionCenter/supervisionOrder/index', '监理指令', mod('supervisionOrder')],
  ['transactionCenter/publishTask/index', '发布任务', BUILT],
  ['transactionCenter/publishTask/increasePublishPage', '发布任务', BUILT],
  ['transactionCenter/auditTask/index', '任务审核', BUILT],
  ['transactionCenter/auditTask/auditDetail', '审核详情', BUILT],
  ['transactionCenter/taskManagement/index', '任务管理', mod('taskManagement')],
  ['transactionCenter/taskManagement/addManage', '新增任务台账', form('taskManagement')],
  ['transactionCenter/myTasks/index', '我的任务', BUILT],
  ['transactionCenter/myTasks/taskDetail', '任务详情', BUILT],
  // hazards, logs, schedule
  ['hazardInvestigat/index', '隐患排查', mod('hazardInvestigat')],
  ['hazardInvestigat/addTreeSelect', '选择隐患类别', BUILT],
  ['hazardInvestigat/treeSelect', '选择部位', BUILT],
  ['reportLog/index', '工作日志', mod('reportLog')],
  ['reportLog/form', '新增工作汇报', form('reportLog')],
  ['schedule/index', '日程安排', BUILT],
  ['schedule/form', '新建日程', BUILT],
  // generic and misc
  ['digitalSign/index', '数字签名', BUILT],
  ['order/index', '材料订单', BUILT],
  ['popSelect/index', '选择', BUILT],
  ['externalLink/index', '外部链接', BUILT],
  ['dynamicModel/index', '功能列表', BUILT],
  ['dynamicModel/form', '表单', BUILT],
  ['dynamicModel/detail', '详情', BUILT],
  ['dynamicModel/scanForm', '表单预览', BUILT],
  ['consume/index', '消耗记录', BUILT],
  ['addConsume/index', '新增消耗', BUILT],
  ['siteINspection/index', '现场检查', BUILT],
  ['rectification/index', '整改通知', BUILT],
  ['rectificationAddDetail/index', '整改详情', BUILT],
  ['hiddenDanger/index', '隐患上报', BUILT],
  ['hiddenDangerLedger/index', '隐患台账', BUILT],
  // tasks
  ['addTask/index', '新增任务', mod('addTask')],
  ['addTask/sceneCheck', '现场检查', BUILT],
  ['addTask/taskDetail', '专项检查任务详情', detail('addTask')],
  ['addTask/addPage', '新增专项检查任务', form('addTask')],
  // process management
  ['processManage/index', '工序管理', BUILT],
  ['processManage/operation-details', '工序详情', BUILT],
  ['processManage/restart', '工序报验', form('processInspectionApplication')],
  ['processManageNew/processList', '部位工序', BUILT],
  ['processManageNew/index', '工序流程', BUILT],
  ['processManageNew/selectWbs', '选择WBS部位', BUILT],
  // progress
  ['progressManage/weekProgress/index', '周进度', BUILT],
  ['progressManage/approvalDailyReport/index', '日报审批', BUILT],
  ['progressManage/progressDailyReport/index', '进度日报', mod('progressDailyReport')],
  ['progressManage/progressDailyReport/DailyReportFille', '日报填写', form('progressDailyReport')],
  ['progressManage/progressFilling/index', '进度填报', BUILT],
  ['progressManage/progressFilling/contractDetails', '合同段详情', BUILT],
  ['tableLinkage/index', '表格联动', BUILT],
  ['tableSelect/index', '表格选择', BUILT],
  ['tableTreeSelector/index', '树形选择', BUILT],
  // safety management
  ['safetyManage/index', '安全首页', BUILT],
  ['safetyManage/problemRectification/addProblem', '检查问题上报', BUILT],
  ['safetyManage/safetyMorin', '班前安全晨会', mod('safetyMorin')],
  ['safetyManage/dangerList', '危险源清单', BUILT],
  ['safetyManage/reportHidden', '我的上报', BUILT],
  ['safetyManage/pitfallCustom/index', '隐患类型', mod('pitfallCustom')],
  ['safetyManage/pitfallCustom/approvePitfall', '隐患类型审批', BUILT],
  ['safetyManage/hotWork', '动火作业', mod('hotWork')],
  ['meterManage/meterApprove/index', '计量审批', mod('meterApprove')],
  ['knowledgeBase/index', '知识库', BUILT],
  ['knowledgeBase/knowLibrary', '知识文库', BUILT],
  ['smartSite/index', '智慧工地', BUILT],
  ['cloudVideo/player', '视频直播', BUILT],
  ['rebarCount/index', '钢筋计数', BUILT],
  ['drawPdfs/index', '图纸', BUILT],
  // dashboards
  ['homepage/index', '项目首页', BUILT],
  ['homepage/projectInvestment', '项目投资', BUILT],
  ['homepage/projectOverallProgress', '总体进度', BUILT],
  ['homepage/wisdomConstructionSite', '智慧工地', BUILT],
  ['homepage/safetyHazardsManage', '安全隐患', BUILT],
  ['homepage/projectOverview', '项目概况', BUILT],
  ['faceRecognition/index', '人脸识别', BUILT],
  ['casualSnap/index', '随手拍', BUILT]
] as const satisfies readonly Entry[]

const my = [
  ['settings/index', '设置'],
  ['scanResult/index', '扫描结果'],
  ['modifyPsd/index', '修改密码'],
  ['contactUs/index', '联系我们'],
  ['abouts/index', '关于我们'],
  ['accountSecurity/index', '账号安全'],
  ['cancellation/index', '注销账号'],
  ['personalData/index', '个人资料'],
  ['business/index', '我的业务'],
  ['subordinate/index', '我的下属']
] as const satisfies readonly Entry[]

/** The 管理 (administration) area: its own subpackage, opened from the Me tab by administrators (issue 20). */
const admin = [
  ['index', '管理'],
  ['organize/index', '单位与部门'],
  ['project/index', '项目与合同段'],
  ['people/index', '人员管理'],
  ['role/index', '角色与授权'],
  ['audit/index', '审计日志'],
  ['dictionary/index', '数据字典'],
  ['position/index', '岗位管理'],
  ['billRule/index', '单据规则'],
  ['menu/index', '菜单管理'],
  ['chain/index', '审批流程']
] as const satisfies readonly Entry[]


const toDef = (root: string, later?: number) => ([p, title, l]: Entry): RouteDef => ({
  path: root ? `${root}/${p}` : p,
  title,
  ...(typeof l === 'object' && l !== null ? l : { later: l === null ? undefined : l ?? later })
})

export const SUB_PACKAGES: Record<PackageRoot, RouteDef[]> = {
  'pages/message': message.map(toDef('pages/message')),
  'pages/workFlow': workFlow.map(toDef('pages/workFlow')),
  'pages/apply': apply.map(toDef('pages/apply', NOT_FILED)),
  'pages/my': my.map(toDef('pages/my')),
  'pages/admin': admin.map(toDef('pages/admin')),
  'pages/system': system.map(toDef('pages/system')).map((r) => {
    if (r.path === 'pages/system/chooseLocation/index') return { ...r, alias: ['/choose-location'] }
    if (r.path === 'pages/system/openLocation/index') return { ...r, alias: ['/open-location'] }
    return r
  })
}

export const MAIN_ROUTES: RouteDef[] = main.map(toDef('')).map((r) => {
  if (r.path === 'pages/launch/index') return { ...r, alias: ['/'] }
  if (r.path === 'pages/login/index') return { ...r, customNav: true }
  return r
})

export const ALL_ROUTES: RouteDef[] = [...MAIN_ROUTES, ...Object.values(SUB_PACKAGES).flat()]

/**
 * Mini-program subpackages that carry code other packages fetch with require.async (分包异步化),
 * each with one page because WeChat refuses a subpackage without pages. Not H5 routes: the H5
 * build bundles the same code with the pages that use it.
 * - packages/charts: ECharts (scripts/echarts-weapp.ts writes echarts.js there; src/platform/echartsLib.weapp.ts loads it).
 */
export const ASYNC_PACKAGES = [
  {
    root: 'packages/charts',
    pages: ['index'],
    alias: 'siteflow-charts',
    file: 'echarts.js',
    /** built by scripts/echarts-weapp.ts before the mini-program build, copied in by config/index.ts */
    source: 'node_modules/.cache/siteflow/echarts.weapp.js'
  }
] as const


/** SPEC.md: each tab preloads its own package; the process centre preloads the workflow package. */
export const PRELOAD: Record<string, PackageRoot> = {
  'pages/index/index': 'pages/message',
  'pages/index/workFlow': 'pages/workFlow',
  'pages/index/apply': 'pages/apply',
  'pages/index/my': 'pages/my'
}

const byPath = new Map(ALL_ROUTES.map((r) => [r.path, r]))
const byAlias = new Map(ALL_ROUTES.flatMap((r) => (r.alias ?? []).map((a) => [a, r] as const)))

/** The route of a path ('/pages/x/index?a=1', 'pages/x/index' or an H5 alias such as '/choose-location'); undefined when unknown. */
export function findRoute (url: string): RouteDef | undefined {
  const path = url.split('?')[0]
  return byPath.get(path.replace(/^\//, '')) ?? byAlias.get(path)
}


/** Page config beyond the title and navigation style. */
const PAGE_EXTRAS: Record<string, { disableScroll?: boolean, enableShareAppMessage?: boolean }> = {
  // the message list scrolls inside the page; the page itself stays put under the input bar
  'pages/message/im/index': { disableScroll: true },
  // shared as itself (SPEC §9 share defaults): the task opens for whoever receives it, as far as they may see it
  'pages/workFlow/flowBefore/index': { enableShareAppMessage: true }
}

export interface PageConfig {
  navigationBarTitleText: string
  navigationStyle?: 'custom'
  disableScroll?: boolean
  enableShareAppMessage?: boolean
}

/** The page config a page's config file exports (written by `npm run gen:pages` as a literal, so
 *  no page imports this table: title and navigation style from the table, and PAGE_EXTRAS). */
export function pageConfig (path: string): PageConfig {
  const route = byPath.get(path)
  if (!route) throw new Error(`unknown route ${path}: add it to src/routes.ts`)
  return {
    navigationBarTitleText: route.title,
    ...(route.customNav ? { navigationStyle: 'custom' as const } : {}),
    ...PAGE_EXTRAS[path]
  }
}

/** Every page path, as a type: navigation helpers accept only these. */
export type RoutePath =
  | (typeof main)[number][0]
  | `pages/message/${(typeof message)[number][0]}`
  | `pages/workFlow/${(typeof workFlow)[number][0]}`
  | `pages/apply/${(typeof apply)[number][0]}`
  | `pages/my/${(typeof my)[number][0]}`
  | `pages/admin/${(typeof admin)[number][0]}`
  | `pages/system/${(typeof system)[number][0]}`

