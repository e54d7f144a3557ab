import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'drawPdfs', version: 1, title: '图纸', section: 'otherApply', order: 7,
  pictogram: 'layers', color: COLOR.gold, icon: 'icon-ym icon-ym-extend-drawing', route: '/pages/apply/drawPdfs/index',
  fields: ['drawingNo', 'drawingName', 'major', 'version', 'fileName'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW, yezhu: VIEW },
});
