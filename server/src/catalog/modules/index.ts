// Written by `npm run gen:pages` from the files of this folder: do not edit by hand.
import type { ModuleDef } from '../types.js';
import attendanceClock from './attendance/attendanceClock.js';
import attendanceFaceRecognition from './attendance/attendanceFaceRecognition.js';
import fieldAttendanceClock from './attendance/fieldAttendanceClock.js';
import fieldPhotoCheck from './attendance/fieldPhotoCheck.js';
import fieldPunchClockRecord from './attendance/fieldPunchClockRecord.js';
import fieldPunshClockStatistics from './attendance/fieldPunshClockStatistics.js';
import informationEntry from './attendance/informationEntry.js';
import punchClockRecord from './attendance/punchClockRecord.js';
import punshClockStatistics from './attendance/punshClockStatistics.js';
import constructionPlan from './engineeringManagement/constructionPlan.js';
import entityMaterials from './engineeringManagement/entityMaterials.js';
import knowledgeBase from './engineeringManagement/knowledgeBase.js';
import problemRectification from './engineeringManagement/problemRectification.js';
import processInspectionApplication from './engineeringManagement/processInspectionApplication.js';
import processList from './engineeringManagement/processList.js';
import processManage from './engineeringManagement/processManage.js';
import siteInspection from './engineeringManagement/siteInspection.js';
import supervisionInspection from './engineeringManagement/supervisionInspection.js';
import supervisionLog from './engineeringManagement/supervisionLog.js';
import supervisionSite from './engineeringManagement/supervisionSite.js';
import homepageIndex from './homepage/homepageIndex.js';
import projectInvestment from './homepage/projectInvestment.js';
import projectOverallProgress from './homepage/projectOverallProgress.js';
import projectOverview from './homepage/projectOverview.js';
import safetyHazardsManage from './homepage/safetyHazardsManage.js';
import wisdomConstructionSite from './homepage/wisdomConstructionSite.js';
import constructionLedger from './laboratoryManagement/constructionLedger.js';
import engineeringEntityData from './laboratoryManagement/engineeringEntityData.js';
import incomingMaterials from './laboratoryManagement/incomingMaterials.js';
import infoCenter from './laboratoryManagement/infoCenter.js';
import ledgerSummary from './laboratoryManagement/ledgerSummary.js';
import materialSummary from './laboratoryManagement/materialSummary.js';
import samplingData from './laboratoryManagement/samplingData.js';
import selfInspectionData from './laboratoryManagement/selfInspectionData.js';
import consume from './meterManage/consume.js';
import meterApprove from './meterManage/meterApprove.js';
import order from './meterManage/order.js';
import contractWorkersInfo from './otherApply/contractWorkersInfo.js';
import digitalSign from './otherApply/digitalSign.js';
import drawPdfs from './otherApply/drawPdfs.js';
import identifyQRCode from './otherApply/identifyQRCode.js';
import industryStandard from './otherApply/industryStandard.js';
import keyInspections from './otherApply/keyInspections.js';
import rebarCount from './otherApply/rebarCount.js';
import smartSite from './otherApply/smartSite.js';
import specialEquipment from './otherApply/specialEquipment.js';
import wbsTree from './otherApply/wbsTree.js';
import approvalDailyReport from './progressManage/approvalDailyReport.js';
import progressDailyReport from './progressManage/progressDailyReport.js';
import progressFilling from './progressManage/progressFilling.js';
import weekProgress from './progressManage/weekProgress.js';
import casualSnap from './safetyManagement/casualSnap.js';
import dangerList from './safetyManagement/dangerList.js';
import emergencyManagement from './safetyManagement/emergencyManagement.js';
import examinationRecord from './safetyManagement/examinationRecord.js';
import hazardInvestigat from './safetyManagement/hazardInvestigat.js';
import hiddenDanger from './safetyManagement/hiddenDanger.js';
import hiddenDangerLedger from './safetyManagement/hiddenDangerLedger.js';
import hotWork from './safetyManagement/hotWork.js';
import pitfallCustom from './safetyManagement/pitfallCustom.js';
import rectification from './safetyManagement/rectification.js';
import reportHidden from './safetyManagement/reportHidden.js';
import safeTrainOnlineExam from './safetyManagement/safeTrainOnlineExam.js';
import safetyInspection from './safetyManagement/safetyInspection.js';
import safetyMorin from './safetyManagement/safetyMorin.js';
import addTask from './transactionCenter/addTask.js';
import auditTask from './transactionCenter/auditTask.js';
import myTasks from './transactionCenter/myTasks.js';
import publishTask from './transactionCenter/publishTask.js';
import reportLog from './transactionCenter/reportLog.js';
import schedule from './transactionCenter/schedule.js';
import supervisionMeeting from './transactionCenter/supervisionMeeting.js';
import supervisionOrder from './transactionCenter/supervisionOrder.js';
import taskManagement from './transactionCenter/taskManagement.js';
import workMessage from './transactionCenter/workMessage.js';

export const modules: ModuleDef[] = [
  attendanceClock,
  attendanceFaceRecognition,
  fieldAttendanceClock,
  fieldPhotoCheck,
  fieldPunchClockRecord,
  fieldPunshClockStatistics,
  informationEntry,
  punchClockRecord,
  punshClockStatistics,
  constructionPlan,
  entityMaterials,
  knowledgeBase,
  problemRectification,
  processInspectionApplication,
  processList,
  processManage,
  siteInspection,
  supervisionInspection,
  supervisionLog,
  supervisionSite,
  homepageIndex,
  projectInvestment,
  projectOverallProgress,
  projectOverview,
  safetyHazardsManage,
  wisdomConstructionSite,
  constructionLedger,
  engineeringEntityData,
  incomingMaterials,
  infoCenter,
  ledgerSummary,
  materialSummary,
  samplingData,
  selfInspectionData,
  consume,
  meterApprove,
  order,
  contractWorkersInfo,
  digitalSign,
  drawPdfs,
  identifyQRCode,
  industryStandard,
  keyInspections,
  rebarCount,
  smartSite,
  specialEquipment,
  wbsTree,
  approvalDailyReport,
  progressDailyReport,
  progressFilling,
  weekProgress,
  casualSnap,
  dangerList,
  emergencyManagement,
  examinationRecord,
  hazardInvestigat,
  hiddenDanger,
  hiddenDangerLedger,
  hotWork,
  pitfallCustom,
  rectification,
  reportHidden,
  safeTrainOnlineExam,
  safetyInspection,
  safetyMorin,
  addTask,
  auditTask,
  myTasks,
  publishTask,
  reportLog,
  schedule,
  supervisionMeeting,
  supervisionOrder,
  taskManagement,
  workMessage,
];
