import { COLOR, defineModule, EDIT, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'weekProgress', version: 1, title: '周进度', section: 'progressManage', order: 3,
  pictogram: 'calendar-range', color: COLOR.green, icon: 'icon-ym icon-ym-extend-calendar', route: '/pages/apply/progressManage/weekProgress/index',
  fields: ['weekNo', 'contractName', 'planQuantity', 'actualQuantity', 'completionRate', 'lagReason'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: EDIT, yezhu: VIEW },
});
