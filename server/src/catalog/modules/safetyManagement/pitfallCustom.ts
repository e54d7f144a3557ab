/**
 * 隐患类型: hazard types an organisation defines beside the standard categories (a type seen on its
 * own sites, with its judging standard and usual measures). A safety officer, contractor or
 * supervision engineer proposes one; the 总监 approves it, and from then on it is offered in the
 * hazard category tree of every report. Types are the project's: every grant sees them all.
 */
import { ROLE_ANQUAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_ZONGJIAN } from '../../roles.js';
import { dictionary, form, system, text, textarea, row } from '../../build/fields.js';
import { approver, AssigneeType, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, APPROVE, EDIT } from '../../build/module.js';

const F = form([
  dictionary('select', 'parentCategory', '所属类别', 'hazardCategory', { required: true }),
  text('typeName', '隐患类型名称', { required: true, maxlength: 30, placeholder: '如：架桥机过孔未设置限位' }),
  dictionary('radio', 'defaultLevel', '默认等级', 'hazardLevel', { required: true, defaultValue: '1' }),
  textarea('description', '判定标准', { required: true, maxlength: 300, placeholder: '现场出现什么情况即判定为该类隐患' }),
  textarea('measures', '典型整改措施', { maxlength: 300 }),
  text('basis', '依据', { maxlength: 100, placeholder: '如：JTG F90-2015 第 5.7.3 条' }),
  row([system('createUser', 'proposer', '提出人'), system('createTime', 'proposeTime', '提出时间')]),
]);

const template = finish(start('type_start', {
  title: '提出隐患类型',
  initiateRole: [ROLE_ANQUAN, ROLE_SHIGONG, ROLE_JIANLI],
  formOperates: operates(F, 'write'),
  titleType: 1,
  titleContent: '{发起人}提出的隐患类型',
}, {
  next: approver('type_approve', {
    title: '总监审批',
    assigneeType: AssigneeType.namedUsers,
    approverRole: [ROLE_ZONGJIAN],
    // hazard types are the project's, whichever section proposed one
    assigneeScope: 'project',
    formOperates: operates(F, 'read'),
    auditBtnText: '同意启用',
    rejectBtnText: '驳回',
    hasTransferBtn: false,
    hasFreeApproverBtn: false,
  }),
}));

const PROJECT = 'project' as const;

export default defineModule({
  code: 'pitfallCustom', version: 1, title: '隐患类型', section: 'safetyManagement', order: 6,
  pictogram: 'list-tree', color: COLOR.purple, icon: 'icon-ym icon-ym-flow-node-approve', route: '/pages/apply/safetyManage/pitfallCustom/index',
  records: {
    key: 'hazardType',
    form: F,
    list: {
      columns: ['typeName', 'parentCategory', 'defaultLevel', ['description', 200]],
      search: [['typeName', 2], ['parentCategory', 1]],
      keyword: ['typeName'],
      sidx: 'proposeTime',
    },
    flow: {
      fullName: '隐患类型审批',
      category: 'safety',
      icon: 'icon-ym icon-ym-flow-node-approve',
      iconBackground: '#722ED1',
      description: '组织自定义的隐患类型：安全员、施工单位或监理工程师提出，总监审批同意后加入隐患类别树，供隐患上报选用。',
      sortCode: 13,
      template,
    },
  },
  grants: {
    zongjian: { buttons: APPROVE, scope: PROJECT },
    jianli: { buttons: EDIT, scope: PROJECT },
    shigong: { buttons: EDIT, scope: PROJECT },
    anquan: { buttons: EDIT, scope: PROJECT },
  },
});
