/** 我的上报: the hazards the user reported (a view of hazardInvestigat), drafts and returned ones first. */
import { COLOR, defineModule, ADD } from '../../build/module.js';

export default defineModule({
  code: 'reportHidden', version: 1, title: '我的上报', section: 'safetyManagement', order: 3,
  pictogram: 'megaphone', color: COLOR.magenta, icon: 'icon-ym icon-ym-extend-upload', route: '/pages/apply/safetyManage/reportHidden',
  fields: ['hazardNo', 'title', 'hazardCategory', 'hazardLevel', 'contractName', 'location', 'rectifyDeadline'],
  grants: { zongjian: ADD, jianli: ADD, anquan: ADD },
});
