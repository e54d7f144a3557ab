import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'selfInspectionData', version: 1, title: '自检数据', section: 'laboratoryManagement', order: 7,
  pictogram: 'flask-conical', color: COLOR.lime, icon: 'icon-ym icon-ym-extend-check', route: '/pages/apply/laboratoryManagement/selfInspectionData/index',
  fields: ['reportNo', 'sampleType', 'wbsPart', 'testDate', 'tester', 'inspectionResult'],
  grants: { zongjian: VIEW, shigong: VIEW, shiyan: FULL },
});
