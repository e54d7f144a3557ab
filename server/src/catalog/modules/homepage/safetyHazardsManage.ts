import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'safetyHazardsManage', version: 1, title: '安全隐患看板', section: 'homepage', order: 6,
  pictogram: 'shield-alert', color: COLOR.red, icon: 'icon-ym icon-ym-extend-warning', route: '/pages/apply/homepage/safetyHazardsManage',
  fields: ['contractName', 'hazardTotal', 'rectifiedCount', 'overdueCount', 'majorCount'],
  grants: { zongjian: VIEW, anquan: VIEW, yezhu: VIEW },
});
