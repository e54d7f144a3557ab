/**
 * 监理指令: the supervision engineer instructs the contractor of a section (a quality, safety or
 * progress matter, with photos and a reply date); the contractor's manager chosen by the issuer
 * replies with what was done and photos; the issuer checks and closes it out, or sends it back to
 * be done again, when it comes straight back to the issuer.
 */
import { ROLE_ANQUAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_ZONGJIAN } from '../../roles.js';
import { billNo, card, choice, contract, date, files, form, images, row, system, text, textarea } from '../../build/fields.js';
import { approver, AssigneeType, finish, operates, start } from '../../build/nodes.js';
import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

const F = form([
  billNo('orderNo', '指令编号', 'supervisionOrder'),
  card('指令内容', [
    text('orderTitle', '指令标题', { required: true, maxlength: 50, placeholder: '如：K12+300 路基压实度不足返工' }),
    row([
      choice('select', 'orderType', '指令类别', [['quality', '质量'], ['safety', '安全'], ['progress', '进度'], ['environment', '环保'], ['other', '其他']], { required: true }),
      contract('contractName', '合同段', { required: true }),
    ]),
    text('wbsPart', '工程部位', { required: true, maxlength: 100, placeholder: '如：K12+200~K12+400 右幅路床' }),
    textarea('orderContent', '指令内容', { required: true, maxlength: 1000, placeholder: '发现的问题、依据及要求采取的措施' }),
    date('replyDeadline', '要求回复日期', { required: true }),
    images('orderPhotos', '现场照片', { limit: 9 }),
    files('attachments', '附件', { limit: 5, accept: '.pdf,.doc,.docx,.jpg,.jpeg,.png' }),
    row([system('createUser', 'issuer', '签发人'), system('createTime', 'issueTime', '签发时间')]),
  ]),
  card('施工单位回复', [
    textarea('replyContent', '落实情况', { maxlength: 1000, placeholder: '已采取的措施及完成情况' }),
    images('replyPhotos', '整改后照片', { limit: 9 }),
    date('replyDate', '回复日期'),
  ]),
  card('监理闭合', [textarea('closeOpinion', '闭合意见', { maxlength: 500 })]),
]);

const REPLY = { replyContent: 'required', replyPhotos: 'required', replyDate: 'required' } as const;
const CLOSE = { closeOpinion: 'required' } as const;
const hidden = (rights: object) => Object.fromEntries(Object.keys(rights).map((id) => [id, 'hidden' as const]));

const template = finish(start('order_start', {
  title: '监理签发指令',
  initiateRole: [ROLE_JIANLI, ROLE_ZONGJIAN],
  formOperates: operates(F, 'write', { ...hidden(REPLY), ...hidden(CLOSE) }),
  isComment: true,
  titleType: 1,
  titleContent: '{发起人}签发的监理指令',
}, {
  next: approver('order_reply', {
    title: '施工单位回复',
    // the issuer names the project manager or safety officer of the section instructed
    assigneeType: AssigneeType.candidates,
    approverRole: [ROLE_SHIGONG, ROLE_ANQUAN],
    formOperates: operates(F, 'read', { ...REPLY, ...hidden(CLOSE) }),
    auditBtnText: '提交回复',
    // an instruction is not refused: it is answered
    hasRejectBtn: false,
    transferBtnText: '转办',
    hasFreeApproverBtn: false,
  }, {
    next: approver('order_close', {
      title: '监理闭合',
      assigneeType: AssigneeType.launcher,
      formOperates: operates(F, 'read', CLOSE),
      hasSign: true,
      auditBtnText: '闭合',
      rejectBtnText: '重新落实',
      // the contractor does it again and it comes straight back here
      rejectStep: 'order_reply',
      rejectType: 2,
      hasTransferBtn: false,
      hasFreeApproverBtn: false,
    }),
  }),
}));

export default defineModule({
  code: 'supervisionOrder', version: 1, title: '监理指令', section: 'transactionCenter', order: 6,
  pictogram: 'gavel', color: COLOR.red, icon: 'icon-ym icon-ym-extend-order', route: '/pages/apply/transactionCenter/supervisionOrder/index',
  billRules: { supervisionOrder: ['监理指令编号', 'JLZL'] },
  records: {
    key: 'supervisionOrder',
    form: F,
    list: {
      columns: [['orderTitle', 220], 'orderType', ['contractName', 200], 'replyDeadline', 'issuer'],
      search: [['orderTitle', 2], ['orderType', 1], ['contractName', 1], ['replyDeadline', 3]],
      keyword: ['orderTitle', 'wbsPart'],
      sortable: ['replyDeadline'],
      sidx: 'issueTime',
    },
    flow: {
      fullName: '监理指令',
      category: 'quality',
      icon: 'icon-ym icon-ym-extend-order',
      iconBackground: '#F5222D',
      description: '监理就质量、安全、进度等问题向施工单位签发指令，施工单位回复落实情况并附照片，签发人核查后闭合或要求重新落实。',
      sortCode: 20,
      template,
    },
  },
  grants: { zongjian: FULL, jianli: EDIT, shigong: VIEW, anquan: VIEW, yezhu: VIEW },
});
