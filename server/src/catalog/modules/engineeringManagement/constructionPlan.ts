/**
 * 施工方案审批: the contractor submits a plan; the submitter's direct manager reviews it and
 * chooses the branch: plans of 超过一定规模的危大工程 need an expert review, which the contractor
 * organises and uploads, before the 总监 approves. The choice is the reviewer's, not a rule on the
 * plan type, because the scale thresholds are judged from the plan itself.
 */
import { ROLE_JIANLI, ROLE_SHIGONG, ROLE_ZONGJIAN } from '../../roles.js';
import { billNo, card, choice, contract, dictionary, files, form, row, system, text, textarea, toggle } from '../../build/fields.js';
import { approver, AssigneeType, branch, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, APPROVE, FULL } from '../../build/module.js';

const F = form([
  billNo('planNo', '方案编号', 'constructionPlan'),
  card('方案信息', [
    text('planName', '方案名称', { required: true, maxlength: 100, placeholder: '如：秦淮河大桥箱梁架设专项施工方案' }),
    row([
      dictionary('select', 'planType', '方案类型', 'planType', { required: true }),
      contract('contractName', '合同段', { required: true }),
    ]),
    text('wbsPart', 'WBS 部位', { required: true, maxlength: 200 }),
    textarea('planSummary', '方案概要', { maxlength: 1000 }),
    files('planFile', '方案文件', { required: true, limit: 5, accept: '.pdf,.doc,.docx' }),
    row([system('createUser', 'compiler', '编制人'), system('createTime', 'compileTime', '编制时间')]),
  ]),
  card('专家论证', [
    toggle('expertReview', '需专家论证'),
    files('expertOpinion', '专家论证报告', { limit: 3, accept: '.pdf' }),
    choice('radio', 'expertConclusion', '论证结论', [['pass', '通过'], ['revise', '修改后通过'], ['fail', '不通过']]),
  ]),
]);

const EXPERT = { expertReview: 'hidden', expertOpinion: 'hidden', expertConclusion: 'hidden' } as const;

const template = finish(start('plan_start', {
  title: '施工单位报审',
  initiateRole: [ROLE_SHIGONG],
  formOperates: operates(F, 'write', EXPERT),
  isComment: true,
  titleType: 1,
  titleContent: '{发起人}的施工方案报审',
}, {
  next: approver('plan_manager', {
    title: '直属上级审核',
    assigneeType: AssigneeType.launcherManager,
    managerLevel: 1,
    // the reviewer picks the branch below; expertReview records the choice on the form
    isBranchFlow: true,
    formOperates: operates(F, 'read', { expertReview: 'write', expertOpinion: 'hidden', expertConclusion: 'hidden' }),
    rejectStep: '0',
    rejectType: 1,
  }, {
    branches: [
      branch('plan_expert_branch', { title: '需专家论证', description: '超过一定规模的危险性较大的分部分项工程' },
        approver('plan_expert', {
          title: '组织专家论证',
          // the contractor runs the expert meeting and uploads the report
          assigneeType: AssigneeType.launcher,
          formOperates: operates(F, 'read', { expertOpinion: 'required', expertConclusion: 'required' }),
          auditBtnText: '提交论证结果',
          hasRejectBtn: false,
          hasTransferBtn: false,
        })),
      branch('plan_direct_branch', { title: '无需专家论证', isDefault: true }),
    ],
    next: approver('plan_chief', {
      title: '总监审批',
      assigneeType: AssigneeType.namedUsers,
      approverRole: [ROLE_ZONGJIAN],
      formOperates: operates(F, 'read'),
      hasSign: true,
      auditBtnText: '批准',
      rejectBtnText: '退回修改',
      // the contractor revises and resubmits straight to the 总监, skipping the internal review
      rejectStep: '0',
      rejectType: 2,
      isCustomCopy: true,
      circulateRole: [ROLE_JIANLI],
    }),
  }),
}));

export default defineModule({
  code: 'constructionPlan', version: 1, title: '施工方案', section: 'engineeringManagement', order: 1,
  pictogram: 'drafting-compass', color: COLOR.blue, icon: 'icon-ym icon-ym-extend-plan', route: '/pages/apply/engineeringManagement/constructionPlan/index',
  billRules: { constructionPlan: ['施工方案编号', 'SGFA'] },
  records: {
    key: 'constructionPlan',
    form: F,
    list: {
      columns: [['planName', 240], 'planType', ['contractName', 200], ['wbsPart', 200], 'compiler', 'expertReview'],
      search: [['planName', 2], ['planType', 1], ['contractName', 1]],
      keyword: ['planName'],
      sortable: ['planType'],
      sidx: 'compileTime',
    },
    flow: {
      fullName: '施工方案审批',
      category: 'quality',
      icon: 'icon-ym icon-ym-extend-plan',
      iconBackground: '#13C2C2',
      description: '施工单位报审施工方案，直属上级审核并决定是否需专家论证，论证后由总监审批；退回时可直接重新提交总监。',
      sortCode: 6,
      template,
    },
  },
  grants: { zongjian: APPROVE, jianli: APPROVE, shigong: FULL },
});
