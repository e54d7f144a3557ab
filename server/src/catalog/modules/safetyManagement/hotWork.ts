/**
 * 动火作业许可: the contractor applies, the safety officer checks the measures on site. 一级动火
 * (the most dangerous: near fuel, inside confined spaces) also needs the supervision engineer and
 * the 总监 together. The owner is copied on every permit. Uses the 3.5 key spellings.
 */
import { ROLE_ANQUAN, ROLE_SHIGONG, ROLE_YEZHU, ROLE_ZONGJIAN } from '../../roles.js';
import { billNo, choice, date, dictionary, divider, files, form, groupTitle, row, system, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, branch, finish, operates, start, when } from '../../build/nodes.js';
import { COLOR, defineModule, APPROVE, FULL } from '../../build/module.js';

const MEASURES: Array<[string, string]> = [
  ['clearCombustibles', '清除动火点周边易燃可燃物'],
  ['extinguisher', '配备灭火器及消防水源'],
  ['fireBlanket', '设置防火毯、接火盆'],
  ['gasTest', '可燃气体检测合格'],
  ['isolation', '设置警戒区并隔离'],
  ['ventilation', '受限空间通风良好'],
  ['watcher', '专人监火，作业后清理现场'],
];

const F = form([
  billNo('permitNo', '许可证编号', 'hotWorkPermit'),
  groupTitle('动火信息'),
  text('workLocation', '动火地点', { key: 'input', required: true, maxlength: 100, placeholder: '如：K25+870 句容河特大桥 3#墩钢筋加工区' }),
  textarea('workContent', '作业内容', { required: true, maxlength: 300 }),
  dictionary('radio', 'fireLevel', '动火等级', 'hotWorkLevel', { required: true, defaultValue: '3' }),
  row([
    date('startTime', '开始时间', { key: 'datePicker', withTime: true, required: true }),
    date('endTime', '结束时间', { key: 'datePicker', withTime: true, required: true }),
  ]),
  row([
    text('welder', '动火人', { key: 'input', required: true, maxlength: 20 }),
    text('welderCertNo', '特种作业操作证号', {
      key: 'input', required: true,
      regList: [{ pattern: '/^T\\d{17}[\\dX]$/', message: '特种作业操作证号为 T 加 18 位身份证号' }],
    }),
  ]),
  row([
    text('guardian', '监火人', { key: 'input', required: true, maxlength: 20 }),
    text('guardianPhone', '监火人电话', {
      key: 'input', required: true,
      regList: [{ pattern: '/^1[3-9]\\d{9}$/', message: '请输入正确的手机号码' }],
    }),
  ]),
  divider('安全措施'),
  choice('checkbox', 'safetyMeasure', '已落实措施', MEASURES, { required: true }),
  files('attachments', '附件', { key: 'uploadFile', limit: 5, accept: '.pdf,.jpg,.jpeg,.png' }),
  system('createUser', 'applicant', '申请人'),
]);

const template = finish(start('hot_start', {
  title: '施工单位申请',
  initiateRole: [ROLE_SHIGONG],
  formOperates: operates(F, 'write'),
  isSummary: true,
  titleType: 1,
  titleContent: '{发起人}的动火作业许可',
}, {
  next: approver('hot_safety', {
    title: '安全员现场核查',
    assigneeType: AssigneeType.namedUsers,
    approverRole: [ROLE_ANQUAN],
    formOperates: operates(F, 'read', { safetyMeasure: 'write' }),
    hasSign: true,
    auditBtnText: '同意动火',
    rejectBtnText: '退回补充',
    // copied here so the owner hears of every permit, whatever its level
    circulateRole: [ROLE_YEZHU],
  }, {
    branches: [
      branch('hot_level1', { title: '一级动火', conditions: [when(F, 'fireLevel', '==', '1')] },
        approver('hot_chief', {
          title: '监理会签',
          assigneeType: AssigneeType.namedUsers,
          approverRole: [ROLE_ZONGJIAN],
          counterSign: 1,
          countersignRatio: 100,
          formOperates: operates(F, 'read'),
          hasSign: true,
          auditBtnText: '同意',
          rejectBtnText: '不同意',
          isCustomCopy: true,
        })),
      branch('hot_level23', { title: '二级、三级动火', isDefault: true }),
    ],
  }),
}));

export default defineModule({
  code: 'hotWork', version: 1, title: '动火作业许可', section: 'safetyManagement', order: 10,
  pictogram: 'flame', color: COLOR.red, icon: 'icon-ym icon-ym-extend-fire', route: '/pages/apply/safetyManage/hotWork',
  billRules: { hotWorkPermit: ['动火作业许可证号', 'DHZY'] },
  records: {
    key: 'hotWork',
    form: F,
    list: {
      columns: ['permitNo', ['workLocation', 180], 'fireLevel', ['startTime', 150], ['endTime', 150], 'welder', 'guardian'],
      search: [['permitNo', 2], ['workLocation', 2], ['fireLevel', 1], ['startTime', 3]],
      keyword: ['permitNo', 'workLocation'],
      sortable: ['startTime', 'fireLevel'],
      sidx: 'startTime',
    },
    flow: {
      fullName: '动火作业许可',
      category: 'safety',
      icon: 'icon-ym icon-ym-extend-fire',
      iconBackground: '#FA541C',
      description: '施工单位申请动火作业，安全员现场核查防火措施；一级动火须专业监理工程师与总监会签，全部许可抄送业主。',
      sortCode: 2,
      template,
    },
  },
  grants: { zongjian: APPROVE, jianli: APPROVE, shigong: FULL, anquan: FULL },
});
