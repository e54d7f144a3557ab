import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'contractWorkersInfo', version: 1, title: '劳务人员', section: 'otherApply', order: 5,
  pictogram: 'contact-round', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-worker', route: '/pages/apply/contractWorkersInfo/index',
  fields: ['realName', 'idCard', 'workType', 'teamName', 'entryDate', 'trainingStatus', 'mobilePhone'],
  grants: { zongjian: VIEW, shigong: FULL, anquan: EDIT },
});
