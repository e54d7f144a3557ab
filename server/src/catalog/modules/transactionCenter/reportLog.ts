/**
 * 工作汇报: a daily or weekly report of one's work (done, problems, next) to one's direct
 * superior, who reads it and comments; a report sent back for more is completed and sent again.
 * Engineers and managers see the reports of their sections; safety and lab staff their own.
 */
import { ROLE_ANQUAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_SHIYAN, ROLE_ZONGJIAN } from '../../roles.js';
import { card, choice, date, form, images, row, system, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, ErrorRule, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, EDIT } from '../../build/module.js';

const F = form([
  card('汇报内容', [
    row([
      choice('radio', 'reportType', '汇报类型', [['daily', '日报'], ['weekly', '周报']], { required: true, defaultValue: 'daily' }),
      date('reportDate', '汇报日期', { required: true, defaultCurrent: true }),
    ]),
    text('workSummary', '工作摘要', { required: true, maxlength: 50, placeholder: '一句话概括，如：3#墩桩基旁站及 K9 段压实度复核' }),
    textarea('workDone', '本期工作', { required: true, maxlength: 2000 }),
    textarea('problems', '存在问题', { maxlength: 1000 }),
    textarea('nextPlan', '下期计划', { required: true, maxlength: 1000 }),
    images('photos', '现场照片', { limit: 9 }),
    row([system('createUser', 'reporter', '汇报人'), system('createTime', 'reportTime', '提交时间')]),
  ]),
  card('上级批阅', [textarea('leaderComment', '批阅意见', { maxlength: 1000 })]),
]);

const template = finish(start('report_start', {
  title: '提交汇报',
  initiateRole: [ROLE_ZONGJIAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_ANQUAN, ROLE_SHIYAN],
  formOperates: operates(F, 'write', { leaderComment: 'hidden' }),
  titleType: 1,
  titleContent: '{发起人}的工作汇报',
}, {
  next: approver('report_review', {
    title: '上级批阅',
    assigneeType: AssigneeType.launcherManager,
    managerLevel: 1,
    // someone with no superior (the 总监) files the report for the record
    errorRule: ErrorRule.autoPass,
    formOperates: operates(F, 'read', { leaderComment: 'required' }),
    auditBtnText: '已阅',
    rejectBtnText: '退回补充',
    // back to the reporter, and once completed straight back to the reader
    rejectStep: '0',
    rejectType: 2,
    hasTransferBtn: false,
    hasFreeApproverBtn: false,
  }),
}));

export default defineModule({
  code: 'reportLog', version: 1, title: '工作汇报', section: 'transactionCenter', order: 10,
  pictogram: 'notebook-pen', color: COLOR.magenta, icon: 'icon-ym icon-ym-extend-report', route: '/pages/apply/reportLog/index',
  records: {
    key: 'workReport',
    form: F,
    list: {
      columns: [['workSummary', 220], 'reportType', 'reportDate', 'reporter'],
      search: [['workSummary', 2], ['reportType', 1], ['reportDate', 3]],
      keyword: ['workSummary', 'workDone'],
      sortable: ['reportDate'],
      sidx: 'reportDate',
    },
    flow: {
      fullName: '工作汇报',
      category: 'office',
      icon: 'icon-ym icon-ym-extend-report',
      iconBackground: '#EB2F96',
      description: '员工向直属上级提交日报或周报，上级批阅并填写意见；需要补充的退回后补充，直接回到批阅人。',
      sortCode: 22,
      template,
    },
  },
  grants: {
    zongjian: { buttons: EDIT, scope: 'project' },
    jianli: EDIT,
    shigong: EDIT,
    anquan: { buttons: EDIT, scope: 'self' },
    shiyan: { buttons: EDIT, scope: 'self' },
  },
});
