import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'projectOverallProgress', version: 1, title: '总体进度', section: 'homepage', order: 4,
  pictogram: 'chart-line', color: COLOR.green, icon: 'icon-ym icon-ym-extend-chart', route: '/pages/apply/homepage/projectOverallProgress',
  fields: ['contractName', 'wbsBranch', 'total', 'done', 'percent'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW, yezhu: VIEW },
});
