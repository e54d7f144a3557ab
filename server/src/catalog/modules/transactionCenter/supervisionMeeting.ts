import { MEETING_FIELDS } from '../../../domains/meeting/forms.js';
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

/** 监理会议: meetings with sign-in, minutes and decisions that become tasks (domains/meeting). */
export default defineModule({
  code: 'supervisionMeeting', version: 1, title: '监理会议', section: 'transactionCenter', order: 5,
  pictogram: 'users-round', color: COLOR.purple, icon: 'icon-ym icon-ym-extend-meeting', route: '/pages/apply/transactionCenter/supervisionMeeting/index',
  fields: MEETING_FIELDS,
  grants: { zongjian: FULL, jianli: FULL, shigong: VIEW, anquan: VIEW, shiyan: VIEW, yezhu: VIEW },
});
