import { COLOR, defineModule, APPROVE, FULL } from '../../build/module.js';

export default defineModule({
  code: 'processInspectionApplication', version: 1, title: '工序报验', section: 'engineeringManagement', order: 5,
  pictogram: 'clipboard-pen', color: COLOR.green, icon: 'icon-ym icon-ym-extend-check', route: '/pages/apply/engineeringManagement/processInspectionApplication/index',
  fields: ['applyNo', 'contractName', 'wbsPart', 'process', 'applyTime', 'selfCheckResult', 'inspectionResult'],
  grants: { zongjian: APPROVE, jianli: APPROVE, shigong: FULL },
});
