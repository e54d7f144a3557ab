/**
 * 进场材料报验: the contractor reports a delivery with its certificates; the site lab checks it
 * and decides whether it is sampled. Sampled materials go to a supervision engineer to witness
 * the sampling, then to the supervision lab's parallel test.
 */
import { ROLE_JIANLI, ROLE_SHIGONG, ROLE_SHIYAN } from '../../roles.js';
import { billNo, card, contract, date, dictionary, files, form, number, relation, row, system, text, textarea, toggle } from '../../build/fields.js';
import { moduleIdOf } from '../../ids.js';
import { approver, AssigneeType, branch, ErrorRule, finish, operates, start, when } from '../../build/nodes.js';
import { COLOR, defineModule, APPROVE, FULL, VIEW } from '../../build/module.js';

const F = form([
  billNo('reportNo', '报验单号', 'incomingMaterial'),
  card('材料信息', [
    row([
      text('materialName', '材料名称', { required: true, maxlength: 50, placeholder: '如：HRB400E 热轧带肋钢筋' }),
      dictionary('select', 'materialType', '材料类型', 'materialType', { required: true }),
    ]),
    row([
      text('specification', '规格型号', { required: true, maxlength: 50, placeholder: '如：Φ25' }),
      text('manufacturer', '供应商/生产厂家', { required: true, maxlength: 100 }),
    ]),
    row([
      text('batchNo', '批号', {
        required: true, placeholder: '如：HRB400-2024-0315',
        regList: [{ pattern: '/^[A-Za-z0-9][A-Za-z0-9-]{3,29}$/', message: '批号为 4~30 位字母、数字或短横线' }],
      }),
      number('quantity', '进场数量', { required: true, min: 0, precision: 3, step: 0.001 }),
    ]),
    row([
      dictionary('select', 'unit', '单位', 'measureUnit', { required: true }),
      date('entryDate', '进场日期', { required: true, defaultCurrent: true }),
    ]),
    contract('contractName', '合同段', { required: true }),
    // the purchase order it delivers against (材料订单): its received quantity counts this batch
    relation('purchaseOrder', '采购订单', moduleIdOf('materialOrder'), 'orderNo', {
      columns: [['materialName', '材料名称'], ['specification', '规格型号'], ['supplier', '供应商'], ['requiredDate', '要求到货日期']],
    }),
    text('usePart', '拟用部位', { maxlength: 100 }),
    files('certificates', '质量证明文件', { required: true, limit: 10, accept: '.pdf,.jpg,.jpeg,.png', tip: '出厂合格证、检验报告等' }),
    toggle('needSampling', '需抽样检验', { defaultValue: 1 }),
    system('createUser', 'reporter', '报验人'),
  ]),
  card('试验室检查', [
    dictionary('select', 'inspectionResult', '检验结论', 'inspectionResult'),
    textarea('testOpinion', '试验意见'),
  ]),
]);

const LAB = { inspectionResult: 'hidden', testOpinion: 'hidden' } as const;

const template = finish(start('mat_start', {
  title: '施工单位报验',
  initiateRole: [ROLE_SHIGONG],
  formOperates: operates(F, 'write', LAB),
  titleType: 1,
  titleContent: '{发起人}的进场材料报验',
}, {
  next: approver('mat_lab', {
    title: '工地试验室检查',
    assigneeType: AssigneeType.namedUsers,
    approverRole: [ROLE_SHIYAN],
    // the lab confirms whether the batch is sampled; the branch below reads its answer
    formOperates: operates(F, 'read', { needSampling: 'write', inspectionResult: 'required', testOpinion: 'write' }),
    auditBtnText: '检查通过',
    rejectBtnText: '退回补充资料',
  }, {
    branches: [
      branch('mat_sampled', { title: '需抽样检验', conditions: [when(F, 'needSampling', '==', 1)] },
        approver('mat_witness', {
          title: '监理见证取样',
          assigneeType: AssigneeType.namedUsers,
          approverRole: [ROLE_JIANLI],
          formOperates: operates(F, 'read'),
          hasSign: true,
          auditBtnText: '已见证',
        }, {
          next: approver('mat_parallel', {
            title: '监理平行检验',
            assigneeType: AssigneeType.namedUsers,
            // the supervision lab's tester post is vacant in the demo: the witnessing engineer
            // names who runs the parallel test (errorRuleUserList, API.md 4.3)
            approverRole: [ROLE_JIANLI],
            errorRule: ErrorRule.chosenByPrevious,
            formOperates: operates(F, 'read'),
            auditBtnText: '检验合格',
            rejectBtnText: '检验不合格',
            isCustomCopy: true,
          }),
        })),
      branch('mat_exempt', { title: '免于抽检', isDefault: true }),
    ],
  }),
}));

export default defineModule({
  code: 'incomingMaterials', version: 1, title: '进场材料', section: 'laboratoryManagement', order: 1,
  pictogram: 'truck', color: COLOR.blue, icon: 'icon-ym icon-ym-extend-truck', route: '/pages/apply/laboratoryManagement/incomingMaterials/index',
  billRules: { incomingMaterial: ['进场材料报验单号', 'JCCL'] },
  records: {
    key: 'incomingMaterials',
    form: F,
    list: {
      columns: [['materialName', 160], 'materialType', 'specification', ['manufacturer', 180], 'batchNo', 'quantity', 'unit', 'entryDate', 'inspectionResult'],
      search: [['materialName', 2], ['materialType', 1], ['batchNo', 2], ['entryDate', 3], ['inspectionResult', 1]],
      keyword: ['materialName', 'batchNo'],
      sortable: ['entryDate'],
      sidx: 'entryDate',
    },
    flow: {
      fullName: '进场材料报验',
      category: 'test',
      icon: 'icon-ym icon-ym-extend-truck',
      iconBackground: '#52C41A',
      description: '施工单位报验进场材料及质量证明文件，工地试验室检查并确定是否抽检；抽检材料经监理见证取样后做平行检验。',
      sortCode: 7,
      template,
    },
  },
  grants: { zongjian: VIEW, jianli: APPROVE, shigong: FULL, shiyan: FULL },
});
