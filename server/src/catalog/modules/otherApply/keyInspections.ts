import { COLOR, defineModule, EDIT } from '../../build/module.js';

export default defineModule({
  code: 'keyInspections', version: 1, title: '重点巡查', section: 'otherApply', order: 10,
  pictogram: 'route', color: COLOR.red, icon: 'icon-ym icon-ym-extend-location', route: '/pages/apply/projectMap/keyInspections/index',
  fields: ['location', 'inspectContent', 'inspector', 'inspectTime', 'photos'],
  grants: { zongjian: EDIT, jianli: EDIT },
});
