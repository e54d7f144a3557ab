/**
 * 监理巡视: a supervision engineer records a tour of the works, following one of the tour plans
 * (dictionary supervisionTourPlan: daily, concrete pour, high formwork, deep pit ...), with what
 * was seen, the problems found, how they were handled, photos and the position; the 总监 reads
 * and signs it. The app chooses the plan first (workFlowForm/supervisionTourForm/planChoose).
 */
import { ROLE_JIANLI, ROLE_ZONGJIAN } from '../../roles.js';
import { card, contract, date, dictionary, form, images, location, row, system, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, FULL } from '../../build/module.js';

const F = form([
  card('巡视信息', [
    dictionary('select', 'tourPlan', '巡视计划', 'supervisionTourPlan', { required: true }),
    row([
      date('inspectDate', '巡视日期', { required: true, defaultCurrent: true, withTime: true }),
      dictionary('select', 'weather', '天气', 'weather', { required: true }),
    ]),
    contract('contractName', '合同段', { required: true }),
    text('wbsPart', '巡视部位', { required: true, maxlength: 100, placeholder: '如：K10+200～K11+000 路基填筑段' }),
  ]),
  card('巡视记录', [
    textarea('inspectContent', '巡视情况', { required: true, placeholder: '施工内容、人员机械到位、质量安全状况' }),
    textarea('problems', '发现问题'),
    textarea('handleOpinion', '处理意见', { placeholder: '现场口头整改、下发监理通知单等' }),
    images('photos', '现场照片', { limit: 9 }),
    location('gpsLocation', '位置'),
    system('createUser', 'inspector', '巡视人'),
  ]),
]);

const template = finish(start('tour_start', {
  title: '监理工程师巡视',
  initiateRole: [ROLE_JIANLI],
  formOperates: operates(F, 'write'),
  titleType: 1,
  titleContent: '{发起人}的监理巡视记录',
}, {
  next: approver('tour_review', {
    title: '总监审阅',
    assigneeType: AssigneeType.namedUsers,
    approverRole: [ROLE_ZONGJIAN],
    formOperates: operates(F, 'read'),
    hasSign: true,
    auditBtnText: '已审阅',
    rejectBtnText: '退回补充',
    // the engineer completes the record and it comes straight back to the 总监
    rejectType: 2,
    hasFreeApproverBtn: false,
  }),
}));

export default defineModule({
  code: 'supervisionInspection', version: 1, title: '监理巡视', section: 'engineeringManagement', order: 3,
  pictogram: 'footprints', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-patrol', route: '/pages/apply/engineeringManagement/supervisionInspection/index',
  records: {
    key: 'supervisionTour',
    form: F,
    list: {
      columns: ['inspectDate', 'tourPlan', ['contractName', 200], ['wbsPart', 180], ['problems', 220], 'inspector'],
      search: [['inspectDate', 3], ['tourPlan', 1], ['contractName', 1], ['wbsPart', 2], ['problems', 2]],
      keyword: ['wbsPart', 'problems'],
      sortable: ['inspectDate'],
      sidx: 'inspectDate',
    },
    flow: {
      fullName: '监理巡视',
      category: 'quality',
      icon: 'icon-ym icon-ym-extend-patrol',
      iconBackground: '#13C2C2',
      description: '监理工程师按巡视计划（日常、混凝土浇筑、高支模、深基坑、临时用电等）记录巡视情况、发现问题及处理意见，总监审阅。',
      sortCode: 12,
      template,
    },
  },
  grants: { zongjian: FULL, jianli: FULL },
});
