/**
 * 隐患整改: the safety officer (or a supervision engineer, from an inspection) reports a hazard,
 * which is the rectification notice to the contractor: the contractor rectifies it and signs, a
 * supervision engineer verifies. A 重大 hazard also needs the 总监, and the owner's 安全总监 is
 * copied, because major hazards are reported up to the owner. The safety screens (report, ledger,
 * rectification notices, the safety home) are views of these records.
 */
import { ROLE_ANQUAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_YEZHU, ROLE_ZONGJIAN } from '../../roles.js';
import { billNo, card, contract, date, dictionary, form, images, location, relation, row, sign, system, text, textarea } from '../../build/fields.js';
import { moduleIdOf } from '../../ids.js';
import { approver, AssigneeType, branch, finish, operates, start, when } from '../../build/nodes.js';
import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

const F = form([
  card('隐患信息', [
    billNo('hazardNo', '整改单号', 'hazardRectification'),
    text('title', '隐患标题', { required: true, maxlength: 50, placeholder: '如：2#墩临边防护缺失' }),
    row([
      dictionary('select', 'hazardCategory', '隐患类型', 'hazardCategory', { required: true }),
      dictionary('radio', 'hazardLevel', '隐患等级', 'hazardLevel', { required: true, defaultValue: '1' }),
    ]),
    text('hazardType', '隐患细类', { maxlength: 50, placeholder: '如：临边防护缺失或不牢固' }),
    contract('contractName', '责任合同段', { required: true }),
    text('wbsPart', '工程部位', { maxlength: 100, placeholder: '如：秦淮河大桥 / 下部构造 / 2#墩' }),
    text('location', '隐患位置', { required: true, maxlength: 100, placeholder: '如：K6+320 右幅 2#墩承台' }),
    location('gpsLocation', '现场定位'),
    textarea('description', '隐患描述', { required: true }),
    images('photos', '隐患照片', { required: true, limit: 9 }),
    textarea('rectifyRequire', '整改要求', { maxlength: 300, placeholder: '如：立即设置 1.2m 防护栏杆并挂安全网，整改后报监理复查' }),
    date('rectifyDeadline', '整改期限', { required: true }),
    relation('sourceInspection', '来源检查', moduleIdOf('checklistInspection'), 'checkNo', { columns: [['wbsPart', '检查部位']] }),
    text('checkItem', '不合格检查项', { maxlength: 200 }),
    row([system('createUser', 'reporter', '上报人'), system('createTime', 'reportTime', '上报时间')]),
  ]),
  card('整改情况', [
    textarea('rectifyMeasure', '整改措施', { placeholder: '请说明已采取的整改措施' }),
    images('rectifyPhotos', '整改后照片', { limit: 9 }),
    date('rectifyFinishDate', '整改完成日期'),
    sign('rectifySign', '整改责任人签字'),
  ]),
]);

/** Filled by the contractor at hazard_rectify only: hidden from the reporter, read-only afterwards. */
const RECTIFY = ['rectifyMeasure', 'rectifyPhotos', 'rectifyFinishDate', 'rectifySign'];
const rectify = (right: 'hidden' | 'required') => Object.fromEntries(RECTIFY.map((id) => [id, right]));

const template = finish(start('hazard_start', {
  title: '隐患上报',
  // the safety officer, and supervision engineers raising a hazard from their own inspection
  initiateRole: [ROLE_ANQUAN, ROLE_JIANLI, ROLE_ZONGJIAN],
  formOperates: operates(F, 'write', rectify('hidden')),
  isComment: true,
  isSummary: true,
  titleType: 1,
  titleContent: '{发起人}上报的隐患整改',
}, {
  next: approver('hazard_rectify', {
    title: '施工单位整改',
    assigneeType: AssigneeType.namedUsers,
    approverRole: [ROLE_SHIGONG],
    formOperates: operates(F, 'read', rectify('required')),
    hasSign: true,
    auditBtnText: '整改完成',
    rejectBtnText: '退回上报人',
    // a disputed report comes straight back here once the reporter has corrected it
    rejectType: 2,
    transferBtnText: '转办',
  }, {
    next: approver('hazard_verify', {
      title: '监理复查',
      assigneeType: AssigneeType.namedUsers,
      approverRole: [ROLE_JIANLI],
      counterSign: 0,
      formOperates: operates(F, 'read'),
      hasSign: true,
      auditBtnText: '复查通过',
      rejectBtnText: '整改不合格',
      // an unsatisfactory rectification is redone, then comes back to the same verifier
      rejectStep: 'hazard_rectify',
      rejectType: 2,
    }, {
      branches: [
        branch('hazard_major', { title: '重大隐患', conditions: [when(F, 'hazardLevel', '==', '3')] },
          approver('hazard_chief', {
            title: '总监审批',
            assigneeType: AssigneeType.namedUsers,
            approverRole: [ROLE_ZONGJIAN],
            formOperates: operates(F, 'read'),
            hasSign: true,
            auditBtnText: '同意销号',
            circulateRole: [ROLE_YEZHU],
            isCustomCopy: true,
            rejectStep: 'hazard_rectify',
            rejectType: 1,
          })),
        branch('hazard_general', { title: '一般及较大隐患', isDefault: true }),
      ],
    }),
  }),
}));

export default defineModule({
  code: 'hazardInvestigat', version: 1, title: '隐患排查', section: 'safetyManagement', order: 1,
  pictogram: 'search-check', color: COLOR.red, icon: 'icon-ym icon-ym-extend-search', route: '/pages/apply/hazardInvestigat/index',
  billRules: { hazardRectification: ['隐患整改单号', 'YHZG'] },
  records: {
    key: 'hazardRectify',
    form: F,
    list: {
      columns: ['hazardNo', 'hazardCategory', 'hazardLevel', ['location', 180], ['contractName', 200], 'rectifyDeadline'],
      search: [['title', 2], ['hazardNo', 2], ['hazardCategory', 1], ['hazardLevel', 1], ['location', 2], ['rectifyDeadline', 3]],
      // the title heads its card: it is what people search for first
      keyword: ['title', 'hazardNo', 'location'],
      sortable: ['hazardLevel', 'rectifyDeadline'],
      sidx: 'rectifyDeadline',
      cardTitle: 'title',
      summary: ['location', 'hazardLevel'],
    },
    flow: {
      fullName: '隐患整改',
      category: 'safety',
      icon: 'icon-ym icon-ym-extend-warning',
      iconBackground: '#F5222D',
      description: '安全员或监理工程师现场发现隐患后上报，即向施工单位下发整改通知；施工单位限期整改并签字回复，监理工程师复查闭合；重大隐患须总监审批并抄送建设单位安全总监。',
      sortCode: 1,
      template,
    },
  },
  grants: { zongjian: EDIT, jianli: EDIT, shigong: EDIT, anquan: FULL, yezhu: VIEW },
});
