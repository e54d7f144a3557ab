import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'homepageIndex', version: 1, title: '项目首页', section: 'homepage', order: 1,
  pictogram: 'layout-dashboard', color: COLOR.blue, icon: 'icon-ym icon-ym-nav-home', route: '/pages/apply/homepage/index',
  fields: ['projectName', 'contractName', 'noticeTitle', 'todoCount'],
  grants: { zongjian: VIEW, yezhu: VIEW },
});
