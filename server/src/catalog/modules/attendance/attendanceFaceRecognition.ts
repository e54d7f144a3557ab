import { COLOR, defineModule, ADD } from '../../build/module.js';

export default defineModule({
  code: 'attendanceFaceRecognition', version: 1, title: '人脸识别考勤', section: 'attendance', order: 5,
  pictogram: 'scan-face', color: COLOR.purple, icon: 'icon-ym icon-ym-extend-face', route: '/pages/apply/attendanceFaceRecognition/index',
  fields: ['userName', 'clockTime', 'similarity', 'address', 'facePhoto'],
  grants: { shigong: ADD, anquan: ADD, shiyan: ADD },
});
