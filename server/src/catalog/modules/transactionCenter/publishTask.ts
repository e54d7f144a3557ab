import { TASK_FIELDS } from '../../../domains/task/forms.js';
import { ADD, COLOR, defineModule, FULL } from '../../build/module.js';

/** 发布任务: the tasks of one's scope and publishing new ones (domains/task: a task has per-assignee states). */
export default defineModule({
  code: 'publishTask', version: 1, title: '发布任务', section: 'transactionCenter', order: 1,
  pictogram: 'send', color: COLOR.blue, icon: 'icon-ym icon-ym-extend-send', route: '/pages/apply/transactionCenter/publishTask/index',
  fields: TASK_FIELDS,
  grants: { zongjian: FULL, jianli: FULL, shigong: FULL, anquan: ADD },
});
