import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'punchClockRecord', version: 1, title: '打卡记录', section: 'attendance', order: 2,
  pictogram: 'calendar-check', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-record', route: '/pages/apply/attendanceManagement/punchClockRecord/index',
  fields: ['userName', 'clockDate', 'onDutyTime', 'offDutyTime', 'status', 'address'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW, anquan: { buttons: VIEW, scope: 'self' }, shiyan: { buttons: VIEW, scope: 'self' } },
});
