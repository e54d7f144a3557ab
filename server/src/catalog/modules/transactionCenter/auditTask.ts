import { COLOR, defineModule, APPROVE } from '../../build/module.js';

export default defineModule({
  code: 'auditTask', version: 1, title: '任务审核', section: 'transactionCenter', order: 3,
  pictogram: 'clipboard-check', color: COLOR.orange, icon: 'icon-ym icon-ym-flow-node-approve', route: '/pages/apply/transactionCenter/auditTask/index',
  fields: ['taskTitle', 'executor', 'submitTime', 'auditOpinion', 'auditResult'],
  grants: { zongjian: APPROVE, jianli: APPROVE },
});
