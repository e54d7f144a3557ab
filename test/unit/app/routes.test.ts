/**
 * src/routes.ts against SPEC.md section 2. The expected routes below are written by hand from the
 * spec text, read with the rules of the header comment of src/routes.ts:
 * - a bare name is a folder route (`flowTodo` → `flowTodo/index`);
 * - "X with Y" / "X and Y" puts page Y in X's folder (`infoCenter/increaseInfo`);
 * - an explicit path and the items of a list naming its own `index` are page files.
 * Misspellings are part of the public URLs and are kept.
 */
import * as fs from 'fs'
import * as path from 'path'
import {
  ALL_ROUTES, MAIN_ROUTES, PRELOAD, SUB_PACKAGES, TABS, findRoute, isTabPath, pageConfig, type PackageRoot
} from '@/routes'

const SRC = path.resolve(__dirname, '../../../src')

/** SPEC §2 Tab bar, Login, Other index pages, System pages (+ the launch page of "The entry is /"). */
const MAIN_EXPECTED = [
  'pages/launch/index',
  'pages/index/index',
  'pages/index/map',
  'pages/index/apply',
  'pages/index/cloudVideo',
  'pages/index/my',
  'pages/login/index',
  'pages/login/weChatBinding',
  'pages/login/otherLogin',
  'pages/index/workFlow',
  'pages/index/contacts',
  'pages/form/index'
]

/** SPEC §2 Messages. */
const MESSAGE_EXPECTED = [
  'userDetail/index',
  'message/index',
  'messageDetail/index',
  'im/index'
].map((p) => `pages/message/${p}`)

/** SPEC §2 Workflow (under /pages/workFlow/). */
const WORKFLOW_EXPECTED = [
  // workFlowForm/: ...
  'workFlowForm/specialTasksForm/index',
  'workFlowForm/SpecialTaskFlowNotify/index',
  'workFlowForm/constructionLedger/index',
  'workFlowForm/incomingMaterial/index',
  'workFlowForm/engineeringEntityData/index',
  'workFlowForm/supervisionLogForm/index',
  'workFlowForm/supervisionTourForm/planChoose',
  'workFlowForm/dailyFill/index',
  'workFlowForm/dailyReported/index',
  'workFlowForm/hazardFrom/index',
  'flowBefore/index',
  'flowLaunch/index',
  'flowTodo/index',
  'flowDone/index',
  'flowCopy/index',
  'flowModal/index',
  'autoSign/index',
  'autoSign/webview',
  'entrust/index',
  'entrust/form',
  'entrust/flow',
  'operate/index',
  'scanForm/index',
  'comment/index',
  'allApp/index',
  'candiDateUserSelect/index'
].map((p) => `pages/workFlow/${p}`)

/** SPEC §2 Apply area (under /pages/apply/), in the order of the spec's bullets. */
const APPLY_EXPECTED = [
  // contractWorkersInfo, previewPdf, identifyQRCode, wbsTree.
  'contractWorkersInfo/index',
  'previewPdf/index',
  'identifyQRCode/index',
  'wbsTree/index',
  // laboratoryManagement: ...
  'laboratoryManagement/incomingMaterials/index',
  'laboratoryManagement/materialSummary/index',
  'laboratoryManagement/materialSummary/summary',
  'laboratoryManagement/infoCenter/index',
  'laboratoryManagement/infoCenter/increaseInfo',
  'laboratoryManagement/engineeringEntityData/index',
  'laboratoryManagement/engineeringEntityData/increaseEngineering',
  'laboratoryManagement/engineeringEntityData/ledgeChoose',
  'laboratoryManagement/constructionLedger/index',
  'laboratoryManagement/constructionLedger/increaseLedger',
  'laboratoryManagement/ledgerSummary/index',
  'laboratoryManagement/ledgerSummary/summary',
  'laboratoryManagement/samplingData/index',
  'laboratoryManagement/selfInspectionData/index',
  // attendanceManagement: attendanceClock (with ...), punchClockRecord, punshClockStatistics.
  'attendanceManagement/attendanceClock/index',
  'attendanceManagement/attendanceClock/recordPage',
  'attendanceManagement/attendanceClock/recordPageMap',
  'attendanceManagement/attendanceClock/recordPageList',
  'attendanceManagement/attendanceClock/fenceArea',
  'attendanceManagement/punchClockRecord/index',
  'attendanceManagement/punshClockStatistics/index',
  // attendanceManagementInformation/informationEntry; attendanceFaceRecognition.
  // (informationEntry, safeTrainOnlineExam and meterApprove are read as folders, as the server's
  //  menu seed opens them: `.../index`)
  'attendanceManagementInformation/informationEntry/index',
  'attendanceFaceRecognition/index',
  // attendanceManagementFieldService: photoCheck with operationForm, plus a parallel clock, record and statistics set.
  'attendanceManagementFieldService/photoCheck/index',
  'attendanceManagementFieldService/photoCheck/operationForm',
  'attendanceManagementFieldService/attendanceClock/index',
  'attendanceManagementFieldService/punchClockRecord/index',
  'attendanceManagementFieldService/punshClockStatistics/index',
  // industryStandard with pdfview; examinationRecord; safetyTrain/safeTrainOnlineExam; emergencyManagement; specialEquipment.
  'industryStandard/index',
  'industryStandard/pdfview',
  'examinationRecord/index',
  'safetyTrain/safeTrainOnlineExam/index',
  'emergencyManagement/index',
  'specialEquipment/index',
  // engineeringManagement: ...
  'engineeringManagement/constructionPlan/index',
  'engineeringManagement/constructionPlan/detail',
  'engineeringManagement/problemRectification/index',
  'engineeringManagement/problemRectification/problemDetail',
  'engineeringManagement/knowledgeBase/index',
  'engineeringManagement/knowledgeBase/knowLibrary',
  'engineeringManagement/knowledgeBase/pdfview',
  'engineeringManagement/supervisionLog/index',
  'engineeringManagement/supervisionInspection/index',
  'engineeringManagement/supervisionSite/index',
  'engineeringManagement/processInspectionApplication/index',
  'engineeringManagement/entityMaterials/index',
  // projectMap: ...
  'projectMap/manualPositioning/index',
  'projectMap/keyInspections/index',
  'projectMap/visitationIncreased/index',
  // transactionCenter: ...
  'transactionCenter/workMessage/index',
  'transactionCenter/workMessage/addMessage',
  'transactionCenter/supervisionMeeting/index',
  'transactionCenter/supervisionMeeting/supervisionMeetingAdd',
  'transactionCenter/supervisionMeeting/supervisionMeetingDetail',
  'transactionCenter/supervisionMeeting/increaseMeeting',
  'transactionCenter/supervisionOrder/index',
  'transactionCenter/publishTask/index',
  'transactionCenter/publishTask/increasePublishPage',
  'transactionCenter/auditTask/index',
  'transactionCenter/auditTask/auditDetail',
  'transactionCenter/taskManagement/index',
  'transactionCenter/taskManagement/addManage',
  'transactionCenter/myTasks/index',
  'transactionCenter/myTasks/taskDetail',
  // hazardInvestigat with addTreeSelect and treeSelect; reportLog with form; schedule with form.
  'hazardInvestigat/index',
  'hazardInvestigat/addTreeSelect',
  'hazardInvestigat/treeSelect',
  'reportLog/index',
  'reportLog/form',
  'schedule/index',
  'schedule/form',
  // digitalSign; order; popSelect; externalLink; dynamicModel (...); consume; ...
  'digitalSign/index',
  'order/index',
  'popSelect/index',
  'externalLink/index',
  'dynamicModel/index',
  'dynamicModel/form',
  'dynamicModel/detail',
  'dynamicModel/scanForm',
  'consume/index',
  'addConsume/index',
  'siteINspection/index',
  'rectification/index',
  'rectificationAddDetail/index',
  'hiddenDanger/index',
  'hiddenDangerLedger/index',
  // addTask: index, sceneCheck, taskDetail, addPage.
  'addTask/index',
  'addTask/sceneCheck',
  'addTask/taskDetail',
  'addTask/addPage',
  // processManage: index, operation-details, restart. processManageNew: processList, index, selectWbs.
  'processManage/index',
  'processManage/operation-details',
  'processManage/restart',
  'processManageNew/processList',
  'processManageNew/index',
  'processManageNew/selectWbs',
  // progressManage: ...
  'progressManage/weekProgress/index',
  'progressManage/approvalDailyReport/index',
  'progressManage/progressDailyReport/index',
  'progressManage/progressDailyReport/DailyReportFille',
  'progressManage/progressFilling/index',
  'progressManage/progressFilling/contractDetails',
  // tableLinkage; tableSelect; tableTreeSelector.
  'tableLinkage/index',
  'tableSelect/index',
  'tableTreeSelector/index',
  // safetyManage: index, problemRectification/addProblem, ..., pitfallCustom with approvePitfall, hotWork.
  'safetyManage/index',
  'safetyManage/problemRectification/addProblem',
  'safetyManage/safetyMorin',
  'safetyManage/dangerList',
  'safetyManage/reportHidden',
  'safetyManage/pitfallCustom/index',
  'safetyManage/pitfallCustom/approvePitfall',
  'safetyManage/hotWork',
  // meterManage/meterApprove; knowledgeBase (with knowLibrary); smartSite; rebarCount; drawPdfs.
  'meterManage/meterApprove/index',
  'knowledgeBase/index',
  'knowledgeBase/knowLibrary',
  'smartSite/index',
  'rebarCount/index',
  'drawPdfs/index',
  // homepage: index, projectInvestment, ...
  'homepage/index',
  'homepage/projectInvestment',
  'homepage/projectOverallProgress',
  'homepage/wisdomConstructionSite',
  'homepage/safetyHazardsManage',
  'homepage/projectOverview',
  // faceRecognition; casualSnap.
  'faceRecognition/index',
  'casualSnap/index'
].map((p) => `pages/apply/${p}`)

/** SPEC §2 Me area (under /pages/my/). */
const MY_EXPECTED = [
  'settings', 'scanResult', 'modifyPsd', 'contactUs', 'abouts',
  'accountSecurity', 'cancellation', 'personalData', 'business', 'subordinate'
].map((p) => `pages/my/${p}/index`)

/** Issue 20: the 管理 (administration) area, a subpackage of its own. */
const ADMIN_EXPECTED = ['index', 'organize/index', 'project/index', 'people/index', 'role/index', 'audit/index', 'dictionary/index', 'position/index', 'billRule/index', 'menu/index', 'chain/index'].map((p) => `pages/admin/${p}`)

const EXPECTED_BY_SECTION: Array<[string, string[]]> = [
  ['main', MAIN_EXPECTED],
  ['message', MESSAGE_EXPECTED],
  ['workFlow', WORKFLOW_EXPECTED],
  ['apply', APPLY_EXPECTED],
  ['my', MY_EXPECTED],
  ['admin', ADMIN_EXPECTED]
]
const ALL_EXPECTED = EXPECTED_BY_SECTION.flatMap(([, list]) => list)

const paths = ALL_ROUTES.map((r) => r.path)

describe('every SPEC §2 route exists under its exact name', () => {
  it('the hand-written list is itself large and free of duplicates', () => {
    expect(ALL_EXPECTED.length).toBeGreaterThanOrEqual(60)
    expect(new Set(ALL_EXPECTED).size).toBe(ALL_EXPECTED.length)
  })

  describe.each(EXPECTED_BY_SECTION)('%s', (_section, list) => {
    it.each(list)('%s', (p) => {
      expect(findRoute(p)?.path).toBe(p)
    })
  })

  it.each([
    'pages/apply/attendanceManagement/punshClockStatistics/index',
    'pages/apply/hazardInvestigat/index',
    'pages/apply/siteINspection/index',
    'pages/apply/processManage/operation-details',
    'pages/apply/progressManage/progressDailyReport/DailyReportFille',
    'pages/workFlow/candiDateUserSelect/index',
    'pages/workFlow/workFlowForm/hazardFrom/index',
    'pages/apply/safetyManage/hotWork',
    'pages/my/modifyPsd/index'
  ])('misspelled public URL %s is kept as spelled', (p) => {
    expect(paths).toContain(p)
  })

  it.each([
    'pages/apply/attendanceManagement/punchClockStatistics/index',
    'pages/apply/hazardInvestigation/index',
    'pages/apply/siteInspection/index',
    'pages/apply/processManage/operationDetails',
    'pages/apply/progressManage/progressDailyReport/DailyReportFill',
    'pages/workFlow/candidateUserSelect/index',
    'pages/workFlow/workFlowForm/hazardForm/index',
    'pages/apply/safetyManage/hotWork/index',
    'pages/my/modifyPwd/index'
  ])('no "corrected" spelling %s exists', (p) => {
    expect(findRoute(p)).toBeUndefined()
  })

  it('the table has no route the spec does not list (besides the system pages: two locations and not-found; and the live player the Cloud video tab opens, issue 15)', () => {
    const extra = paths.filter((p) => !ALL_EXPECTED.includes(p))
    expect(extra.sort()).toEqual(['pages/apply/cloudVideo/player', 'pages/system/chooseLocation/index', 'pages/system/notFound/index', 'pages/system/openLocation/index'])
  })
})

describe('table shape', () => {
  it('no duplicate paths', () => {
    const seen = new Map<string, number>()
    paths.forEach((p) => seen.set(p, (seen.get(p) ?? 0) + 1))
    expect([...seen].filter(([, n]) => n > 1)).toEqual([])
  })

  it('ALL_ROUTES is the main package followed by every subpackage', () => {
    expect(ALL_ROUTES).toEqual([...MAIN_ROUTES, ...Object.values(SUB_PACKAGES).flat()])
  })

  // SPEC's four, the administration area (issue 20) and the system pages (their map code out of the main package)
  it('the subpackage roots are SPEC\'s four, administration and the system pages', () => {
    expect(Object.keys(SUB_PACKAGES).sort()).toEqual(['pages/admin', 'pages/apply', 'pages/message', 'pages/my', 'pages/system', 'pages/workFlow'])
  })

  describe.each(Object.entries(SUB_PACKAGES))('subpackage %s', (root, routes) => {
    it('is not empty', () => expect(routes.length).toBeGreaterThan(0))
    it.each(routes.map((r) => r.path))('%s starts with the root', (p) => {
      expect(p.startsWith(`${root}/`)).toBe(true)
      expect(p.length).toBeGreaterThan(root.length + 1)
    })
  })

  it.each(ALL_ROUTES.map((r) => [r.path, r.title] as const))('%s has a title (%s)', (_p, title) => {
    expect(typeof title).toBe('string')
    expect(title.trim()).not.toBe('')
  })

  it('the main package holds launch, the 5 tabs, login pages, form (and no subpackage page)', () => {
    const main = MAIN_ROUTES.map((r) => r.path)
    for (const p of [
      'pages/launch/index',
      ...TABS.map((t) => t.path),
      'pages/login/index', 'pages/login/weChatBinding', 'pages/login/otherLogin',
      'pages/form/index'
    ]) expect(main).toContain(p)
    const roots = Object.keys(SUB_PACKAGES)
    expect(main.filter((p) => roots.some((root) => p.startsWith(`${root}/`)))).toEqual([])
  })

  it('the launch page is the first page (the app entry)', () => {
    expect(MAIN_ROUTES[0].path).toBe('pages/launch/index')
  })
})

describe('tabs', () => {
  it('order and texts are fixed: 消息, 地图, 工作台, 云视频, 我的', () => {
    expect(TABS.map((t) => [t.path, t.text])).toEqual([
      ['pages/index/index', '消息'],
      ['pages/index/map', '地图'],
      ['pages/index/apply', '工作台'],
      ['pages/index/cloudVideo', '云视频'],
      ['pages/index/my', '我的']
    ])
  })

  it('tab icons are distinct', () => {
    expect(new Set(TABS.map((t) => t.icon)).size).toBe(TABS.length)
  })
})

describe('PRELOAD', () => {
  it('maps each tab to its own package as SPEC says', () => {
    expect(PRELOAD).toEqual({
      'pages/index/index': 'pages/message',
      'pages/index/workFlow': 'pages/workFlow',
      'pages/index/apply': 'pages/apply',
      'pages/index/my': 'pages/my'
    })
  })

  it.each(Object.entries(PRELOAD))('%s is a main-package page and %s a subpackage root', (page, root) => {
    expect(MAIN_ROUTES.map((r) => r.path)).toContain(page)
    expect(Object.keys(SUB_PACKAGES)).toContain(root as PackageRoot)
  })
})

describe('aliases', () => {
  it.each([
    ['/', 'pages/launch/index'],
    ['/choose-location', 'pages/system/chooseLocation/index'],
    ['/open-location', 'pages/system/openLocation/index']
  ])('%s opens %s', (alias, p) => {
    const owners = ALL_ROUTES.filter((r) => r.alias?.includes(alias)).map((r) => r.path)
    expect(owners).toEqual([p])
  })

  it('no other aliases exist', () => {
    expect(ALL_ROUTES.flatMap((r) => r.alias ?? []).sort()).toEqual(['/', '/choose-location', '/open-location'])
  })
})

describe('findRoute', () => {
  it.each([
    ['pages/my/modifyPsd/index', 'pages/my/modifyPsd/index'],
    ['/pages/my/modifyPsd/index', 'pages/my/modifyPsd/index'],
    ['/pages/message/im/index?name=%E5%BC%A0&account=a&formUserId=u1', 'pages/message/im/index'],
    ['pages/apply/safetyManage/hotWork?menuId=m&fullName=x', 'pages/apply/safetyManage/hotWork'],
    ['/pages/index/apply?', 'pages/index/apply']
  ])('%s → %s', (url, expected) => {
    expect(findRoute(url)?.path).toBe(expected)
  })

  it.each([
    ['/', 'pages/launch/index'],
    ['/choose-location', 'pages/system/chooseLocation/index'],
    ['/open-location?latitude=1', 'pages/system/openLocation/index']
  ])('the H5 alias %s → %s', (url, expected) => {
    expect(findRoute(url)?.path).toBe(expected)
  })

  it.each([
    [''],
    ['choose-location-x'],
    ['pages/my/modifyPsd'],
    ['pages/my/modifyPsd/index/'],
    ['//pages/my/modifyPsd/index'],
    ['/pages/apply/safetyManage/hotWork/index'],
    ['pages/unknown/index']
  ])('%j is unknown', (url) => {
    expect(findRoute(url)).toBeUndefined()
  })
})

describe('isTabPath', () => {
  it.each([
    ['pages/index/index', true],
    ['/pages/index/map', true],
    ['/pages/index/apply?x=1', true],
    ['pages/index/cloudVideo', true],
    ['/pages/index/my', true],
    ['pages/index/workFlow', false],
    ['pages/index/contacts', false],
    ['pages/launch/index', false],
    ['pages/my/settings/index', false],
    ['', false]
  ])('%s → %s', (url, expected) => {
    expect(isTabPath(url)).toBe(expected)
  })
})

describe('pageConfig', () => {
  it('pages/login/index: title and custom navigation', () => {
    expect(pageConfig('pages/login/index')).toEqual({ navigationBarTitleText: '登录', navigationStyle: 'custom' })
  })

  it.each([
    ['pages/my/modifyPsd/index', '修改密码'],
    ['pages/index/apply', '工作台'],
    ['pages/apply/safetyManage/hotWork', '动火作业']
  ])('%s has title %s and the default navigation bar', (p, title) => {
    expect(pageConfig(p)).toEqual({ navigationBarTitleText: title })
  })

  it('only the login page draws its own navigation bar', () => {
    expect(ALL_ROUTES.filter((r) => pageConfig(r.path).navigationStyle === 'custom').map((r) => r.path))
      .toEqual(['pages/login/index'])
  })

  it.each(['pages/nope/index', '/pages/login/index', 'pages/login/index?x=1', ''])('throws for unknown route %j', (p) => {
    expect(() => pageConfig(p)).toThrow(/unknown route/)
  })
})

describe('every route has its page on disk', () => {
  it.each(paths)('%s', (p) => {
    const page = path.join(SRC, `${p}.tsx`)
    const config = path.join(SRC, `${p}.config.ts`)
    expect(fs.existsSync(page)).toBe(true)
    expect(fs.existsSync(config)).toBe(true)
    // the config is its own route's, as gen:pages writes it from the table (test/unit/app/routePaths.test.ts)
    expect(fs.readFileSync(config, 'utf8')).toContain(`navigationBarTitleText: '${pageConfig(p).navigationBarTitleText}'`)
  })
})
