import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'entityMaterials', version: 1, title: '实体材料', section: 'engineeringManagement', order: 6,
  pictogram: 'boxes', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-material', route: '/pages/apply/engineeringManagement/entityMaterials/index',
  fields: ['materialName', 'wbsPart', 'quantity', 'unit', 'usedDate'],
  grants: { jianli: VIEW, shigong: FULL },
});
