import { COLOR, defineModule, APPROVE } from '../../build/module.js';

export default defineModule({
  code: 'fieldPhotoCheck', version: 1, title: '外业照片核验', section: 'attendance', order: 6,
  pictogram: 'image-plus', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-camera', route: '/pages/apply/attendanceManagementFieldService/photoCheck/index',
  fields: ['userName', 'photo', 'checkTime', 'address', 'checkResult', 'remark'],
  // field-service punches are approved by the supervisors of their sections and by the contractor's manager
  grants: { zongjian: APPROVE, jianli: APPROVE, shigong: APPROVE },
});
