/**
 * 自检数据: the contractor's site lab tests each batch of received material at the frequency of
 * its material (domains/lab/standards.ts SAMPLING_RULES); the form is the supervision lab's
 * (samplingData.ts) and is judged the same way.
 */
import { text } from '../../build/fields.js';
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';
import { sampleForm } from './samplingData.js';

export default defineModule({
  code: 'selfInspectionData', version: 1, title: '自检数据', section: 'laboratoryManagement', order: 7,
  pictogram: 'flask-conical', color: COLOR.lime, icon: 'icon-ym icon-ym-extend-check', route: '/pages/apply/laboratoryManagement/selfInspectionData/index',
  billRules: { selfSample: ['施工自检样品编号', 'SGZJ'] },
  records: {
    key: 'selfInspectionData',
    form: sampleForm({ rule: 'selfSample', who: text('sampler', '取样人', { required: true, maxlength: 20 }) }),
    list: {
      columns: ['sampleNo', 'inspectionResult', ['materialName', 140], 'batchNo', 'samplingDate', ['wbsPart', 160], 'testDate'],
      search: [['sampleNo', 2], ['batchNo', 2], ['materialName', 2], ['wbsPart', 2], ['samplingDate', 3], ['inspectionResult', 2]],
      keyword: ['sampleNo', 'batchNo', 'materialName', 'wbsPart'],
      sortable: ['samplingDate', 'testDate'],
      sidx: 'samplingDate',
    },
  },
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW, shiyan: FULL },
});
