import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'supervisionMeeting', version: 1, title: '监理会议', section: 'transactionCenter', order: 5,
  pictogram: 'users-round', color: COLOR.purple, icon: 'icon-ym icon-ym-extend-meeting', route: '/pages/apply/transactionCenter/supervisionMeeting/index',
  fields: ['meetingTitle', 'meetingType', 'meetingTime', 'meetingPlace', 'host', 'participants', 'summary'],
  grants: { zongjian: FULL, jianli: EDIT, yezhu: VIEW },
});
