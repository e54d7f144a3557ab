import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'dangerList', version: 1, title: '危险源清单', section: 'safetyManagement', order: 9,
  pictogram: 'siren', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-list', route: '/pages/apply/safetyManage/dangerList',
  fields: ['dangerName', 'wbsPart', 'riskLevel', 'controlMeasure', 'responsible', 'validUntil'],
  grants: { zongjian: VIEW, shigong: EDIT, anquan: FULL },
});
