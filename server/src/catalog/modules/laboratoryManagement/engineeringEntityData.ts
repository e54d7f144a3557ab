/**
 * 工程实体检测: the contractor's site lab reports an in-situ test of a finished member (rebound
 * strength, cover, pile integrity ...), tied to the construction-ledger entry of that member; the
 * supervision lab engineer reviews the data and the report. A failed test also goes to the 总监,
 * who decides the handling (retest, coring, demolition), and the 驻地监理 are copied.
 */
import { ROLE_JIANLI, ROLE_SHIYAN, ROLE_ZONGJIAN } from '../../roles.js';
import { billNo, card, choice, date, dictionary, files, form, number, relation, relationAttr, row, system, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, branch, finish, operates, start, when } from '../../build/nodes.js';
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';
import { moduleIdOf } from '../../ids.js';

const F = form([
  billNo('entityNo', '检测编号', 'entityTest'),
  card('检测对象', [
    relation('ledger', '关联施工台账', moduleIdOf('constructionLedger'), 'memberName', {
      required: true,
      columns: [['ledgerNo', '台账编号'], ['wbsPart', '工程部位'], ['pileNo', '桩号'], ['strengthGrade', '强度等级'], ['constructionDate', '施工日期']],
    }),
    row([
      relationAttr('ledgerGrade', '强度等级', 'ledger', 'strengthGrade'),
      relationAttr('ledgerDate', '施工日期', 'ledger', 'constructionDate'),
    ]),
    text('wbsPart', '检测部位', { required: true, maxlength: 100, placeholder: '如：3#墩左幅墩柱 距底 1.5m 测区' }),
  ]),
  card('检测结果', [
    row([
      dictionary('select', 'testItem', '检测项目', 'entityTestItem', { required: true }),
      date('testDate', '检测日期', { required: true, defaultCurrent: true }),
    ]),
    row([
      text('designValue', '设计值', { required: true, maxlength: 30, placeholder: '如：C40 / 35mm / ≥96%' }),
      text('measuredValue', '实测值', { required: true, maxlength: 30, placeholder: '如：43.6MPa / 32~39mm' }),
    ]),
    row([
      number('passRate', '合格率(%)', { required: true, min: 0, max: 100, precision: 1, step: 0.1 }),
      choice('radio', 'inspectionResult', '检测结论', [['qualified', '合格'], ['unqualified', '不合格']], { required: true, defaultValue: 'qualified' }),
    ]),
    files('reports', '检测报告', { required: true, limit: 5, accept: '.pdf,.jpg,.jpeg,.png', tip: '检测报告及原始记录' }),
    system('createUser', 'tester', '检测人'),
  ]),
  card('监理审核', [textarea('reviewOpinion', '审核意见')]),
]);

const template = finish(start('entity_start', {
  title: '工地试验室上报',
  initiateRole: [ROLE_SHIYAN],
  formOperates: operates(F, 'write', { reviewOpinion: 'hidden' }),
  isSummary: true,
  titleType: 1,
  titleContent: '{发起人}上报的工程实体检测',
}, {
  next: approver('entity_review', {
    title: '试验监理工程师审核',
    assigneeType: AssigneeType.namedUsers,
    approverRole: [ROLE_JIANLI],
    formOperates: operates(F, 'read', { reviewOpinion: 'required' }),
    auditBtnText: '审核通过',
    rejectBtnText: '退回补充',
  }, {
    branches: [
      branch('entity_failed', { title: '检测不合格', conditions: [when(F, 'inspectionResult', '==', 'unqualified')] },
        approver('entity_chief', {
          title: '总监审批',
          assigneeType: AssigneeType.namedUsers,
          approverRole: [ROLE_ZONGJIAN],
          formOperates: operates(F, 'read'),
          hasSign: true,
          auditBtnText: '同意处理意见',
          rejectBtnText: '退回复核',
          rejectStep: 'entity_review',
          rejectType: 1,
          circulateRole: [ROLE_JIANLI],
        })),
      branch('entity_passed', { title: '检测合格', isDefault: true }),
    ],
  }),
}));

export default defineModule({
  code: 'engineeringEntityData', version: 1, title: '工程实体检测', section: 'laboratoryManagement', order: 5,
  pictogram: 'brick-wall', color: COLOR.purple, icon: 'icon-ym icon-ym-extend-building', route: '/pages/apply/laboratoryManagement/engineeringEntityData/index',
  billRules: { entityTest: ['工程实体检测编号', 'STJC'] },
  records: {
    key: 'engineeringEntity',
    form: F,
    list: {
      columns: ['entityNo', ['wbsPart', 180], 'testItem', 'designValue', 'measuredValue', 'testDate', 'inspectionResult'],
      search: [['entityNo', 2], ['wbsPart', 2], ['testItem', 1], ['testDate', 3], ['inspectionResult', 1]],
      keyword: ['entityNo', 'wbsPart'],
      sortable: ['testDate'],
      sidx: 'testDate',
    },
    flow: {
      fullName: '工程实体检测',
      category: 'test',
      icon: 'icon-ym icon-ym-extend-building',
      iconBackground: '#722ED1',
      description: '工地试验室按施工台账上报构件实体检测数据及报告，试验监理工程师审核；检测不合格的报总监审批并抄送驻地监理工程师。',
      sortCode: 11,
      template,
    },
  },
  grants: { zongjian: VIEW, jianli: VIEW, shiyan: FULL },
});
