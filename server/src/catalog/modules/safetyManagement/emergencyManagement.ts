import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'emergencyManagement', version: 1, title: '应急管理', section: 'safetyManagement', order: 11,
  pictogram: 'life-buoy', color: COLOR.magenta, icon: 'icon-ym icon-ym-extend-emergency', route: '/pages/apply/emergencyManagement/index',
  fields: ['planName', 'emergencyType', 'responsible', 'drillDate', 'materials', 'contactPhone'],
  grants: { zongjian: VIEW, shigong: EDIT, anquan: FULL },
});
