/**
 * 计量支付审批: the contractor claims a period's quantities; the supervision engineer and then the
 * 总监 check them in turn (one sequential node), then the owner's representative. A claim over
 * 1,000,000 元 also needs the head of the owner's 工程管理部.
 */
import { ROLE_SHIGONG, ROLE_YEZHU, ROLE_ZONGJIAN } from '../../roles.js';
import { billNo, calc, card, contract, divider, files, form, number, row, system, table, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, branch, finish, operates, start, when } from '../../build/nodes.js';
import { COLOR, defineModule, APPROVE, EDIT, VIEW } from '../../build/module.js';

/** Above this amount (元) the owner's department head signs too. */
const LARGE_CLAIM = 1_000_000;

const F = form([
  billNo('meterNo', '计量单号', 'meterApproval'),
  card('计量信息', [
    contract('contractName', '合同段', { required: true }),
    row([
      text('meterPeriod', '计量期次', {
        required: true, placeholder: '如：第12期',
        regList: [{ pattern: '/^第\\d{1,3}期$/', message: '请按“第N期”填写，如：第12期' }],
      }),
      number('meterAmount', '本期计量金额（元）', { required: true, min: 0, max: 999_999_999.99, precision: 2, step: 0.01 }),
    ]),
  ]),
  divider('计量清单'),
  table('meterItems', '清单明细', [
    text('listItemNo', '清单编号', {
      required: true, placeholder: '如：403-1-a',
      regList: [{ pattern: '/^\\d{3}(-\\d+)*(-[a-z])?$/', message: '清单编号格式如 403-1-a' }],
    }),
    text('listItemName', '清单名称', { required: true, maxlength: 100 }),
    text('unit', '单位', { required: true, maxlength: 10, placeholder: '如：m³' }),
    number('meterQuantity', '本期数量', { required: true, min: 0, precision: 3, step: 0.001 }),
    number('unitPrice', '单价（元）', { required: true, min: 0, precision: 2, step: 0.01 }),
    calc('itemAmount', '金额（元）', ['meterItems-meterQuantity', '*', 'meterItems-unitPrice'], { precision: 2 }),
  ], { required: true, actionText: '添加清单' }),
  files('attachments', '计量附件', { limit: 10, accept: '.pdf,.xls,.xlsx,.jpg,.png', tip: '中间交工证书、计量草图等' }),
  textarea('remark', '说明'),
  system('createUser', 'applicant', '申报人'),
]);

const template = finish(start('meter_start', {
  title: '施工单位申报',
  initiateRole: [ROLE_SHIGONG],
  formOperates: operates(F, 'write'),
  isSummary: true,
  titleType: 1,
  titleContent: '{发起人}的计量支付申请',
  // once approved, everyone who approved it signs the final document (hand-sign)
  handSign: true,
}, {
  next: approver('meter_supervision', {
    title: '监理审核（专业监理→总监）',
    assigneeType: AssigneeType.namedUsers,
    // the 总监 signs off; an organisation may put its engineer before him in one sequential node (the demo does)
    approverRole: [ROLE_ZONGJIAN],
    formOperates: operates(F, 'read'),
    hasSign: true,
    auditBtnText: '审核通过',
    rejectBtnText: '退回修改',
  }, {
    next: approver('meter_owner', {
      title: '业主代表审批',
      assigneeType: AssigneeType.namedUsers,
      approverRole: [ROLE_YEZHU],
      formOperates: operates(F, 'read'),
      hasSign: true,
      auditBtnText: '同意支付',
      rejectStep: 'meter_supervision',
      rejectType: 2,
      isCustomCopy: true,
    }, {
      branches: [
        branch('meter_large', { title: `金额超过${LARGE_CLAIM / 10_000}万元`, conditions: [when(F, 'meterAmount', '>', LARGE_CLAIM)] },
          approver('meter_owner_head', {
            title: '工程管理部部长审批',
            assigneeType: AssigneeType.namedUsers,
            approverRole: [ROLE_YEZHU],
            formOperates: operates(F, 'read'),
            hasSign: true,
            auditBtnText: '同意支付',
            // the contract engineer prepares the payment certificate
            circulateRole: [ROLE_YEZHU],
          })),
        branch('meter_normal', { title: '其他金额', isDefault: true }),
      ],
    }),
  }),
}));

export default defineModule({
  code: 'meterApprove', version: 1, title: '计量审批', section: 'meterManage', order: 1,
  pictogram: 'calculator', color: COLOR.gold, icon: 'icon-ym icon-ym-flow-node-approve', route: '/pages/apply/meterManage/meterApprove/index',
  billRules: { meterApproval: ['计量支付单号', 'JLZF'] },
  records: {
    key: 'meterApprove',
    form: F,
    list: {
      columns: ['meterNo', ['contractName', 200], 'meterPeriod', ['meterAmount', 140]],
      search: [['meterNo', 2], ['contractName', 1], ['meterPeriod', 2]],
      keyword: ['meterNo', 'meterPeriod'],
      sortable: ['meterAmount'],
      sidx: 'meterNo',
    },
    flow: {
      fullName: '计量支付审批',
      category: 'meter',
      icon: 'icon-ym icon-ym-extend-money',
      iconBackground: '#FAAD14',
      description: '施工单位按期申报计量，专业监理工程师与总监依次审核，业主代表审批；单期金额超过100万元须工程管理部部长审批。',
      sortCode: 5,
      template,
    },
  },
  grants: { zongjian: APPROVE, jianli: APPROVE, shigong: EDIT, yezhu: VIEW },
});
