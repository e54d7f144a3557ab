/**
 * 抽检数据: the supervision lab's samples of received material (监理抽检, at least a fifth of the
 * contractor's own tests), each tied to the batch it was taken from, tested for the items of its
 * material. Each result is judged by the standard's limits on the server (domains/lab/verdict.ts):
 * the limit, the item's verdict and the sample's conclusion are filled in, never typed.
 */
import { card, contract, date, files, form, relation, relationAttr, row, system, table, text, choice, number, billNo } from '../../build/fields.js';
import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';
import { moduleIdOf } from '../../ids.js';
import { TEST_ITEMS } from '../../../domains/lab/standards.js';
import type { FormField } from '../../../../../types/api/form.js';

/** A field the server fills from the standard: shown, not typed. */
const judged = (field: FormField): FormField => ({ ...field, disabled: true, placeholder: '按标准自动判定' });

/**
 * The batch picked and what the form shows of it; its number, material and specification are
 * also copied onto the record by the server when it is saved (domains/lab/service.ts), for lists
 * and searches: the copies are not shown in the app's form, which shows the batch's own columns.
 */
export const batchFields = (label: string): FormField[] => {
  const copy = (field: FormField): FormField => ({
    ...field, disabled: true, placeholder: '保存后按所选批次带出', __config__: { ...field.__config__, visibility: ['pc'] },
  });
  return [
    relation('batch', label, moduleIdOf('incomingMaterials'), 'batchNo', {
      required: true,
      columns: [['materialName', '材料名称'], ['specification', '规格型号'], ['quantity', '进场数量'], ['entryDate', '进场日期']],
    }),
    row([relationAttr('batchMaterial', '材料名称', 'batch', 'materialName'), relationAttr('batchSpec', '规格型号', 'batch', 'specification')]),
    copy(text('batchNo', '批号', { maxlength: 30 })),
    copy(text('materialName', '材料名称', { maxlength: 50 })),
    copy(text('specification', '规格型号', { maxlength: 50 })),
  ];
};

/** The form of a sample, the supervision lab's or the contractor's (selfInspectionData.ts). */
export function sampleForm(o: { rule: string, who: FormField }) {
  return form([
    billNo('sampleNo', '样品编号', o.rule),
    card('取样信息', [
      ...batchFields('进场材料批次'),
      contract('contractName', '合同段', { required: true }),
      row([
        date('samplingDate', '取样日期', { required: true, defaultCurrent: true }),
        date('testDate', '检测日期', { required: true, defaultCurrent: true }),
      ]),
      text('wbsPart', '使用部位', { maxlength: 100, placeholder: '如：秦淮河大桥 / 下部构造 / 3#墩' }),
      o.who,
    ]),
    card('检测结果', [
      table('items', '检测项目', [
        choice('select', 'testItem', '检测项目', TEST_ITEMS.map((t) => [t.code, t.name]), { required: true }),
        number('result', '实测值', { required: true, min: 0, max: 100_000, precision: 2, step: 0.01 }),
        judged(text('limit', '标准要求', { maxlength: 40 })),
        judged(text('itemVerdict', '单项判定', { maxlength: 10 })),
      ], { required: true, actionText: '添加检测项目' }),
      judged(text('inspectionResult', '检测结论', { maxlength: 10 })),
      files('reports', '检测报告', { limit: 5, accept: '.pdf,.jpg,.jpeg,.png', tip: '检测报告及原始记录' }),
      system('createUser', 'tester', '检测人'),
    ]),
  ]);
}

export default defineModule({
  code: 'samplingData', version: 1, title: '抽检数据', section: 'laboratoryManagement', order: 6,
  pictogram: 'test-tube', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-sample', route: '/pages/apply/laboratoryManagement/samplingData/index',
  billRules: { samplingSample: ['监理抽检样品编号', 'JLCJ'] },
  records: {
    key: 'samplingData',
    form: sampleForm({ rule: 'samplingSample', who: text('witness', '见证人', { required: true, maxlength: 20 }) }),
    list: {
      columns: ['sampleNo', 'inspectionResult', ['materialName', 140], 'batchNo', 'samplingDate', ['wbsPart', 160], 'testDate'],
      search: [['sampleNo', 2], ['batchNo', 2], ['materialName', 2], ['wbsPart', 2], ['samplingDate', 3], ['inspectionResult', 2]],
      keyword: ['sampleNo', 'batchNo', 'materialName', 'wbsPart'],
      sortable: ['samplingDate', 'testDate'],
      sidx: 'samplingDate',
    },
  },
  grants: { zongjian: VIEW, jianli: EDIT, shiyan: FULL },
});
