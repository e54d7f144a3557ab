/** 隐患台账: every hazard the user may see (a view of hazardInvestigat), counted by state, level and overdue. */
import { COLOR, defineModule, EXPORT, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'hiddenDangerLedger', version: 1, title: '隐患台账', section: 'safetyManagement', order: 4,
  pictogram: 'book-open-check', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-ledger', route: '/pages/apply/hiddenDangerLedger/index',
  fields: ['hazardNo', 'title', 'hazardCategory', 'hazardLevel', 'contractName', 'wbsPart', 'location', 'rectifyDeadline', 'rectifyFinishDate'],
  grants: { zongjian: EXPORT, jianli: VIEW, shigong: VIEW, anquan: VIEW, yezhu: VIEW },
});
