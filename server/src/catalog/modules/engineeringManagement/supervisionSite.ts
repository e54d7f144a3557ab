import { COLOR, defineModule, FULL } from '../../build/module.js';

export default defineModule({
  code: 'supervisionSite', version: 1, title: '旁站监理', section: 'engineeringManagement', order: 4,
  pictogram: 'eye', color: COLOR.purple, icon: 'icon-ym icon-ym-extend-site', route: '/pages/apply/engineeringManagement/supervisionSite/index',
  fields: ['siteDate', 'contractName', 'wbsPart', 'process', 'startTime', 'endTime', 'siteRecord', 'supervisor'],
  grants: { zongjian: FULL, jianli: FULL },
});
