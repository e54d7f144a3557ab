/**
 * The forms of a meeting (API.md 5.2): calling it, its minutes, and each decision, which becomes a
 * task. The app renders them (GET /api/transaction/Meeting/Forms); the server checks every save.
 */
import { card, contract, date, dictionary, files, form, images, operateIds, row, text, textarea, users } from '../../catalog/build/fields.js';

export const MEETING_FORM = form([
  card('会议信息', [
    text('title', '会议名称', { required: true, maxlength: 50, placeholder: '如：第 18 次监理例会' }),
    row([
      dictionary('select', 'meetingType', '会议类型', 'meetingType', { required: true }),
      contract('contractName', '合同段'),
    ]),
    row([
      date('startTime', '开始时间', { required: true, withTime: true }),
      date('endTime', '结束时间', { required: true, withTime: true }),
    ]),
    text('place', '会议地点', { required: true, maxlength: 100, placeholder: '如：总监办二楼会议室' }),
    users('host', '主持人', { required: true }),
    users('attendees', '参会人员', { required: true, multiple: true }),
    textarea('agenda', '会议议程', { required: true, maxlength: 2000, placeholder: '每行一项议题' }),
    files('attachments', '会议材料', { limit: 5, accept: '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.jpg,.jpeg,.png' }),
  ]),
]);

export const MINUTES_FORM = form([
  textarea('minutes', '会议纪要', { required: true, maxlength: 5000, placeholder: '各方汇报、讨论情况及会议结论' }),
  images('photos', '会议照片', { limit: 9 }),
  files('attachments', '纪要附件', { limit: 5, accept: '.pdf,.doc,.docx' }),
]);

export const DECISION_FORM = form([
  textarea('content', '决议事项', { required: true, maxlength: 500, placeholder: '要做什么，达到什么要求' }),
  users('assignees', '责任人', { required: true, multiple: true }),
  row([
    date('deadline', '完成期限', { required: true }),
    contract('contractName', '合同段'),
  ]),
  text('place', '地点', { maxlength: 100, placeholder: '不填则为会议地点' }),
]);

/** Column and form permission codes of the meeting tile (catalog). */
export const MEETING_FIELDS = operateIds(MEETING_FORM);
