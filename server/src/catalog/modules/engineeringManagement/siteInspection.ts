import { COLOR, defineModule, EDIT, FULL } from '../../build/module.js';

export default defineModule({
  code: 'siteInspection', version: 1, title: '现场检查', section: 'engineeringManagement', order: 8,
  pictogram: 'binoculars', color: COLOR.lime, icon: 'icon-ym icon-ym-extend-search', route: '/pages/apply/siteINspection/index',
  fields: ['checkDate', 'contractName', 'location', 'checkContent', 'checkResult'],
  grants: { zongjian: FULL, jianli: EDIT },
});
