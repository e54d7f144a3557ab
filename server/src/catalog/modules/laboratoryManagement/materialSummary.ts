import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'materialSummary', version: 1, title: '材料汇总', section: 'laboratoryManagement', order: 2,
  pictogram: 'package-check', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-chart', route: '/pages/apply/laboratoryManagement/materialSummary/index',
  fields: ['materialName', 'materialType', 'totalQuantity', 'qualifiedQuantity', 'unqualifiedQuantity'],
  grants: { zongjian: VIEW, shiyan: VIEW },
});
