/**
 * 图纸: the project's drawings, a document library (domains/docs) by folder; each drawing belongs to
 * a contract section and is seen within the grant's data scope. The 总监办 issues them.
 */
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'drawPdfs', version: 1, title: '图纸', section: 'otherApply', order: 7,
  pictogram: 'layers', color: COLOR.gold, icon: 'icon-ym icon-ym-extend-drawing', route: '/pages/apply/drawPdfs/index',
  fields: ['drawingNo', 'drawingName', 'major', 'version', 'fileName'],
  grants: { zongjian: FULL, jianli: VIEW, shigong: VIEW, yezhu: VIEW },
});
