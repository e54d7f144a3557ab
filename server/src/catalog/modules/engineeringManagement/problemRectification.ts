import { COLOR, defineModule, EDIT, FULL } from '../../build/module.js';

export default defineModule({
  code: 'problemRectification', version: 1, title: '问题整改', section: 'engineeringManagement', order: 7,
  pictogram: 'hammer', color: COLOR.red, icon: 'icon-ym icon-ym-extend-edit', route: '/pages/apply/engineeringManagement/problemRectification/index',
  fields: ['problemNo', 'contractName', 'problemDesc', 'photos', 'rectifyDeadline', 'rectificationStatus'],
  grants: { zongjian: FULL, jianli: EDIT, shigong: EDIT },
});
