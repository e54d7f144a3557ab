/**
 * 整改通知: each reported hazard is a rectification notice to its contractor (a view of
 * hazardInvestigat): the contractor answers it with photos before and after, the supervision
 * engineer reviews and closes it.
 */
import { COLOR, defineModule, EDIT, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'rectification', version: 1, title: '整改通知', section: 'safetyManagement', order: 5,
  pictogram: 'wrench', color: COLOR.red, icon: 'icon-ym icon-ym-extend-edit', route: '/pages/apply/rectification/index',
  fields: ['hazardNo', 'title', 'contractName', 'description', 'photos', 'rectifyRequire', 'rectifyDeadline', 'rectifyMeasure', 'rectifyPhotos', 'rectifyFinishDate', 'rectifySign'],
  grants: { zongjian: EDIT, jianli: EDIT, shigong: EDIT, anquan: VIEW, yezhu: VIEW },
});
