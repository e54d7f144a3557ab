import { COLOR, defineModule, EDIT, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'infoCenter', version: 1, title: '试验信息中心', section: 'laboratoryManagement', order: 8,
  pictogram: 'newspaper', color: COLOR.gold, icon: 'icon-ym icon-ym-extend-info', route: '/pages/apply/laboratoryManagement/infoCenter/index',
  fields: ['title', 'infoType', 'publishUnit', 'publishDate', 'content'],
  grants: { zongjian: EDIT, shiyan: VIEW },
});
