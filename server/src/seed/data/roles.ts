/**
 * Roles of the demo organisation: which workbench menus each role sees and
 * its button / column / form permissions per menu (permissionList of the
 * current-user call, keyed by menu id).
 */
import { menuId, pageMenus } from './menus.js';
import type { SeedPermission, SeedRole } from './types.js';

/**
 * Field enCodes of each workbench module (by menu enCode): the list columns
 * and form fields a role may be granted. Shared with the module definitions.
 */
export const MODULE_FIELDS: Record<string, string[]> = {
  homepageIndex: ['projectName', 'contractName', 'noticeTitle', 'todoCount'],
  projectOverview: ['projectName', 'location', 'totalLength', 'investment', 'startDate', 'endDate'],
  projectInvestment: ['contractName', 'contractAmount', 'meteredAmount', 'paidAmount', 'meterRate'],
  projectOverallProgress: ['contractName', 'planRate', 'actualRate', 'deviation', 'reportDate'],
  wisdomConstructionSite: ['deviceName', 'deviceType', 'onlineStatus', 'alarmCount'],
  safetyHazardsManage: ['contractName', 'hazardTotal', 'rectifiedCount', 'overdueCount', 'majorCount'],

  attendanceClock: ['userName', 'clockTime', 'clockType', 'address', 'longitude', 'latitude', 'photo'],
  punchClockRecord: ['userName', 'clockDate', 'onDutyTime', 'offDutyTime', 'status', 'address'],
  punshClockStatistics: ['userName', 'department', 'attendanceDays', 'lateCount', 'earlyCount', 'absentCount'],
  informationEntry: ['realName', 'idCard', 'mobilePhone', 'workType', 'unitName', 'facePhoto'],
  attendanceFaceRecognition: ['userName', 'clockTime', 'similarity', 'address', 'facePhoto'],
  fieldPhotoCheck: ['userName', 'photo', 'checkTime', 'address', 'checkResult', 'remark'],
  fieldAttendanceClock: ['userName', 'clockTime', 'clockType', 'address', 'workContent', 'photo'],
  fieldPunchClockRecord: ['userName', 'clockDate', 'onDutyTime', 'offDutyTime', 'address', 'status'],
  fieldPunshClockStatistics: ['userName', 'department', 'fieldDays', 'clockCount', 'absentCount'],

  publishTask: ['taskTitle', 'taskContent', 'executor', 'deadline', 'urgency', 'attachment'],
  myTasks: ['taskTitle', 'publisher', 'deadline', 'urgency', 'taskStatus', 'feedback'],
  auditTask: ['taskTitle', 'executor', 'submitTime', 'auditOpinion', 'auditResult'],
  taskManagement: ['taskTitle', 'publisher', 'executor', 'deadline', 'taskStatus', 'urgency'],
  supervisionMeeting: ['meetingTitle', 'meetingType', 'meetingTime', 'meetingPlace', 'host', 'participants', 'summary'],
  supervisionOrder: ['orderNo', 'orderTitle', 'contractName', 'orderContent', 'replyDeadline', 'issuer', 'orderStatus'],
  workMessage: ['messageNo', 'title', 'sendUnit', 'receiveUnit', 'content', 'sendDate'],
  addTask: ['taskTitle', 'checkType', 'wbsPart', 'checker', 'checkDate', 'checkResult'],
  schedule: ['title', 'startTime', 'endTime', 'location', 'remindTime', 'content'],
  reportLog: ['reportType', 'reportDate', 'todayWork', 'tomorrowPlan', 'problems'],

  hazardInvestigat: ['hazardNo', 'hazardCategory', 'hazardLevel', 'contractName', 'wbsPart', 'location', 'description', 'photos', 'rectifyDeadline', 'rectifyUser', 'rectificationStatus'],
  hiddenDangerLedger: ['hazardNo', 'hazardCategory', 'hazardLevel', 'contractName', 'location', 'findDate', 'rectifyDeadline', 'closeDate', 'rectificationStatus'],
  hiddenDanger: ['hazardNo', 'hazardCategory', 'hazardLevel', 'location', 'description', 'rectifyMeasure', 'rectificationStatus'],
  reportHidden: ['hazardCategory', 'hazardLevel', 'location', 'description', 'photos', 'reportUser', 'reportTime'],
  pitfallCustom: ['hazardNo', 'hazardLevel', 'description', 'rectifyPhotos', 'approveOpinion', 'approveResult'],
  rectification: ['noticeNo', 'contractName', 'problemDesc', 'rectifyRequire', 'rectifyDeadline', 'rectificationStatus'],
  safetyInspection: ['checkNo', 'checkType', 'contractName', 'checkDate', 'checker', 'problemCount', 'checkResult'],
  safetyMorin: ['meetingDate', 'teamName', 'host', 'attendeeCount', 'content', 'photos'],
  dangerList: ['dangerName', 'wbsPart', 'riskLevel', 'controlMeasure', 'responsible', 'validUntil'],
  hotWork: ['permitNo', 'workLocation', 'workContent', 'fireLevel', 'startTime', 'endTime', 'welder', 'guardian', 'safetyMeasure'],
  emergencyManagement: ['planName', 'emergencyType', 'responsible', 'drillDate', 'materials', 'contactPhone'],
  safeTrainOnlineExam: ['examName', 'examTime', 'duration', 'totalScore', 'passScore'],
  examinationRecord: ['examName', 'userName', 'score', 'examTime', 'passed'],
  casualSnap: ['location', 'description', 'photos', 'snapUser', 'snapTime'],

  incomingMaterials: ['materialName', 'materialType', 'specification', 'manufacturer', 'batchNo', 'quantity', 'unit', 'entryDate', 'inspectionResult'],
  materialSummary: ['materialName', 'materialType', 'totalQuantity', 'qualifiedQuantity', 'unqualifiedQuantity'],
  constructionLedger: ['ledgerNo', 'wbsPart', 'sampleType', 'sampleDate', 'representQuantity', 'testItem', 'inspectionResult',
    'memberName', 'pileNo', 'constructionDate', 'strengthGrade'],
  ledgerSummary: ['sampleType', 'totalCount', 'qualifiedCount', 'qualifiedRate'],
  engineeringEntityData: ['entityNo', 'wbsPart', 'testItem', 'designValue', 'measuredValue', 'testDate', 'inspectionResult'],
  samplingData: ['sampleNo', 'sampleType', 'wbsPart', 'samplingDate', 'sampler', 'witness', 'inspectionResult'],
  selfInspectionData: ['reportNo', 'sampleType', 'wbsPart', 'testDate', 'tester', 'inspectionResult'],
  infoCenter: ['title', 'infoType', 'publishUnit', 'publishDate', 'content'],

  progressDailyReport: ['reportDate', 'contractName', 'weather', 'wbsPart', 'todayQuantity', 'unit', 'manpower', 'machinery', 'remark'],
  approvalDailyReport: ['reportDate', 'contractName', 'reporter', 'approveOpinion', 'approveResult'],
  weekProgress: ['weekNo', 'contractName', 'planQuantity', 'actualQuantity', 'completionRate', 'lagReason'],
  progressFilling: ['contractName', 'listItemNo', 'listItemName', 'designQuantity', 'completedQuantity', 'fillDate'],

  constructionPlan: ['planName', 'planType', 'contractName', 'wbsPart', 'compiler', 'expertReview', 'approveStatus'],
  supervisionLog: ['logDate', 'weather', 'temperature', 'contractName', 'constructionStatus', 'supervisionWork', 'problems', 'recorder'],
  supervisionInspection: ['inspectDate', 'contractName', 'wbsPart', 'inspectContent', 'problems', 'inspector', 'tourPlan'],
  supervisionSite: ['siteDate', 'contractName', 'wbsPart', 'process', 'startTime', 'endTime', 'siteRecord', 'supervisor'],
  processInspectionApplication: ['applyNo', 'contractName', 'wbsPart', 'process', 'applyTime', 'selfCheckResult', 'inspectionResult'],
  entityMaterials: ['materialName', 'wbsPart', 'quantity', 'unit', 'usedDate'],
  problemRectification: ['problemNo', 'contractName', 'problemDesc', 'photos', 'rectifyDeadline', 'rectificationStatus'],
  siteInspection: ['checkDate', 'contractName', 'location', 'checkContent', 'checkResult'],
  processManage: ['wbsPart', 'processName', 'sequence', 'processStatus', 'inspector'],
  processList: ['wbsPart', 'processName', 'startDate', 'finishDate', 'processStatus'],
  knowledgeBase: ['title', 'category', 'fileName', 'uploadDate'],

  meterApprove: ['meterNo', 'contractName', 'meterPeriod', 'listItemNo', 'meterQuantity', 'meterAmount', 'approveStatus'],
  consume: ['materialName', 'specification', 'consumeQuantity', 'unit', 'wbsPart', 'consumeDate'],

  digitalSign: ['signName', 'signImg', 'isDefault'],
  identifyQRCode: ['codeContent', 'scanTime', 'objectType'],
  wbsTree: ['wbsCode', 'wbsName', 'level', 'contractName'],
  specialEquipment: ['equipmentNo', 'equipmentName', 'equipmentType', 'model', 'operator', 'certificateNo', 'inspectionDate', 'nextInspectionDate'],
  contractWorkersInfo: ['realName', 'idCard', 'workType', 'teamName', 'entryDate', 'trainingStatus', 'mobilePhone'],
  rebarCount: ['photo', 'diameter', 'count', 'countTime'],
  drawPdfs: ['drawingNo', 'drawingName', 'major', 'version', 'fileName'],
  smartSite: ['deviceName', 'deviceType', 'location', 'onlineStatus'],
  industryStandard: ['standardNo', 'standardName', 'category', 'effectiveDate', 'fileName'],
  keyInspections: ['location', 'inspectContent', 'inspector', 'inspectTime', 'photos'],
};

const FULL = ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail'];
const EDIT = ['btn_add', 'btn_edit', 'btn_detail'];
const ADD = ['btn_add', 'btn_detail'];
const VIEW = ['btn_detail'];

/** One permission entry: all columns and form fields of the module, with the given buttons. */
function perm(enCode: string, button: string[]): SeedPermission {
  const fields = MODULE_FIELDS[enCode] ?? [];
  return { modelId: menuId(enCode), button: [...button], column: [...fields], form: [...fields] };
}

/** A role built from `enCode -> buttons`: menuIds are exactly the modules granted. */
function role(id: string, fullName: string, enCode: string, grants: Record<string, string[]>): SeedRole {
  const codes = Object.keys(grants);
  return {
    id,
    fullName,
    enCode,
    menuIds: codes.map(menuId),
    permissions: codes.map((c) => perm(c, grants[c])),
  };
}

const ATTENDANCE_SELF = { attendanceClock: ADD, punchClockRecord: VIEW, punshClockStatistics: VIEW };
const COMMON_TOOLS = { digitalSign: EDIT, identifyQRCode: VIEW, industryStandard: VIEW };

export const ROLE_ADMIN = 'role_admin';
export const ROLE_ZONGJIAN = 'role_zongjian';
export const ROLE_JIANLI = 'role_jianli';
export const ROLE_SHIGONG = 'role_shigong';
export const ROLE_ANQUAN = 'role_anquan';
export const ROLE_SHIYAN = 'role_shiyan';
export const ROLE_YEZHU = 'role_yezhu';

const admin: SeedRole = {
  id: ROLE_ADMIN,
  fullName: '系统管理员',
  enCode: 'admin',
  menuIds: '*',
  permissions: pageMenus.map((m) => perm(m.enCode, [...FULL, 'btn_export'])),
};

const zongjian = role(ROLE_ZONGJIAN, '总监理工程师', 'zongjian', {
  homepageIndex: VIEW, projectOverview: VIEW, projectInvestment: VIEW, projectOverallProgress: VIEW,
  wisdomConstructionSite: VIEW, safetyHazardsManage: VIEW,
  ...ATTENDANCE_SELF, fieldAttendanceClock: ADD, fieldPunchClockRecord: VIEW, fieldPunshClockStatistics: VIEW,
  publishTask: FULL, myTasks: EDIT, auditTask: ['btn_detail', 'btn_approve'], taskManagement: FULL,
  supervisionMeeting: FULL, supervisionOrder: FULL, workMessage: FULL, addTask: FULL, schedule: FULL, reportLog: EDIT,
  hazardInvestigat: EDIT, hiddenDangerLedger: [...VIEW, 'btn_export'], hiddenDanger: VIEW, pitfallCustom: ['btn_detail', 'btn_approve'],
  rectification: FULL, safetyInspection: EDIT, dangerList: VIEW, hotWork: ['btn_detail', 'btn_approve'],
  emergencyManagement: VIEW, safeTrainOnlineExam: VIEW, examinationRecord: VIEW, casualSnap: ADD,
  incomingMaterials: VIEW, materialSummary: VIEW, constructionLedger: VIEW, ledgerSummary: VIEW,
  engineeringEntityData: VIEW, samplingData: VIEW, selfInspectionData: VIEW, infoCenter: EDIT,
  progressDailyReport: VIEW, approvalDailyReport: ['btn_detail', 'btn_approve'], weekProgress: VIEW, progressFilling: VIEW,
  constructionPlan: ['btn_detail', 'btn_approve'], supervisionLog: FULL, supervisionInspection: FULL, supervisionSite: FULL,
  processInspectionApplication: ['btn_detail', 'btn_approve'], problemRectification: FULL, siteInspection: FULL,
  processManage: VIEW, processList: VIEW, knowledgeBase: EDIT,
  meterApprove: ['btn_detail', 'btn_approve'], consume: VIEW,
  ...COMMON_TOOLS, wbsTree: VIEW, specialEquipment: VIEW, contractWorkersInfo: VIEW, drawPdfs: VIEW, smartSite: VIEW,
  keyInspections: EDIT,
});

const jianli = role(ROLE_JIANLI, '专业监理工程师', 'jianli', {
  projectOverview: VIEW,
  ...ATTENDANCE_SELF, fieldPhotoCheck: ADD, fieldAttendanceClock: ADD, fieldPunchClockRecord: VIEW,
  myTasks: EDIT, auditTask: ['btn_detail', 'btn_approve'], taskManagement: EDIT, supervisionMeeting: EDIT, supervisionOrder: EDIT,
  workMessage: EDIT, addTask: EDIT, schedule: FULL, reportLog: EDIT,
  hazardInvestigat: EDIT, hiddenDangerLedger: VIEW, pitfallCustom: ['btn_detail', 'btn_approve'], rectification: EDIT,
  safetyInspection: EDIT, hotWork: ['btn_detail', 'btn_approve'], safeTrainOnlineExam: VIEW, examinationRecord: VIEW,
  casualSnap: ADD,
  incomingMaterials: ['btn_detail', 'btn_approve'], samplingData: EDIT, engineeringEntityData: VIEW,
  progressDailyReport: VIEW, approvalDailyReport: ['btn_detail', 'btn_approve'], weekProgress: VIEW,
  constructionPlan: ['btn_detail', 'btn_approve'], supervisionLog: FULL, supervisionInspection: FULL, supervisionSite: FULL,
  processInspectionApplication: ['btn_detail', 'btn_approve'], entityMaterials: VIEW, problemRectification: EDIT,
  siteInspection: EDIT, processManage: VIEW, processList: VIEW, knowledgeBase: VIEW,
  meterApprove: ['btn_detail', 'btn_approve'],
  ...COMMON_TOOLS, wbsTree: VIEW, specialEquipment: VIEW, rebarCount: ADD, drawPdfs: VIEW, keyInspections: EDIT,
});

const shigong = role(ROLE_SHIGONG, '施工项目经理', 'shigong', {
  projectOverview: VIEW, projectOverallProgress: VIEW,
  ...ATTENDANCE_SELF, informationEntry: FULL, attendanceFaceRecognition: ADD,
  myTasks: EDIT, taskManagement: VIEW, workMessage: EDIT, schedule: FULL, reportLog: EDIT,
  hazardInvestigat: EDIT, hiddenDangerLedger: VIEW, hiddenDanger: EDIT, rectification: EDIT, safetyMorin: VIEW,
  dangerList: EDIT, hotWork: FULL, emergencyManagement: EDIT, safeTrainOnlineExam: VIEW,
  incomingMaterials: FULL, constructionLedger: VIEW, selfInspectionData: VIEW,
  progressDailyReport: FULL, weekProgress: EDIT, progressFilling: FULL,
  constructionPlan: FULL, processInspectionApplication: FULL, entityMaterials: FULL, problemRectification: EDIT,
  processManage: EDIT, processList: EDIT, knowledgeBase: VIEW,
  meterApprove: EDIT, consume: FULL,
  ...COMMON_TOOLS, wbsTree: VIEW, specialEquipment: FULL, contractWorkersInfo: FULL, rebarCount: ADD, drawPdfs: VIEW,
  smartSite: VIEW,
});

const anquan = role(ROLE_ANQUAN, '安全员', 'anquan', {
  safetyHazardsManage: VIEW,
  ...ATTENDANCE_SELF, attendanceFaceRecognition: ADD,
  myTasks: EDIT, reportLog: EDIT,
  hazardInvestigat: FULL, hiddenDangerLedger: VIEW, hiddenDanger: EDIT, reportHidden: FULL, rectification: EDIT,
  safetyInspection: FULL, safetyMorin: FULL, dangerList: FULL, hotWork: FULL, emergencyManagement: FULL,
  safeTrainOnlineExam: ADD, examinationRecord: VIEW, casualSnap: FULL,
  ...COMMON_TOOLS, specialEquipment: EDIT, contractWorkersInfo: EDIT,
});

const shiyan = role(ROLE_SHIYAN, '试验员', 'shiyan', {
  ...ATTENDANCE_SELF,
  myTasks: EDIT,
  incomingMaterials: FULL, materialSummary: VIEW, constructionLedger: FULL, ledgerSummary: VIEW,
  engineeringEntityData: FULL, samplingData: FULL, selfInspectionData: FULL, infoCenter: VIEW,
  ...COMMON_TOOLS, wbsTree: VIEW,
});

/** 业主代表: dashboards, progress, metering, hazard ledger; read-only everywhere. */
const yezhu = role(ROLE_YEZHU, '业主代表', 'yezhu', {
  homepageIndex: VIEW, projectOverview: VIEW, projectInvestment: VIEW, projectOverallProgress: VIEW,
  wisdomConstructionSite: VIEW, safetyHazardsManage: VIEW,
  hazardInvestigat: VIEW, hiddenDangerLedger: VIEW,
  progressDailyReport: VIEW, weekProgress: VIEW,
  supervisionLog: VIEW, supervisionMeeting: VIEW,
  meterApprove: VIEW,
  digitalSign: VIEW, wbsTree: VIEW, drawPdfs: VIEW, smartSite: VIEW,
});

export const roles: SeedRole[] = [admin, zongjian, jianli, shigong, anquan, shiyan, yezhu];
