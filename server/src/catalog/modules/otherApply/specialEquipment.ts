/**
 * 特种设备台账: every crane, hoist and erector on a contract section, with its registration and
 * inspection certificates (a machine whose periodic inspection has lapsed must stop: the list sorts
 * by the next inspection date so what falls due shows first) and the certified operators who may
 * run it. The contractor keeps it; safety staff and the supervision check it.
 */
import { contract, date, dictionary, files, form, groupTitle, row, system, table, text, textarea } from '../../build/fields.js';
import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

const F = form([
  groupTitle('设备信息'),
  row([
    text('equipmentNo', '设备编号', { required: true, maxlength: 30, placeholder: '如：SG01-TQ-01' }),
    dictionary('select', 'equipmentType', '设备类型', 'specialEquipmentType', { required: true }),
  ]),
  row([
    text('equipmentName', '设备名称', { required: true, maxlength: 50, placeholder: '如：QTZ125 塔式起重机' }),
    text('model', '规格型号', { required: true, maxlength: 30 }),
  ]),
  contract('contractName', '合同段', { required: true }),
  text('location', '使用部位', { required: true, maxlength: 100, placeholder: '如：秦淮河大桥 3#墩' }),
  row([
    text('manufacturer', '制造单位', { maxlength: 50 }),
    date('entryDate', '进场日期', { required: true }),
  ]),
  groupTitle('证书与检验'),
  row([
    text('registrationNo', '使用登记证号', { required: true, maxlength: 30 }),
    text('certificateNo', '检验合格证号', { required: true, maxlength: 30 }),
  ]),
  row([
    date('inspectionDate', '最近检验日期', { required: true }),
    date('nextInspectionDate', '下次检验日期', { required: true }),
  ]),
  table('operators', '持证操作人员', [
    text('name', '姓名', { required: true, maxlength: 20 }),
    text('certNo', '操作证号', {
      required: true, maxlength: 30,
      regList: [{ pattern: '/^[A-Z]?\\d{6,20}[\\dX]?$/', message: '操作证号格式不正确' }],
    }),
    date('certExpiry', '证书有效期至', { required: true }),
  ], { required: true, actionText: '添加操作人员' }),
  files('certificates', '证书扫描件', { limit: 5, accept: '.pdf,.jpg,.jpeg,.png' }),
  textarea('remark', '备注', { maxlength: 300 }),
  system('createUser', 'recorder', '登记人'),
]);

export default defineModule({
  code: 'specialEquipment', version: 1, title: '特种设备', section: 'otherApply', order: 4,
  pictogram: 'forklift', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-crane', route: '/pages/apply/specialEquipment/index',
  records: {
    key: 'specialEquipment',
    form: F,
    list: {
      columns: ['equipmentNo', 'equipmentName', 'equipmentType', ['contractName', 200], 'nextInspectionDate', 'location'],
      search: [['equipmentNo', 2], ['equipmentName', 2], ['equipmentType', 1], ['contractName', 1], ['nextInspectionDate', 3]],
      keyword: ['equipmentNo', 'equipmentName'],
      sortable: ['nextInspectionDate', 'entryDate'],
      sidx: 'nextInspectionDate',
    },
  },
  grants: { zongjian: VIEW, jianli: VIEW, shigong: FULL, anquan: EDIT },
});
