import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'projectInvestment', version: 1, title: '项目投资', section: 'homepage', order: 3,
  pictogram: 'banknote', color: COLOR.gold, icon: 'icon-ym icon-ym-extend-money', route: '/pages/apply/homepage/projectInvestment',
  fields: ['contractName', 'contractAmount', 'meteredAmount', 'paidAmount', 'meterRate'],
  grants: { zongjian: VIEW, yezhu: VIEW },
});
