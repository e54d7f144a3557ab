import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'punshClockStatistics', version: 1, title: '考勤统计', section: 'attendance', order: 3,
  pictogram: 'chart-column', color: COLOR.green, icon: 'icon-ym icon-ym-extend-chart', route: '/pages/apply/attendanceManagement/punshClockStatistics/index',
  fields: ['userName', 'department', 'attendanceDays', 'lateCount', 'earlyCount', 'absentCount'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW, anquan: { buttons: VIEW, scope: 'self' }, shiyan: { buttons: VIEW, scope: 'self' } },
});
