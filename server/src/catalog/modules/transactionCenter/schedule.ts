import { SCHEDULE_FIELDS } from '../../../domains/schedule/forms.js';
import { COLOR, defineModule, FULL } from '../../build/module.js';

const OWN = { buttons: FULL, scope: 'self' } as const;

/** 日程安排: my schedule with reminders (domains/schedule); a schedule is its owner's own. */
export default defineModule({
  code: 'schedule', version: 1, title: '日程安排', section: 'transactionCenter', order: 9,
  pictogram: 'calendar-days', color: COLOR.gold, icon: 'icon-ym icon-ym-extend-calendar', route: '/pages/apply/schedule/index',
  fields: SCHEDULE_FIELDS,
  grants: { zongjian: OWN, jianli: OWN, shigong: OWN, anquan: OWN, shiyan: OWN },
});
