import { COLOR, defineModule, EDIT, FULL } from '../../build/module.js';

export default defineModule({
  code: 'safetyInspection', version: 1, title: '安全检查', section: 'safetyManagement', order: 7,
  pictogram: 'clipboard-list', color: COLOR.green, icon: 'icon-ym icon-ym-extend-check', route: '/pages/apply/safetyManage/index',
  fields: ['checkNo', 'checkType', 'contractName', 'checkDate', 'checker', 'problemCount', 'checkResult'],
  grants: { zongjian: EDIT, jianli: EDIT, anquan: FULL },
});
