import { COLOR, defineModule, EDIT, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'progressFilling', version: 1, title: '进度填报', section: 'progressManage', order: 4,
  pictogram: 'trending-up', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-edit', route: '/pages/apply/progressManage/progressFilling/index',
  fields: ['contractName', 'itemCode', 'itemName', 'quantity', 'completedQuantity', 'fillDate'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: EDIT, yezhu: VIEW },
});
