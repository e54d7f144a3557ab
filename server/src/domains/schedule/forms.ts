/** The form of a schedule item (API.md 5.2), rendered by the app and checked by the server. */
import { choice, date, form, operateIds, row, text, textarea } from '../../catalog/build/fields.js';

/** Minutes before the start, or none. */
export const REMIND_OPTIONS: Array<[string, string]> = [
  ['none', '不提醒'], ['0', '开始时'], ['5', '提前 5 分钟'], ['15', '提前 15 分钟'], ['30', '提前 30 分钟'], ['60', '提前 1 小时'], ['1440', '提前 1 天'],
];

export const SCHEDULE_FORM = form([
  text('title', '日程标题', { required: true, maxlength: 50, placeholder: '如：参加第 18 次监理例会' }),
  row([
    date('startTime', '开始时间', { required: true, withTime: true }),
    date('endTime', '结束时间', { required: true, withTime: true }),
  ]),
  choice('select', 'remind', '提醒', REMIND_OPTIONS, { required: true, defaultValue: '15' }),
  text('place', '地点', { maxlength: 100 }),
  textarea('content', '内容', { maxlength: 1000 }),
]);

/** Column and form permission codes of the schedule tile (catalog). */
export const SCHEDULE_FIELDS = operateIds(SCHEDULE_FORM);
