/**
 * 施工日报: the contractor reports the day's output with the labour and plant on site. The
 * submitter picks which supervision engineer receives it (candidates), because the engineer on
 * duty for a section changes from day to day.
 */
import { ROLE_JIANLI, ROLE_SHIGONG } from '../../roles.js';
import { billNo, choice, contract, date, dictionary, form, groupTitle, images, number, row, system, table, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

const F = form([
  billNo('reportNo', '日报编号', 'dailyReport'),
  row([
    date('reportDate', '日期', { required: true, defaultCurrent: true }),
    dictionary('select', 'weather', '天气', 'weather', { required: true }),
  ]),
  contract('contractName', '合同段', { required: true }),
  text('wbsPart', 'WBS 部位', { required: true, maxlength: 200, placeholder: '如：秦淮河大桥 / 下部构造 / 2#墩桩基' }),
  groupTitle('人员机械投入'),
  table('manpower', '人员机械', [
    choice('select', 'resourceType', '类别', [['labor', '人员'], ['machine', '机械']], { required: true }),
    text('resourceName', '工种/设备', { required: true, maxlength: 50, placeholder: '如：钢筋工、旋挖钻机' }),
    number('resourceCount', '数量', { key: 'inputNumber', required: true, min: 0, max: 9999 }),
  ], { required: true, actionText: '添加人员机械' }),
  groupTitle('完成情况'),
  row([
    number('todayQuantity', '今日完成量', { required: true, min: 0, precision: 2 }),
    dictionary('select', 'unit', '单位', 'measureUnit', { required: true }),
  ]),
  images('photos', '现场照片', { required: true, limit: 9 }),
  textarea('remark', '备注'),
  system('createUser', 'reporter', '填报人'),
]);

const template = finish(start('daily_start', {
  title: '施工单位填报',
  initiateRole: [ROLE_SHIGONG],
  formOperates: operates(F, 'write'),
  titleType: 1,
  titleContent: '{发起人}的施工日报',
}, {
  next: approver('daily_review', {
    title: '监理工程师审核',
    // the submitter chooses among the supervision engineers; this pool is what the picker lists
    assigneeType: AssigneeType.candidates,
    approverRole: [ROLE_JIANLI],
    formOperates: operates(F, 'read'),
    auditBtnText: '审核通过',
    rejectBtnText: '退回修改',
    hasFreeApproverBtn: false,
    // an engineer receives a report from each section every day: approved together
    isBatchApproval: true,
  }),
}));

export default defineModule({
  code: 'progressDailyReport', version: 1, title: '进度日报', section: 'progressManage', order: 1,
  pictogram: 'file-text', color: COLOR.blue, icon: 'icon-ym icon-ym-extend-report', route: '/pages/apply/progressManage/progressDailyReport/index',
  billRules: { dailyReport: ['施工日报编号', 'SGRB'] },
  records: {
    key: 'progressDaily',
    form: F,
    list: {
      columns: ['reportDate', ['contractName', 200], 'weather', ['wbsPart', 220], 'todayQuantity', 'unit'],
      search: [['reportDate', 3], ['contractName', 1], ['wbsPart', 2]],
      keyword: ['wbsPart'],
      sortable: ['reportDate'],
      sidx: 'reportDate',
    },
    flow: {
      fullName: '施工日报',
      category: 'progress',
      icon: 'icon-ym icon-ym-extend-report',
      iconBackground: '#2979FF',
      description: '施工单位每日填报完成工程量及人员机械投入，由填报人选择当班监理工程师审核。',
      sortCode: 4,
      template,
    },
  },
  grants: { zongjian: VIEW, jianli: VIEW, shigong: FULL, yezhu: VIEW },
});
