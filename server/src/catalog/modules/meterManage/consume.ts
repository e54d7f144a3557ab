import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'consume', version: 1, title: '材料消耗', section: 'meterManage', order: 2,
  pictogram: 'package-minus', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-consume', route: '/pages/apply/consume/index',
  fields: ['materialName', 'specification', 'consumeQuantity', 'unit', 'wbsPart', 'consumeDate'],
  grants: { zongjian: VIEW, shigong: FULL },
});
