import { COLOR, defineModule, EDIT, FULL } from '../../build/module.js';

export default defineModule({
  code: 'rectification', version: 1, title: '整改通知', section: 'safetyManagement', order: 6,
  pictogram: 'wrench', color: COLOR.red, icon: 'icon-ym icon-ym-extend-edit', route: '/pages/apply/rectification/index',
  fields: ['noticeNo', 'contractName', 'problemDesc', 'rectifyRequire', 'rectifyDeadline', 'rectificationStatus'],
  grants: { zongjian: FULL, jianli: EDIT, shigong: EDIT, anquan: EDIT },
});
