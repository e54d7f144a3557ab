import { COLOR, defineModule, EXPORT, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'hiddenDangerLedger', version: 1, title: '隐患台账', section: 'safetyManagement', order: 2,
  pictogram: 'book-open-check', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-ledger', route: '/pages/apply/hiddenDangerLedger/index',
  fields: ['hazardNo', 'hazardCategory', 'hazardLevel', 'contractName', 'location', 'findDate', 'rectifyDeadline', 'closeDate', 'rectificationStatus'],
  grants: { zongjian: EXPORT, jianli: VIEW, shigong: VIEW, anquan: VIEW, yezhu: VIEW },
});
