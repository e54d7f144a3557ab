import { COLOR, defineModule, EDIT, FULL } from '../../build/module.js';

export default defineModule({
  code: 'supervisionOrder', version: 1, title: '监理指令', section: 'transactionCenter', order: 6,
  pictogram: 'gavel', color: COLOR.red, icon: 'icon-ym icon-ym-extend-order', route: '/pages/apply/transactionCenter/supervisionOrder/index',
  fields: ['orderNo', 'orderTitle', 'contractName', 'orderContent', 'replyDeadline', 'issuer', 'orderStatus'],
  grants: { zongjian: FULL, jianli: EDIT },
});
