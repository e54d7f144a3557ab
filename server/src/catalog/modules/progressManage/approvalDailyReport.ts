import { COLOR, defineModule, APPROVE } from '../../build/module.js';

export default defineModule({
  code: 'approvalDailyReport', version: 1, title: '日报审批', section: 'progressManage', order: 2,
  pictogram: 'file-check', color: COLOR.orange, icon: 'icon-ym icon-ym-flow-node-approve', route: '/pages/apply/progressManage/approvalDailyReport/index',
  fields: ['reportDate', 'contractName', 'reporter', 'approveOpinion', 'approveResult'],
  grants: { zongjian: APPROVE, jianli: APPROVE },
});
