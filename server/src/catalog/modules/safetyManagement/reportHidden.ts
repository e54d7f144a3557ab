import { COLOR, defineModule, FULL } from '../../build/module.js';

export default defineModule({
  code: 'reportHidden', version: 1, title: '隐患上报', section: 'safetyManagement', order: 4,
  pictogram: 'megaphone', color: COLOR.magenta, icon: 'icon-ym icon-ym-extend-upload', route: '/pages/apply/safetyManage/reportHidden',
  fields: ['hazardCategory', 'hazardLevel', 'location', 'description', 'photos', 'reportUser', 'reportTime'],
  grants: { anquan: FULL },
});
