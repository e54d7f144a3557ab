/**
 * The forms of the task centre (API.md 5.2): what a publisher writes, what an assignee reports and
 * completes with. The app renders them with its form engine (GET /api/transaction/Task/Forms) and
 * the server checks every save against them as it checks a module record.
 */
import { card, choice, contract, date, files, form, images, location, number, row, text, textarea, users } from '../../catalog/build/fields.js';
import { operateIds } from '../../catalog/build/fields.js';

export const URGENCIES: Array<[string, string]> = [['1', '普通'], ['2', '重要'], ['3', '紧急']];

export const PUBLISH_FORM = form([
  card('任务信息', [
    text('title', '任务标题', { required: true, maxlength: 50, placeholder: '如：K9+300 便道交叉口增设减速带' }),
    textarea('content', '任务内容', { required: true, maxlength: 2000, placeholder: '要做什么、标准和要求' }),
    users('assignees', '执行人', { required: true, multiple: true }),
    row([
      date('deadline', '截止时间', { required: true, withTime: true }),
      choice('radio', 'urgency', '紧急程度', URGENCIES, { required: true, defaultValue: '1' }),
    ]),
    contract('contractName', '合同段', { required: true }),
    text('place', '地点', { required: true, maxlength: 100, placeholder: '如：K9+300 右幅施工便道交叉口' }),
    location('location', '定位'),
    images('photos', '现场照片', { limit: 9 }),
    files('attachments', '附件', { limit: 5, accept: '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png' }),
  ]),
]);

export const PROGRESS_FORM = form([
  number('progress', '完成进度（%）', { required: true, min: 0, max: 100, step: 10 }),
  textarea('content', '进展情况', { required: true, maxlength: 1000, placeholder: '做了什么，还剩什么，有什么困难' }),
  images('photos', '现场照片', { limit: 9 }),
]);

export const COMPLETE_FORM = form([
  textarea('content', '完成情况', { required: true, maxlength: 1000, placeholder: '完成了哪些工作，是否达到要求' }),
  images('photos', '完成照片', { required: true, limit: 9 }),
  files('attachments', '附件', { limit: 5, accept: '.pdf,.doc,.docx,.xls,.xlsx' }),
]);

/** Column and form permission codes of the task tiles (catalog): the publish form's fields. */
export const TASK_FIELDS = operateIds(PUBLISH_FORM);
