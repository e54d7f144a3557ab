import { COLOR, defineModule, EDIT, FULL } from '../../build/module.js';

export default defineModule({
  code: 'workMessage', version: 1, title: '工作联系单', section: 'transactionCenter', order: 7,
  pictogram: 'message-square-text', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-message', route: '/pages/apply/transactionCenter/workMessage/index',
  fields: ['messageNo', 'title', 'sendUnit', 'receiveUnit', 'content', 'sendDate'],
  grants: { zongjian: FULL, jianli: EDIT, shigong: EDIT },
});
