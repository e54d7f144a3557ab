/**
 * 工作联系单: one unit writes to another about a matter of the works (a design query, a site
 * condition, a coordination request), names who of the receiving side answers, and gets their
 * written reply; either side can follow up in the comments.
 */
import { ROLE_ANQUAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_YEZHU, ROLE_ZONGJIAN } from '../../roles.js';
import { billNo, card, contract, date, files, form, organize, row, system, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, finish, operates, start } from '../../build/nodes.js';
import { ADD, COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

const F = form([
  billNo('contactNo', '联系单编号', 'workContact'),
  card('联系内容', [
    text('contactTitle', '事由', { required: true, maxlength: 50, placeholder: '如：关于 K21+450 盖板涵涵底标高调整的联系' }),
    row([
      organize('receiveUnit', '接收单位', { required: true }),
      contract('contractName', '合同段', { required: true }),
    ]),
    textarea('contactContent', '联系内容', { required: true, maxlength: 2000 }),
    date('replyDeadline', '要求回复日期', { required: true }),
    files('attachments', '附件', { limit: 5, accept: '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png' }),
    row([system('createUser', 'sender', '发起人'), system('createTime', 'sendTime', '发起时间')]),
  ]),
  card('回复', [
    textarea('replyContent', '回复意见', { maxlength: 2000 }),
    files('replyFiles', '回复附件', { limit: 5, accept: '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png' }),
  ]),
]);

const REPLY = { replyContent: 'hidden', replyFiles: 'hidden' } as const;

const template = finish(start('contact_start', {
  title: '发起联系',
  initiateRole: [ROLE_ZONGJIAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_ANQUAN],
  formOperates: operates(F, 'write', REPLY),
  isComment: true,
  titleType: 1,
  titleContent: '{发起人}的工作联系单',
}, {
  next: approver('contact_reply', {
    title: '接收单位回复',
    // the sender names who answers for the receiving unit, in any section
    assigneeType: AssigneeType.candidates,
    approverRole: [ROLE_ZONGJIAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_ANQUAN, ROLE_YEZHU],
    assigneeScope: 'project',
    formOperates: operates(F, 'read', { replyContent: 'required', replyFiles: 'write' }),
    auditBtnText: '回复',
    rejectBtnText: '退回',
    transferBtnText: '转办',
    hasFreeApproverBtn: false,
  }),
}));

export default defineModule({
  code: 'workMessage', version: 1, title: '工作联系单', section: 'transactionCenter', order: 7,
  pictogram: 'message-square-text', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-message', route: '/pages/apply/transactionCenter/workMessage/index',
  billRules: { workContact: ['工作联系单编号', 'GZLX'] },
  records: {
    key: 'workContact',
    form: F,
    list: {
      columns: [['contactTitle', 220], 'receiveUnit', ['contractName', 200], 'replyDeadline', 'sender'],
      search: [['contactTitle', 2], ['contractName', 1], ['replyDeadline', 3]],
      keyword: ['contactTitle', 'contactContent'],
      sortable: ['replyDeadline'],
      sidx: 'sendTime',
    },
    flow: {
      fullName: '工作联系单',
      category: 'office',
      icon: 'icon-ym icon-ym-extend-message',
      iconBackground: '#13C2C2',
      description: '参建单位之间就设计、现场条件、协调配合等事项发出工作联系单，由接收单位指定人员书面回复。',
      sortCode: 21,
      template,
    },
  },
  grants: { zongjian: FULL, jianli: EDIT, shigong: EDIT, anquan: ADD, yezhu: VIEW },
});
