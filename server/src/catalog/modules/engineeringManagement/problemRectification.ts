/**
 * 问题整改: a quality problem the supervision found (not a safety hazard: those are hazardInvestigat)
 * sent to the contractor with a deadline; the contractor rectifies it with photos, the engineer who
 * raised it verifies, and a failed verification goes back for rectification.
 */
import { ROLE_JIANLI, ROLE_SHIGONG, ROLE_ZONGJIAN } from '../../roles.js';
import { billNo, card, contract, date, dictionary, form, images, row, system, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, APPROVE, FULL, VIEW } from '../../build/module.js';

const F = form([
  billNo('problemNo', '问题编号', 'qualityProblem'),
  card('问题', [
    text('problemTitle', '问题', { required: true, maxlength: 60, placeholder: '如：2#墩墩身混凝土蜂窝麻面' }),
    row([
      contract('contractName', '合同段', { required: true }),
      dictionary('select', 'problemLevel', '问题等级', 'qualityProblemLevel', { required: true }),
    ]),
    text('wbsPart', '部位', { required: true, maxlength: 200 }),
    textarea('problemDesc', '问题描述', { required: true, maxlength: 500 }),
    images('photos', '问题照片', { required: true, limit: 9 }),
    date('rectifyDeadline', '整改期限', { key: 'datePicker', required: true }),
    system('createUser', 'finder', '发现人'),
  ]),
  card('整改', [
    textarea('rectifyMeasure', '整改措施及结果', { maxlength: 500 }),
    images('rectifyPhotos', '整改后照片', { limit: 9 }),
  ]),
  card('复查', [
    textarea('verifyOpinion', '复查意见', { maxlength: 300 }),
  ]),
]);

const LATER = { rectifyMeasure: 'hidden', rectifyPhotos: 'hidden', verifyOpinion: 'hidden' } as const;

const template = finish(start('problem_start', {
  title: '监理下发问题',
  initiateRole: [ROLE_JIANLI, ROLE_ZONGJIAN],
  formOperates: operates(F, 'write', LATER),
  titleType: 1,
  titleContent: '{发起人}下发的质量问题整改',
}, {
  next: approver('problem_rectify', {
    title: '施工单位整改',
    assigneeType: AssigneeType.namedUsers,
    approverRole: [ROLE_SHIGONG],
    formOperates: operates(F, 'read', { rectifyMeasure: 'required', rectifyPhotos: 'required', verifyOpinion: 'hidden' }),
    auditBtnText: '整改完成',
    hasRejectBtn: false,
  }, {
    next: approver('problem_verify', {
      title: '监理复查',
      assigneeType: AssigneeType.launcher,
      formOperates: operates(F, 'read', { verifyOpinion: 'required' }),
      hasSign: true,
      auditBtnText: '复查合格',
      rejectBtnText: '整改不合格',
      rejectStep: 'problem_rectify',
      rejectType: 1,
    }),
  }),
}));

export default defineModule({
  code: 'problemRectification', version: 1, title: '问题整改', section: 'engineeringManagement', order: 7,
  pictogram: 'hammer', color: COLOR.red, icon: 'icon-ym icon-ym-extend-edit', route: '/pages/apply/engineeringManagement/problemRectification/index',
  billRules: { qualityProblem: ['质量问题编号', 'ZLWT'] },
  records: {
    key: 'qualityProblem',
    form: F,
    list: {
      columns: ['problemNo', ['problemTitle', 200], 'problemLevel', ['wbsPart', 200], ['rectifyDeadline', 110]],
      search: [['problemNo', 2], ['problemTitle', 2], ['contractName', 1], ['problemLevel', 1], ['rectifyDeadline', 3]],
      keyword: ['problemNo', 'problemTitle', 'wbsPart'],
      sortable: ['rectifyDeadline'],
      sidx: 'problemNo',
    },
    flow: {
      fullName: '质量问题整改',
      category: 'quality',
      icon: 'icon-ym icon-ym-extend-edit',
      iconBackground: '#F5222D',
      description: '监理发现质量问题下发整改，施工单位限期整改并上传整改照片，监理复查合格后闭合，不合格退回重新整改。',
      sortCode: 31,
      template,
    },
  },
  grants: { zongjian: FULL, jianli: FULL, shigong: APPROVE, yezhu: VIEW },
});
