import { COLOR, defineModule, ADD, FULL } from '../../build/module.js';

export default defineModule({
  code: 'casualSnap', version: 1, title: '随手拍', section: 'safetyManagement', order: 14,
  pictogram: 'camera', color: COLOR.lime, icon: 'icon-ym icon-ym-extend-camera', route: '/pages/apply/casualSnap/index',
  fields: ['location', 'description', 'photos', 'snapUser', 'snapTime'],
  grants: { zongjian: ADD, jianli: ADD, anquan: FULL },
});
