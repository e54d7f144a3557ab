import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'examinationRecord', version: 1, title: '考试记录', section: 'safetyManagement', order: 13,
  pictogram: 'award', color: COLOR.geek, icon: 'icon-ym icon-ym-extend-record', route: '/pages/apply/examinationRecord/index',
  fields: ['examName', 'userName', 'score', 'examTime', 'passed'],
  // others' attempts within the scope; everyone sees their own
  grants: { zongjian: VIEW, jianli: VIEW, anquan: VIEW, shigong: VIEW, shiyan: { buttons: VIEW, scope: 'self' } },
});
