/**
 * 施工台账: the contractor's site lab records each poured member (part, chainage, date, strength
 * class, volume) with the test specimens it cast; the supervision lab engineer confirms it. The
 * ledger is what entity tests (工程实体检测) are later tied to.
 */
import { ROLE_JIANLI, ROLE_SHIYAN } from '../../roles.js';
import { billNo, card, choice, contract, date, dictionary, form, number, row, system, table, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

/** The contractors' site lab posts: they keep the ledger (their 试验员 role may add to its module). */

const F = form([
  billNo('ledgerNo', '台账编号', 'constructionLedger'),
  card('施工信息', [
    contract('contractName', '合同段', { required: true }),
    text('wbsPart', '工程部位', { required: true, maxlength: 100, placeholder: '如：秦淮河大桥 / 下部构造 / 3#墩' }),
    text('memberName', '构件名称', { required: true, maxlength: 50, placeholder: '如：3#墩左幅墩柱' }),
    row([
      text('pileNo', '桩号', {
        maxlength: 20, placeholder: '如：K12+300',
        regList: [{ pattern: '/^[A-Z]?K\\d{1,4}\\+\\d{3}(\\.\\d{1,3})?$/', message: '桩号格式如 K12+300 或 AK0+125.5' }],
      }),
      date('constructionDate', '施工日期', { required: true, defaultCurrent: true }),
    ]),
    row([
      dictionary('select', 'strengthGrade', '混凝土强度等级', 'concreteGrade', { required: true }),
      number('representQuantity', '方量(m³)', { required: true, min: 0, precision: 1, step: 0.5 }),
    ]),
    table('specimens', '留置试块', [
      text('specimenNo', '试块编号', { required: true, maxlength: 30, placeholder: '如：SG01-3#DZ-01' }),
      choice('select', 'curingMethod', '养护方式', [['standard', '标准养护'], ['sameCondition', '同条件养护']], { required: true, defaultValue: 'standard' }),
      number('age', '龄期(d)', { required: true, min: 1, max: 360, defaultValue: 28 }),
    ], { required: true, actionText: '添加试块组' }),
    text('builder', '施工员', { required: true, maxlength: 20 }),
    system('createUser', 'recorder', '记录人'),
  ]),
  card('监理确认', [textarea('confirmOpinion', '确认意见')]),
]);

const template = finish(start('ledger_start', {
  title: '工地试验室填报',
  initiateRole: [ROLE_SHIYAN],
  formOperates: operates(F, 'write', { confirmOpinion: 'hidden' }),
  titleType: 1,
  titleContent: '{发起人}的施工台账',
}, {
  next: approver('ledger_confirm', {
    title: '试验监理工程师确认',
    assigneeType: AssigneeType.namedUsers,
    approverRole: [ROLE_JIANLI],
    formOperates: operates(F, 'read', { confirmOpinion: 'write' }),
    auditBtnText: '确认',
    rejectBtnText: '退回修改',
    // the lab corrects the entry and it comes straight back to the engineer
    rejectType: 2,
    hasFreeApproverBtn: false,
  }),
}));

export default defineModule({
  code: 'constructionLedger', version: 1, title: '施工台账', section: 'laboratoryManagement', order: 3,
  pictogram: 'notepad-text', color: COLOR.geek, icon: 'icon-ym icon-ym-extend-ledger', route: '/pages/apply/laboratoryManagement/constructionLedger/index',
  billRules: { constructionLedger: ['施工台账编号', 'SGTZ'] },
  records: {
    key: 'constructionLedger',
    form: F,
    list: {
      columns: ['ledgerNo', ['memberName', 160], ['wbsPart', 200], 'pileNo', 'constructionDate', 'strengthGrade', 'representQuantity'],
      search: [['ledgerNo', 2], ['memberName', 2], ['wbsPart', 2], ['strengthGrade', 1], ['constructionDate', 3]],
      keyword: ['ledgerNo', 'memberName', 'wbsPart'],
      sortable: ['constructionDate'],
      sidx: 'constructionDate',
    },
    flow: {
      fullName: '施工台账',
      category: 'test',
      icon: 'icon-ym icon-ym-extend-ledger',
      iconBackground: '#2F54EB',
      description: '工地试验室登记每次浇筑的构件、桩号、强度等级、方量及留置试块，试验监理工程师确认；工程实体检测据此关联。',
      sortCode: 10,
      template,
    },
  },
  grants: { zongjian: VIEW, shigong: VIEW, shiyan: FULL },
});
