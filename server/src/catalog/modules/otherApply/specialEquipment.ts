import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'specialEquipment', version: 1, title: '特种设备', section: 'otherApply', order: 4,
  pictogram: 'forklift', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-crane', route: '/pages/apply/specialEquipment/index',
  fields: ['equipmentNo', 'equipmentName', 'equipmentType', 'model', 'operator', 'certificateNo', 'inspectionDate', 'nextInspectionDate'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: FULL, anquan: EDIT },
});
