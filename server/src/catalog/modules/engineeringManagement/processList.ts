import { COLOR, defineModule, EDIT, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'processList', version: 1, title: '工序流程', section: 'engineeringManagement', order: 10,
  pictogram: 'git-branch', color: COLOR.magenta, icon: 'icon-ym icon-ym-extend-process', route: '/pages/apply/processManageNew/index',
  fields: ['wbsPart', 'processName', 'startDate', 'finishDate', 'processStatus'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: EDIT },
});
