/**
 * The App workbench menu tree (JNPF category "App").
 *
 * Type 1 entries are directories; type 2 entries are custom pages whose
 * urlAddress is an app route of SPEC.md section 2 (the app navigates to
 * `urlAddress?menuId=<id>&fullName=<name>`). The id of every menu is derived
 * from its enCode (`menu_<enCode>`), and a type-2 menu's propertyJson.moduleId
 * is its own id: permissions (permissionList[].modelId) are keyed by it.
 */
import type { SeedMenu } from './types.js';

export const menuId = (enCode: string): string => `menu_${enCode}`;

type PageDef = [enCode: string, fullName: string, route: string, icon: string, color: string];

function directory(enCode: string, fullName: string, icon: string, sortCode: number): SeedMenu {
  return {
    id: menuId(enCode),
    parentId: '-1',
    fullName,
    enCode,
    icon: `icon-ym ${icon}`,
    type: 1,
    urlAddress: '',
    sortCode,
    propertyJson: { iconBackgroundColor: '', moduleId: '' },
  };
}

function pages(parentEnCode: string, defs: PageDef[]): SeedMenu[] {
  return defs.map(([enCode, fullName, route, icon, color], i) => ({
    id: menuId(enCode),
    parentId: menuId(parentEnCode),
    fullName,
    enCode,
    icon: `icon-ym ${icon}`,
    type: 2,
    urlAddress: `/pages/apply/${route}`,
    sortCode: i + 1,
    propertyJson: { iconBackgroundColor: color, moduleId: menuId(enCode) },
  }));
}

const BLUE = '#2979FF';
const CYAN = '#13C2C2';
const GREEN = '#52C41A';
const ORANGE = '#FA8C16';
const RED = '#F5222D';
const PURPLE = '#722ED1';
const GOLD = '#FAAD14';
const GEEK = '#2F54EB';
const MAGENTA = '#EB2F96';
const LIME = '#7CB342';

export const menus: SeedMenu[] = [
  // 首页看板
  directory('homepage', '首页看板', 'icon-ym-nav-home', 1),
  ...pages('homepage', [
    ['homepageIndex', '项目首页', 'homepage/index', 'icon-ym-nav-home', BLUE],
    ['projectOverview', '项目概况', 'homepage/projectOverview', 'icon-ym-extend-list', GEEK],
    ['projectInvestment', '项目投资', 'homepage/projectInvestment', 'icon-ym-extend-money', GOLD],
    ['projectOverallProgress', '总体进度', 'homepage/projectOverallProgress', 'icon-ym-extend-chart', GREEN],
    ['wisdomConstructionSite', '智慧工地看板', 'homepage/wisdomConstructionSite', 'icon-ym-extend-monitor', CYAN],
    ['safetyHazardsManage', '安全隐患看板', 'homepage/safetyHazardsManage', 'icon-ym-extend-warning', RED],
  ]),

  // 考勤管理
  directory('attendance', '考勤管理', 'icon-ym-extend-clock', 2),
  ...pages('attendance', [
    ['attendanceClock', '考勤打卡', 'attendanceManagement/attendanceClock/index', 'icon-ym-extend-clock', BLUE],
    ['punchClockRecord', '打卡记录', 'attendanceManagement/punchClockRecord/index', 'icon-ym-extend-record', CYAN],
    ['punshClockStatistics', '考勤统计', 'attendanceManagement/punshClockStatistics/index', 'icon-ym-extend-chart', GREEN],
    ['informationEntry', '人员信息录入', 'attendanceManagementInformation/informationEntry/index', 'icon-ym-extend-user', GEEK],
    ['attendanceFaceRecognition', '人脸识别考勤', 'attendanceFaceRecognition/index', 'icon-ym-extend-face', PURPLE],
    ['fieldPhotoCheck', '外业照片核验', 'attendanceManagementFieldService/photoCheck/index', 'icon-ym-extend-camera', ORANGE],
    ['fieldAttendanceClock', '外业打卡', 'attendanceManagementFieldService/attendanceClock/index', 'icon-ym-extend-location', BLUE],
    ['fieldPunchClockRecord', '外业打卡记录', 'attendanceManagementFieldService/punchClockRecord/index', 'icon-ym-extend-record', CYAN],
    ['fieldPunshClockStatistics', '外业考勤统计', 'attendanceManagementFieldService/punshClockStatistics/index', 'icon-ym-extend-chart', GREEN],
  ]),

  // 任务管理（事务中心）
  directory('transactionCenter', '任务管理', 'icon-ym-extend-task', 3),
  ...pages('transactionCenter', [
    ['publishTask', '发布任务', 'transactionCenter/publishTask/index', 'icon-ym-extend-send', BLUE],
    ['myTasks', '我的任务', 'transactionCenter/myTasks/index', 'icon-ym-extend-task', GREEN],
    ['auditTask', '任务审核', 'transactionCenter/auditTask/index', 'icon-ym-flow-node-approve', ORANGE],
    ['taskManagement', '任务台账', 'transactionCenter/taskManagement/index', 'icon-ym-extend-list', GEEK],
    ['supervisionMeeting', '监理会议', 'transactionCenter/supervisionMeeting/index', 'icon-ym-extend-meeting', PURPLE],
    ['supervisionOrder', '监理指令', 'transactionCenter/supervisionOrder/index', 'icon-ym-extend-order', RED],
    ['workMessage', '工作联系单', 'transactionCenter/workMessage/index', 'icon-ym-extend-message', CYAN],
    ['addTask', '专项检查任务', 'addTask/index', 'icon-ym-extend-check', LIME],
    ['schedule', '日程安排', 'schedule/index', 'icon-ym-extend-calendar', GOLD],
    ['reportLog', '工作汇报', 'reportLog/index', 'icon-ym-extend-report', MAGENTA],
  ]),

  // 安全管理
  directory('safetyManagement', '安全管理', 'icon-ym-extend-safety', 4),
  ...pages('safetyManagement', [
    ['hazardInvestigat', '隐患排查', 'hazardInvestigat/index', 'icon-ym-extend-search', RED],
    ['hiddenDangerLedger', '隐患台账', 'hiddenDangerLedger/index', 'icon-ym-extend-ledger', ORANGE],
    ['hiddenDanger', '隐患治理', 'hiddenDanger/index', 'icon-ym-extend-warning', GOLD],
    ['reportHidden', '隐患上报', 'safetyManage/reportHidden', 'icon-ym-extend-upload', MAGENTA],
    ['pitfallCustom', '隐患审批', 'safetyManage/pitfallCustom/index', 'icon-ym-flow-node-approve', PURPLE],
    ['rectification', '整改通知', 'rectification/index', 'icon-ym-extend-edit', RED],
    ['safetyInspection', '安全检查', 'safetyManage/index', 'icon-ym-extend-check', GREEN],
    ['safetyMorin', '班前安全晨会', 'safetyManage/safetyMorin', 'icon-ym-extend-meeting', CYAN],
    ['dangerList', '危险源清单', 'safetyManage/dangerList', 'icon-ym-extend-list', ORANGE],
    ['hotWork', '动火作业许可', 'safetyManage/hotWork', 'icon-ym-extend-fire', RED],
    ['emergencyManagement', '应急管理', 'emergencyManagement/index', 'icon-ym-extend-emergency', MAGENTA],
    ['safeTrainOnlineExam', '安全在线考试', 'safetyTrain/safeTrainOnlineExam/index', 'icon-ym-extend-exam', BLUE],
    ['examinationRecord', '考试记录', 'examinationRecord/index', 'icon-ym-extend-record', GEEK],
    ['casualSnap', '随手拍', 'casualSnap/index', 'icon-ym-extend-camera', LIME],
  ]),

  // 试验室管理
  directory('laboratoryManagement', '试验室管理', 'icon-ym-extend-lab', 5),
  ...pages('laboratoryManagement', [
    ['incomingMaterials', '进场材料', 'laboratoryManagement/incomingMaterials/index', 'icon-ym-extend-truck', BLUE],
    ['materialSummary', '材料汇总', 'laboratoryManagement/materialSummary/index', 'icon-ym-extend-chart', CYAN],
    ['constructionLedger', '施工台账', 'laboratoryManagement/constructionLedger/index', 'icon-ym-extend-ledger', GEEK],
    ['ledgerSummary', '台账汇总', 'laboratoryManagement/ledgerSummary/index', 'icon-ym-extend-chart', GREEN],
    ['engineeringEntityData', '工程实体检测', 'laboratoryManagement/engineeringEntityData/index', 'icon-ym-extend-building', PURPLE],
    ['samplingData', '抽检数据', 'laboratoryManagement/samplingData/index', 'icon-ym-extend-sample', ORANGE],
    ['selfInspectionData', '自检数据', 'laboratoryManagement/selfInspectionData/index', 'icon-ym-extend-check', LIME],
    ['infoCenter', '试验信息中心', 'laboratoryManagement/infoCenter/index', 'icon-ym-extend-info', GOLD],
  ]),

  // 进度管理
  directory('progressManage', '进度管理', 'icon-ym-extend-progress', 6),
  ...pages('progressManage', [
    ['progressDailyReport', '进度日报', 'progressManage/progressDailyReport/index', 'icon-ym-extend-report', BLUE],
    ['approvalDailyReport', '日报审批', 'progressManage/approvalDailyReport/index', 'icon-ym-flow-node-approve', ORANGE],
    ['weekProgress', '周进度', 'progressManage/weekProgress/index', 'icon-ym-extend-calendar', GREEN],
    ['progressFilling', '进度填报', 'progressManage/progressFilling/index', 'icon-ym-extend-edit', CYAN],
  ]),

  // 工程管理
  directory('engineeringManagement', '工程管理', 'icon-ym-extend-engineering', 7),
  ...pages('engineeringManagement', [
    ['constructionPlan', '施工方案', 'engineeringManagement/constructionPlan/index', 'icon-ym-extend-plan', BLUE],
    ['supervisionLog', '监理日志', 'engineeringManagement/supervisionLog/index', 'icon-ym-extend-log', GEEK],
    ['supervisionInspection', '监理巡视', 'engineeringManagement/supervisionInspection/index', 'icon-ym-extend-patrol', CYAN],
    ['supervisionSite', '旁站监理', 'engineeringManagement/supervisionSite/index', 'icon-ym-extend-site', PURPLE],
    ['processInspectionApplication', '工序报验', 'engineeringManagement/processInspectionApplication/index', 'icon-ym-extend-check', GREEN],
    ['entityMaterials', '实体材料', 'engineeringManagement/entityMaterials/index', 'icon-ym-extend-material', ORANGE],
    ['problemRectification', '问题整改', 'engineeringManagement/problemRectification/index', 'icon-ym-extend-edit', RED],
    ['siteInspection', '现场检查', 'siteINspection/index', 'icon-ym-extend-search', LIME],
    ['processManage', '工序管理', 'processManage/index', 'icon-ym-extend-process', GOLD],
    ['processList', '工序流程', 'processManageNew/processList', 'icon-ym-extend-process', MAGENTA],
    ['knowledgeBase', '知识库', 'engineeringManagement/knowledgeBase/index', 'icon-ym-extend-book', GEEK],
  ]),

  // 计量管理
  directory('meterManage', '计量管理', 'icon-ym-extend-money', 8),
  ...pages('meterManage', [
    ['meterApprove', '计量审批', 'meterManage/meterApprove/index', 'icon-ym-flow-node-approve', GOLD],
    ['consume', '材料消耗', 'consume/index', 'icon-ym-extend-consume', ORANGE],
  ]),

  // 其他应用
  directory('otherApply', '其他应用', 'icon-ym-extend-app', 9),
  ...pages('otherApply', [
    ['digitalSign', '数字签名', 'digitalSign/index', 'icon-ym-extend-sign', BLUE],
    ['identifyQRCode', '二维码识别', 'identifyQRCode/index', 'icon-ym-extend-qrcode', GEEK],
    ['wbsTree', 'WBS', 'wbsTree/index', 'icon-ym-extend-tree', GREEN],
    ['specialEquipment', '特种设备', 'specialEquipment/index', 'icon-ym-extend-crane', ORANGE],
    ['contractWorkersInfo', '劳务人员', 'contractWorkersInfo/index', 'icon-ym-extend-worker', CYAN],
    ['rebarCount', '钢筋计数', 'rebarCount/index', 'icon-ym-extend-count', PURPLE],
    ['drawPdfs', '图纸', 'drawPdfs/index', 'icon-ym-extend-drawing', GOLD],
    ['smartSite', '智慧工地', 'smartSite/index', 'icon-ym-extend-monitor', CYAN],
    ['industryStandard', '行业标准', 'industryStandard/index', 'icon-ym-extend-standard', LIME],
    ['keyInspections', '重点巡查', 'projectMap/keyInspections/index', 'icon-ym-extend-location', RED],
  ]),
];

/** Type-2 (page) menus only. */
export const pageMenus: SeedMenu[] = menus.filter((m) => m.type === 2);
