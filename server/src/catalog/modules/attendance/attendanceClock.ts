import { COLOR, defineModule, ADD } from '../../build/module.js';

export default defineModule({
  code: 'attendanceClock', version: 1, title: '考勤打卡', section: 'attendance', order: 1,
  pictogram: 'fingerprint', color: COLOR.blue, icon: 'icon-ym icon-ym-extend-clock', route: '/pages/apply/attendanceManagement/attendanceClock/index',
  fields: ['userName', 'clockTime', 'clockType', 'address', 'longitude', 'latitude', 'photo'],
  grants: { zongjian: ADD, jianli: ADD, shigong: ADD, anquan: ADD, shiyan: ADD },
});
