import { COLOR, defineModule, EDIT, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'hiddenDanger', version: 1, title: '隐患治理', section: 'safetyManagement', order: 3,
  pictogram: 'triangle-alert', color: COLOR.gold, icon: 'icon-ym icon-ym-extend-warning', route: '/pages/apply/hiddenDanger/index',
  fields: ['hazardNo', 'hazardCategory', 'hazardLevel', 'location', 'description', 'rectifyMeasure', 'rectificationStatus'],
  grants: { zongjian: VIEW, shigong: EDIT, anquan: EDIT },
});
