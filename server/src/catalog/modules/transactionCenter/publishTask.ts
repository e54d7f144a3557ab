import { COLOR, defineModule, FULL } from '../../build/module.js';

export default defineModule({
  code: 'publishTask', version: 1, title: '发布任务', section: 'transactionCenter', order: 1,
  pictogram: 'send', color: COLOR.blue, icon: 'icon-ym icon-ym-extend-send', route: '/pages/apply/transactionCenter/publishTask/index',
  fields: ['taskTitle', 'taskContent', 'executor', 'deadline', 'urgency', 'attachment'],
  grants: { zongjian: FULL },
});
