import { COLOR, defineModule, APPROVE } from '../../build/module.js';

export default defineModule({
  code: 'pitfallCustom', version: 1, title: '隐患审批', section: 'safetyManagement', order: 5,
  pictogram: 'file-warning', color: COLOR.purple, icon: 'icon-ym icon-ym-flow-node-approve', route: '/pages/apply/safetyManage/pitfallCustom/index',
  fields: ['hazardNo', 'hazardLevel', 'description', 'rectifyPhotos', 'approveOpinion', 'approveResult'],
  grants: { zongjian: APPROVE, jianli: APPROVE },
});
