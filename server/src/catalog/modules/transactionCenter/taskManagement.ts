/**
 * 专项任务通知: the supervision sends the units concerned a notice about a special inspection
 * task (the task record is picked from the 专项检查任务 module); each contractor manager the sender
 * names signs for it with a signature and a receipt note, so nobody can say they were not told.
 */
import { ROLE_ANQUAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_ZONGJIAN } from '../../roles.js';
import { billNo, card, date, files, form, organize, relation, relationAttr, row, system, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';
import { moduleIdOf } from '../../ids.js';

const F = form([
  billNo('noticeNo', '通知编号', 'specialTaskNotice'),
  card('通知信息', [
    text('taskTitle', '通知标题', { required: true, maxlength: 50, placeholder: '如：关于开展汛前临时用电专项检查的通知' }),
    relation('specialTask', '关联专项任务', moduleIdOf('specialTask'), 'taskTitle', {
      required: true, columns: [['taskNo', '任务编号'], ['checkType', '检查类型'], ['deadline', '要求完成日期']],
    }),
    row([
      relationAttr('taskCheckType', '检查类型', 'specialTask', 'checkType'),
      relationAttr('taskDeadline', '任务完成期限', 'specialTask', 'deadline'),
    ]),
    organize('receiveUnits', '通知对象单位', { required: true, multiple: true }),
    date('deadline', '要求签收日期', { required: true }),
    textarea('noticeContent', '通知内容', { required: true, maxlength: 2000 }),
    files('attachments', '附件', { limit: 5, accept: '.pdf,.doc,.docx,.jpg,.jpeg,.png' }),
    row([system('createUser', 'publisher', '发布人'), system('createTime', 'publishTime', '发布时间')]),
  ]),
  card('签收', [textarea('signOpinion', '签收意见', { placeholder: '如：已收悉，按要求组织落实' })]),
]);

const template = finish(start('notify_start', {
  title: '监理发出通知',
  initiateRole: [ROLE_JIANLI, ROLE_ZONGJIAN],
  formOperates: operates(F, 'write', { signOpinion: 'hidden' }),
  titleType: 1,
  titleContent: '{发起人}发出的专项任务通知',
}, {
  next: approver('notify_sign', {
    title: '施工单位签收',
    // the sender names one manager per unit notified; every one of them signs for it
    assigneeType: AssigneeType.candidates,
    approverRole: [ROLE_SHIGONG, ROLE_ANQUAN],
    // a notice goes to the units of every section it names
    assigneeScope: 'project',
    counterSign: 1,
    formOperates: operates(F, 'read', { signOpinion: 'required' }),
    hasSign: true,
    auditBtnText: '签收',
    rejectBtnText: '退回',
    hasFreeApproverBtn: false,
    transferBtnText: '转办',
  }),
}));

export default defineModule({
  code: 'taskManagement', version: 1, title: '任务台账', section: 'transactionCenter', order: 4,
  pictogram: 'square-kanban', color: COLOR.geek, icon: 'icon-ym icon-ym-extend-list', route: '/pages/apply/transactionCenter/taskManagement/index',
  billRules: { specialTaskNotice: ['专项任务通知编号', 'ZXTZ'] },
  records: {
    key: 'specialTaskNotify',
    form: F,
    list: {
      columns: [['taskTitle', 220], 'publisher', 'deadline'],
      search: [['taskTitle', 2], ['deadline', 3]],
      keyword: ['taskTitle'],
      sortable: ['deadline'],
      sidx: 'deadline',
    },
    flow: {
      fullName: '专项任务通知',
      category: 'safety',
      icon: 'icon-ym icon-ym-extend-message',
      iconBackground: '#2F54EB',
      description: '监理就专项检查任务向有关施工单位发出通知，各通知对象单位负责人签字签收并填写签收意见。',
      sortCode: 9,
      template,
    },
  },
  grants: { zongjian: FULL, jianli: EDIT, shigong: VIEW },
});
