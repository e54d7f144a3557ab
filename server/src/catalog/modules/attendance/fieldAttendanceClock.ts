import { COLOR, defineModule, ADD } from '../../build/module.js';

export default defineModule({
  code: 'fieldAttendanceClock', version: 1, title: '外业打卡', section: 'attendance', order: 7,
  pictogram: 'map-pin-check', color: COLOR.blue, icon: 'icon-ym icon-ym-extend-location', route: '/pages/apply/attendanceManagementFieldService/attendanceClock/index',
  fields: ['userName', 'clockTime', 'clockType', 'address', 'workContent', 'photo'],
  grants: { zongjian: ADD, jianli: ADD, shigong: ADD, anquan: ADD, shiyan: ADD },
});
