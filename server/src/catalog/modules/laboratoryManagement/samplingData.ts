import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'samplingData', version: 1, title: '抽检数据', section: 'laboratoryManagement', order: 6,
  pictogram: 'test-tube', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-sample', route: '/pages/apply/laboratoryManagement/samplingData/index',
  fields: ['sampleNo', 'sampleType', 'wbsPart', 'samplingDate', 'sampler', 'witness', 'inspectionResult'],
  grants: { zongjian: VIEW, jianli: EDIT, shiyan: FULL },
});
