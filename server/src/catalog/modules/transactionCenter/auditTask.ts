import { TASK_FIELDS } from '../../../domains/task/forms.js';
import { APPROVE, COLOR, defineModule } from '../../build/module.js';

/** 任务审核: completions of the tasks I published, to pass or return (domains/task). */
export default defineModule({
  code: 'auditTask', version: 1, title: '任务审核', section: 'transactionCenter', order: 3,
  pictogram: 'clipboard-check', color: COLOR.orange, icon: 'icon-ym icon-ym-flow-node-approve', route: '/pages/apply/transactionCenter/auditTask/index',
  fields: TASK_FIELDS,
  grants: { zongjian: APPROVE, jianli: APPROVE, shigong: APPROVE, anquan: APPROVE },
});
