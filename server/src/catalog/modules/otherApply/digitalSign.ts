import { COLOR, defineModule, EDIT, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'digitalSign', version: 1, title: '数字签名', section: 'otherApply', order: 1,
  pictogram: 'signature', color: COLOR.blue, icon: 'icon-ym icon-ym-extend-sign', route: '/pages/apply/digitalSign/index',
  fields: ['signName', 'signImg', 'isDefault'],
  grants: { zongjian: EDIT, jianli: EDIT, shigong: EDIT, anquan: EDIT, shiyan: EDIT, yezhu: VIEW },
});
