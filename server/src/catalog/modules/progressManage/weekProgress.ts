/**
 * 周进度: each section's plan for the week (the output it means to complete, in 万元, and what
 * work), set by its contractor; the week's actual output is not typed here but computed by the
 * server from the progress filled (domains/progress/week.ts), and the lag explained where behind.
 */
import { contract, date, form, number, row, system, textarea } from '../../build/fields.js';
import { COLOR, defineModule, EDIT, VIEW } from '../../build/module.js';

const F = form([
  row([
    date('weekStart', '计划周', { required: true, defaultCurrent: true }),
    number('planAmount', '本周计划产值（万元）', { required: true, min: 0, max: 100000, precision: 2, step: 0.01 }),
  ]),
  contract('contractName', '合同段', { required: true }),
  textarea('planContent', '本周计划完成内容', { required: true, maxlength: 500 }),
  textarea('lagReason', '滞后原因及措施', { maxlength: 500 }),
  system('createUser', 'planner', '填报人'),
]);

export default defineModule({
  code: 'weekProgress', version: 1, title: '周进度', section: 'progressManage', order: 3,
  pictogram: 'calendar-range', color: COLOR.green, icon: 'icon-ym icon-ym-extend-calendar', route: '/pages/apply/progressManage/weekProgress/index',
  // the screen is the week's plan against actual: the plans are a part of it, not its list
  parts: [{
    code: 'weekPlan', title: '周计划',
    records: {
      key: 'weekPlan',
      form: F,
      list: {
        columns: ['weekStart', ['contractName', 200], 'planAmount', ['planContent', 220]],
        search: [['weekStart', 3], ['contractName', 1]],
        keyword: ['planContent'],
        sortable: ['weekStart'],
        sidx: 'weekStart',
      },
    },
  }],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: EDIT, yezhu: VIEW },
});
