import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'identifyQRCode', version: 1, title: '二维码识别', section: 'otherApply', order: 2,
  pictogram: 'scan-qr-code', color: COLOR.geek, icon: 'icon-ym icon-ym-extend-qrcode', route: '/pages/apply/identifyQRCode/index',
  fields: ['codeContent', 'scanTime', 'objectType'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW, anquan: VIEW, shiyan: VIEW },
});
