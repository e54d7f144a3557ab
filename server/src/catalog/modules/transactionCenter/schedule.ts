import { COLOR, defineModule, FULL } from '../../build/module.js';

export default defineModule({
  code: 'schedule', version: 1, title: '日程安排', section: 'transactionCenter', order: 9,
  pictogram: 'calendar-days', color: COLOR.gold, icon: 'icon-ym icon-ym-extend-calendar', route: '/pages/apply/schedule/index',
  fields: ['title', 'startTime', 'endTime', 'location', 'remindTime', 'content'],
  grants: { zongjian: FULL, jianli: FULL, shigong: FULL },
});
