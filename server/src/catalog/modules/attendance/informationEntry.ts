import { COLOR, defineModule, FULL } from '../../build/module.js';

export default defineModule({
  code: 'informationEntry', version: 1, title: '人员信息录入', section: 'attendance', order: 4,
  pictogram: 'id-card', color: COLOR.geek, icon: 'icon-ym icon-ym-extend-user', route: '/pages/apply/attendanceManagementInformation/informationEntry/index',
  fields: ['realName', 'idCard', 'mobilePhone', 'workType', 'unitName', 'facePhoto'],
  grants: { shigong: FULL, anquan: FULL },
});
