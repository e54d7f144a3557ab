/**
 * 工序报验: the contractor applies for one process of a WBS node (the process library of
 * domains/process says which, in order) with its self-check; the supervision engineer checks on
 * site and passes it, or returns it as 不合格 with what failed. A returned application is corrected
 * and applied for again (processManage/restart); the process's state is its latest application's.
 * Which process may be applied for is the server's rule (domains/process/rules.ts), not the form's.
 */
import { ROLE_JIANLI, ROLE_SHIGONG } from '../../roles.js';
import { billNo, card, contract, date, form, images, kept, shown, system, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, APPROVE, FULL, VIEW } from '../../build/module.js';

export const PROCESS_FORM = form([
  billNo('applyNo', '报验单号', 'processInspection'),
  card('报验工序', [
    shown(contract('contractName', '合同段', { required: true })),
    shown(text('wbsPart', 'WBS 部位', { required: true, maxlength: 200 })),
    shown(text('process', '工序', { required: true, maxlength: 50 })),
    kept(text('wbsNode', 'WBS 节点', { required: true, maxlength: 64 })),
    kept(text('processStep', '工序编码', { required: true, maxlength: 32 })),
  ]),
  card('施工自检', [
    date('applyTime', '报验时间', { key: 'datePicker', withTime: true, required: true, defaultCurrent: true }),
    textarea('selfCheckResult', '自检情况', { required: true, maxlength: 500, placeholder: '逐项说明自检结果，如：钢筋间距实测 10 点，合格 10 点' }),
    images('selfCheckPhotos', '自检照片', { required: true, limit: 9 }),
    system('createUser', 'applicant', '报验人'),
  ]),
  card('监理检查', [
    textarea('inspectionOpinion', '检查意见', { maxlength: 500, placeholder: '合格写明检查内容；不合格写明不合格项及整改要求' }),
    images('inspectionPhotos', '检查照片', { limit: 9 }),
  ]),
]);

const INSPECTION = { inspectionOpinion: 'hidden', inspectionPhotos: 'hidden' } as const;

const template = finish(start('process_start', {
  title: '施工单位报验',
  initiateRole: [ROLE_SHIGONG],
  formOperates: operates(PROCESS_FORM, 'write', INSPECTION),
  titleType: 1,
  titleContent: '{发起人}的工序报验',
}, {
  next: approver('process_check', {
    title: '监理现场检查',
    assigneeType: AssigneeType.namedUsers,
    approverRole: [ROLE_JIANLI],
    formOperates: operates(PROCESS_FORM, 'read', { inspectionOpinion: 'required', inspectionPhotos: 'write' }),
    hasSign: true,
    auditBtnText: '检查合格',
    rejectBtnText: '不合格退回',
    // a failed check goes back to the contractor, who corrects it and applies again
    rejectStep: '0',
    rejectType: 1,
  }),
}));

export default defineModule({
  code: 'processInspectionApplication', version: 1, title: '工序报验', section: 'engineeringManagement', order: 5,
  pictogram: 'clipboard-pen', color: COLOR.green, icon: 'icon-ym icon-ym-extend-check', route: '/pages/apply/engineeringManagement/processInspectionApplication/index',
  billRules: { processInspection: ['工序报验单号', 'GXBY'] },
  records: {
    key: 'processInspection',
    form: PROCESS_FORM,
    list: {
      columns: ['applyNo', ['contractName', 160], ['wbsPart', 220], ['process', 120], ['applyTime', 150]],
      search: [['applyNo', 2], ['contractName', 1], ['wbsPart', 2], ['process', 2], ['applyTime', 3]],
      keyword: ['applyNo', 'wbsPart', 'process'],
      sortable: ['applyTime'],
      sidx: 'applyTime',
    },
    flow: {
      fullName: '工序报验',
      category: 'quality',
      icon: 'icon-ym icon-ym-extend-check',
      iconBackground: '#52C41A',
      description: '施工单位自检合格后按工序顺序报验，专业监理工程师现场检查：合格进入下道工序，不合格退回整改后重新报验。',
      sortCode: 30,
      template,
    },
  },
  grants: { zongjian: APPROVE, jianli: APPROVE, shigong: FULL, yezhu: VIEW },
});
