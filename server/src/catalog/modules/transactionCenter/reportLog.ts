import { COLOR, defineModule, EDIT } from '../../build/module.js';

export default defineModule({
  code: 'reportLog', version: 1, title: '工作汇报', section: 'transactionCenter', order: 10,
  pictogram: 'notebook-pen', color: COLOR.magenta, icon: 'icon-ym icon-ym-extend-report', route: '/pages/apply/reportLog/index',
  fields: ['reportType', 'reportDate', 'todayWork', 'tomorrowPlan', 'problems'],
  grants: { zongjian: EDIT, jianli: EDIT, shigong: EDIT, anquan: EDIT },
});
