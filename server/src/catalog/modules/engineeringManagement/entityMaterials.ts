/**
 * 实体材料: which delivered batch went into which part of the works (the traceability a quality
 * check asks for: the rebar of 2#墩墩身 came from batch HRB400-2024-0315). Each use points at the
 * incoming-material report of its batch.
 */
import { card, contract, date, dictionary, form, number, popup, relation, relationAttr, row, system, text, textarea } from '../../build/fields.js';
import { moduleIdOf } from '../../ids.js';
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

const F = form([
  card('使用部位', [
    row([
      contract('contractName', '合同段', { required: true }),
      date('usedDate', '使用日期', { key: 'datePicker', required: true, defaultCurrent: true }),
    ]),
    text('wbsPart', '工程部位', { required: true, maxlength: 200, placeholder: '如：秦淮河大桥 / 基础及下部构造 / 墩台身 2#墩' }),
    // the full-screen selectors of the form engine: the section's WBS as a tree (a part, not a whole
    // unit work), its bill item through the section it belongs to (which then fills 合同段), and
    // the other items the material is apportioned to, from a table of the section's bill
    popup('popupSelect', 'wbsNode', 'WBS 节点', 'di_wbs_nodes', 'fullName', {
      params: [['contractId', 'contractName']], parentField: 'parentId', leafOnly: true,
    }),
    popup('popupTableSelect', 'boqItem', '计量清单项', 'di_boq_items', 'fullName', {
      params: [['contractId', 'contractName']], columns: [['itemCode', '清单编号'], ['itemName', '名称'], ['unit', '单位'], ['quantity', '数量']],
      linkage: { interfaceId: 'di_contract_list', param: 'contractId', field: 'contractName', columns: [['fullName', '合同段'], ['sectionName', '标段']] },
    }),
    popup('popupTableSelect', 'sharedItems', '分摊清单项', 'di_boq_items', 'fullName', {
      multiple: true, params: [['contractId', 'contractName']],
      columns: [['itemCode', '清单编号'], ['itemName', '名称'], ['unit', '单位'], ['quantity', '数量'], ['unitPrice', '单价(元)']],
    }),
  ]),
  card('材料', [
    relation('incomingBatch', '进场批次', moduleIdOf('incomingMaterials'), 'batchNo', {
      required: true, fullScreen: true, columns: [['materialName', '材料名称'], ['specification', '规格型号'], ['manufacturer', '生产厂家']],
    }),
    relationAttr('materialName', '材料名称', 'incomingBatch', 'materialName'),
    relationAttr('specification', '规格型号', 'incomingBatch', 'specification'),
    row([
      number('quantity', '使用数量', { required: true, min: 0, precision: 3, step: 0.001 }),
      dictionary('select', 'unit', '单位', 'measureUnit', { required: true }),
    ]),
    textarea('remark', '备注', { maxlength: 200 }),
    system('createUser', 'recorder', '记录人'),
  ]),
]);

export default defineModule({
  code: 'entityMaterials', version: 1, title: '实体材料', section: 'engineeringManagement', order: 6,
  pictogram: 'boxes', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-material', route: '/pages/apply/engineeringManagement/entityMaterials/index',
  records: {
    key: 'entityMaterial',
    form: F,
    list: {
      columns: [['wbsPart', 220], ['incomingBatch', 160], ['quantity', 100], 'unit', ['usedDate', 110]],
      search: [['contractName', 1], ['wbsPart', 2], ['usedDate', 3]],
      keyword: ['wbsPart'],
      sortable: ['usedDate'],
      sidx: 'usedDate',
    },
  },
  grants: { zongjian: VIEW, jianli: VIEW, shigong: FULL, shiyan: VIEW, yezhu: VIEW },
});
