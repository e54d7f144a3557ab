import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'fieldPunchClockRecord', version: 1, title: '外业打卡记录', section: 'attendance', order: 8,
  pictogram: 'map-pinned', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-record', route: '/pages/apply/attendanceManagementFieldService/punchClockRecord/index',
  fields: ['userName', 'clockDate', 'onDutyTime', 'offDutyTime', 'address', 'status'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW, anquan: { buttons: VIEW, scope: 'self' }, shiyan: { buttons: VIEW, scope: 'self' } },
});
