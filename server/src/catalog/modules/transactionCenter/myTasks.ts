import { COLOR, defineModule, EDIT } from '../../build/module.js';

export default defineModule({
  code: 'myTasks', version: 1, title: '我的任务', section: 'transactionCenter', order: 2,
  pictogram: 'list-todo', color: COLOR.green, icon: 'icon-ym icon-ym-extend-task', route: '/pages/apply/transactionCenter/myTasks/index',
  fields: ['taskTitle', 'publisher', 'deadline', 'urgency', 'taskStatus', 'feedback'],
  grants: { zongjian: EDIT, jianli: EDIT, shigong: EDIT, anquan: EDIT, shiyan: EDIT },
});
