import { TASK_FIELDS } from '../../../domains/task/forms.js';
import { COLOR, defineModule, EDIT } from '../../build/module.js';

/** 我的任务: tasks given to me, to accept, report on and complete (domains/task). */
export default defineModule({
  code: 'myTasks', version: 1, title: '我的任务', section: 'transactionCenter', order: 2,
  pictogram: 'list-todo', color: COLOR.green, icon: 'icon-ym icon-ym-extend-task', route: '/pages/apply/transactionCenter/myTasks/index',
  fields: TASK_FIELDS,
  grants: { zongjian: EDIT, jianli: EDIT, shigong: EDIT, anquan: EDIT, shiyan: EDIT },
});
