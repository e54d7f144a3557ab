/** 行业标准: the JTG standards and specifications, a document library (domains/docs) by folder. */
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'industryStandard', version: 1, title: '行业标准', section: 'otherApply', order: 9,
  pictogram: 'scale', color: COLOR.lime, icon: 'icon-ym icon-ym-extend-standard', route: '/pages/apply/industryStandard/index',
  fields: ['standardNo', 'standardName', 'category', 'effectiveDate', 'fileName'],
  grants: { zongjian: FULL, jianli: VIEW, shigong: VIEW, anquan: VIEW, shiyan: VIEW, yezhu: VIEW },
});
