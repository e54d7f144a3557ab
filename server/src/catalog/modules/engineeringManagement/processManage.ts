import { COLOR, defineModule, EDIT, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'processManage', version: 1, title: '工序管理', section: 'engineeringManagement', order: 9,
  pictogram: 'workflow', color: COLOR.gold, icon: 'icon-ym icon-ym-extend-process', route: '/pages/apply/processManage/index',
  fields: ['wbsPart', 'processName', 'sequence', 'processStatus', 'inspector'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: EDIT },
});
