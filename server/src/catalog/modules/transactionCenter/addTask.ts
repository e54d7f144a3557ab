/**
 * 专项检查任务: a supervision engineer issues a special inspection (safety, flood control,
 * temporary power ...) to a contractor with what to check and by when; the contractor's project
 * manager or safety officer, chosen by the issuer, carries it out and reports what was found and
 * rectified; the issuing engineer verifies on site. A failed verification goes back to the
 * contractor and, once redone, straight back to the verifier.
 */
import { ROLE_ANQUAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_ZONGJIAN } from '../../roles.js';
import { billNo, card, choice, contract, date, dictionary, files, form, images, row, system, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, EDIT, FULL } from '../../build/module.js';

const F = form([
  billNo('taskNo', '任务编号', 'specialTask'),
  card('任务信息', [
    text('taskTitle', '任务名称', { required: true, maxlength: 50, placeholder: '如：汛前临时用电专项检查' }),
    row([
      dictionary('select', 'checkType', '检查类型', 'specialCheckType', { required: true }),
      contract('contractName', '合同段', { required: true }),
    ]),
    text('wbsPart', '检查部位', { required: true, maxlength: 100, placeholder: '如：秦淮河大桥 3#~6# 墩施工区' }),
    date('deadline', '要求完成日期', { required: true }),
    textarea('taskRequire', '任务要求', { required: true, placeholder: '检查内容、依据标准及整改要求' }),
    files('attachments', '附件', { limit: 5, accept: '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png', tip: '检查表、文件依据等' }),
    row([system('createUser', 'issuer', '下达人'), system('createTime', 'issueTime', '下达时间')]),
  ]),
  card('检查落实', [
    row([
      date('checkDate', '检查日期'),
      text('checker', '检查人员', { maxlength: 50, placeholder: '如：张伟、黄磊' }),
    ]),
    textarea('checkSituation', '检查情况', { placeholder: '检查范围、发现的问题及数量' }),
    images('sitePhotos', '现场照片', { limit: 9 }),
    textarea('rectifyMeasure', '整改措施', { placeholder: '已采取或拟采取的整改措施及完成时间' }),
  ]),
  card('监理验收', [
    choice('radio', 'checkResult', '验收结论', [['qualified', '合格'], ['unqualified', '不合格']]),
    textarea('acceptOpinion', '验收意见'),
  ]),
]);

/** Filled by the contractor at task_execute (the measures only where something was found). */
const EXECUTE = { checkDate: 'required', checker: 'write', checkSituation: 'required', sitePhotos: 'required', rectifyMeasure: 'write' } as const;
/** Filled by the issuing engineer at task_verify. */
const VERIFY = { checkResult: 'required', acceptOpinion: 'required' } as const;
const hidden = (rights: object) => Object.fromEntries(Object.keys(rights).map((id) => [id, 'hidden' as const]));

const template = finish(start('task_start', {
  title: '监理下达任务',
  initiateRole: [ROLE_JIANLI, ROLE_ZONGJIAN],
  formOperates: operates(F, 'write', { ...hidden(EXECUTE), ...hidden(VERIFY) }),
  isComment: true,
  titleType: 1,
  titleContent: '{发起人}下达的专项检查任务',
}, {
  next: approver('task_execute', {
    title: '施工单位落实',
    // the issuer names the contractor's project manager or safety officer of the section checked
    assigneeType: AssigneeType.candidates,
    approverRole: [ROLE_SHIGONG, ROLE_ANQUAN],
    formOperates: operates(F, 'read', { ...EXECUTE, ...hidden(VERIFY) }),
    auditBtnText: '提交检查结果',
    rejectBtnText: '退回监理',
    transferBtnText: '转办',
  }, {
    next: approver('task_verify', {
      title: '监理验收',
      assigneeType: AssigneeType.launcher,
      formOperates: operates(F, 'read', VERIFY),
      hasSign: true,
      auditBtnText: '验收通过',
      rejectBtnText: '不合格退回',
      // the contractor redoes the check and it comes straight back here
      rejectStep: 'task_execute',
      rejectType: 2,
    }),
  }),
}));

export default defineModule({
  code: 'addTask', version: 1, title: '专项检查任务', section: 'transactionCenter', order: 8,
  pictogram: 'list-checks', color: COLOR.lime, icon: 'icon-ym icon-ym-extend-check', route: '/pages/apply/addTask/index',
  billRules: { specialTask: ['专项检查任务编号', 'ZXRW'] },
  records: {
    key: 'specialTask',
    form: F,
    list: {
      columns: [['taskTitle', 200], 'checkType', ['wbsPart', 180], 'checkDate', 'checker', 'checkResult'],
      search: [['taskTitle', 2], ['checkType', 1], ['wbsPart', 2], ['checkDate', 3], ['checkResult', 1]],
      keyword: ['taskTitle', 'wbsPart'],
      sortable: ['checkDate'],
      sidx: 'deadline',
    },
    flow: {
      fullName: '专项检查任务',
      category: 'safety',
      icon: 'icon-ym icon-ym-extend-check',
      iconBackground: '#7CB342',
      description: '监理下达安全、质量、环保、防汛、临时用电等专项检查任务，施工单位项目经理或安全员落实检查与整改，下达人现场验收闭合。',
      sortCode: 8,
      template,
    },
  },
  grants: { zongjian: FULL, jianli: EDIT },
});
