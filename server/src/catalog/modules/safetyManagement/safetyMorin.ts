import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'safetyMorin', version: 1, title: '班前安全晨会', section: 'safetyManagement', order: 8,
  pictogram: 'hard-hat', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-meeting', route: '/pages/apply/safetyManage/safetyMorin',
  fields: ['meetingDate', 'teamName', 'host', 'attendeeCount', 'content', 'photos'],
  grants: { shigong: VIEW, anquan: FULL },
});
