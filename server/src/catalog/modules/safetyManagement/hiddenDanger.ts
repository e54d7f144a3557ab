/** 隐患上报: the report screen of the hazard module (hazardInvestigat), with the category and part trees. */
import { COLOR, defineModule, ADD } from '../../build/module.js';

export default defineModule({
  code: 'hiddenDanger', version: 1, title: '隐患上报', section: 'safetyManagement', order: 2,
  pictogram: 'triangle-alert', color: COLOR.gold, icon: 'icon-ym icon-ym-extend-warning', route: '/pages/apply/hiddenDanger/index',
  fields: ['title', 'hazardCategory', 'hazardType', 'hazardLevel', 'contractName', 'wbsPart', 'location', 'description', 'photos', 'rectifyRequire', 'rectifyDeadline'],
  grants: { zongjian: ADD, jianli: ADD, anquan: ADD },
});
