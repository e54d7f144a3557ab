import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'fieldPunshClockStatistics', version: 1, title: '外业考勤统计', section: 'attendance', order: 9,
  pictogram: 'chart-pie', color: COLOR.green, icon: 'icon-ym icon-ym-extend-chart', route: '/pages/apply/attendanceManagementFieldService/punshClockStatistics/index',
  fields: ['userName', 'department', 'fieldDays', 'clockCount', 'absentCount'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW },
});
