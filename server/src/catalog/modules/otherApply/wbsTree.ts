import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'wbsTree', version: 1, title: 'WBS', section: 'otherApply', order: 3,
  pictogram: 'folder-tree', color: COLOR.green, icon: 'icon-ym icon-ym-extend-tree', route: '/pages/apply/wbsTree/index',
  fields: ['wbsCode', 'wbsName', 'level', 'contractName'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW, shiyan: VIEW, yezhu: VIEW },
});
