import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'wisdomConstructionSite', version: 1, title: '智慧工地看板', section: 'homepage', order: 5,
  pictogram: 'monitor-dot', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-monitor', route: '/pages/apply/homepage/wisdomConstructionSite',
  fields: ['deviceName', 'deviceType', 'onlineStatus', 'alarmCount'],
  grants: { zongjian: VIEW, yezhu: VIEW },
});
