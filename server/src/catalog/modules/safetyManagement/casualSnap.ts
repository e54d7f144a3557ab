/**
 * 随手拍: a photo taken on site, stamped by the app with the time and place, with a line of text.
 * Filed as a hazard report it becomes a record of hazardInvestigat (the photo prefilled into the
 * hazard form); kept as a plain site note it is a record of this module.
 */
import { form, images, location, row, system, textarea } from '../../build/fields.js';
import { COLOR, defineModule, ADD, FULL } from '../../build/module.js';

const F = form([
  images('photos', '现场照片', { required: true, limit: 9 }),
  textarea('description', '说明', { required: true, maxlength: 200 }),
  location('location', '拍摄位置'),
  row([system('createUser', 'snapUser', '拍摄人'), system('createTime', 'snapTime', '拍摄时间')]),
]);

export default defineModule({
  code: 'casualSnap', version: 1, title: '随手拍', section: 'safetyManagement', order: 14,
  pictogram: 'camera', color: COLOR.lime, icon: 'icon-ym icon-ym-extend-camera', route: '/pages/apply/casualSnap/index',
  records: {
    key: 'casualSnap',
    form: F,
    list: { columns: [['description', 200], 'snapUser', 'snapTime'], search: [['description', 2], ['snapTime', 3]], keyword: ['description'], sidx: 'snapTime' },
  },
  grants: { zongjian: ADD, jianli: ADD, anquan: FULL, shigong: ADD },
});
