/**
 * 监理日志: a supervision engineer records the day (weather, what each contract section built,
 * problems) and signs; the 总监 reviews it. The work of several sections goes in one child table
 * because one engineer covers several sections a day.
 */
import { ROLE_JIANLI, ROLE_ZONGJIAN } from '../../roles.js';
import { billNo, card, contract, date, dictionary, form, row, sign, system, table, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

const F = form([
  billNo('logNo', '日志编号', 'supervisionLog'),
  row([
    date('logDate', '日期', { key: 'datePicker', required: true, defaultCurrent: true }),
    dictionary('select', 'weather', '天气', 'weather', { required: true }),
  ]),
  text('temperature', '气温（℃）', {
    key: 'input', required: true, placeholder: '如：12~25',
    regList: [{ pattern: '/^-?\\d{1,2}(~-?\\d{1,2})?$/', message: '气温请填写数字或“最低~最高”，如 12~25' }],
  }),
  table('constructionStatus', '各合同段施工情况', [
    contract('section', '合同段', { required: true }),
    text('part', '施工部位', { key: 'input', required: true, maxlength: 100 }),
    textarea('content', '施工内容', { required: true, maxlength: 300 }),
  ], { required: true, actionText: '添加合同段' }),
  card('监理工作', [
    textarea('supervisionWork', '监理工作情况', { required: true, placeholder: '巡视、旁站、验收、见证取样等' }),
    textarea('problems', '存在问题及处理'),
  ]),
  row([system('createUser', 'recorder', '记录人'), sign('signature', '监理工程师签字', { required: true })]),
]);

const template = finish(start('log_start', {
  title: '监理工程师填写',
  initiateRole: [ROLE_JIANLI],
  formOperates: operates(F, 'write'),
  isComment: true,
  isSummary: true,
  titleType: 1,
  titleContent: '{发起人}的监理日志',
  // once approved, everyone who approved it signs the final document (hand-sign)
  handSign: true,
}, {
  next: approver('log_review', {
    title: '总监审阅',
    assigneeType: AssigneeType.namedUsers,
    approverRole: [ROLE_ZONGJIAN],
    formOperates: operates(F, 'read'),
    hasSign: true,
    auditBtnText: '已审阅',
    rejectBtnText: '退回修改',
    // the engineer corrects the log and it comes straight back to the 总监
    rejectType: 2,
    hasFreeApproverBtn: false,
    // the 总监 reads a day's logs of every engineer at once: approved together (with the one signature)
    isBatchApproval: true,
  }),
}));

export default defineModule({
  code: 'supervisionLog', version: 1, title: '监理日志', section: 'engineeringManagement', order: 2,
  pictogram: 'book-open', color: COLOR.geek, icon: 'icon-ym icon-ym-extend-log', route: '/pages/apply/engineeringManagement/supervisionLog/index',
  billRules: { supervisionLog: ['监理日志编号', 'JLRZ'] },
  records: {
    key: 'supervisionLog',
    form: F,
    list: {
      columns: ['logDate', 'weather', 'temperature', ['problems', 240], 'recorder'],
      search: [['logDate', 3], ['weather', 1], ['problems', 2]],
      keyword: ['problems'],
      sortable: ['logDate'],
      sidx: 'logDate',
    },
    flow: {
      fullName: '监理日志',
      category: 'quality',
      icon: 'icon-ym icon-ym-extend-log',
      iconBackground: '#2F54EB',
      description: '监理工程师按日记录天气、各合同段施工情况、监理工作及存在问题并签字，总监审阅。',
      sortCode: 3,
      template,
    },
  },
  grants: { zongjian: FULL, jianli: FULL, yezhu: VIEW },
});
