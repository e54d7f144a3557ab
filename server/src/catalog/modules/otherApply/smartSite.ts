import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'smartSite', version: 1, title: '智慧工地', section: 'otherApply', order: 8,
  pictogram: 'radio-tower', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-monitor', route: '/pages/apply/smartSite/index',
  fields: ['deviceName', 'deviceType', 'location', 'onlineStatus'],
  grants: { zongjian: VIEW, shigong: VIEW, yezhu: VIEW },
});
