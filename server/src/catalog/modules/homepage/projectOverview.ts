import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'projectOverview', version: 1, title: '项目概况', section: 'homepage', order: 2,
  pictogram: 'building-2', color: COLOR.geek, icon: 'icon-ym icon-ym-extend-list', route: '/pages/apply/homepage/projectOverview',
  fields: ['projectName', 'location', 'totalLength', 'investment', 'startDate', 'endDate'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW, yezhu: VIEW },
});
