/**
 * 班前安全晨会: before each shift the crew leader briefs the crew on today's work and its dangers;
 * every attendee signs, and photos of the meeting are kept (the contractor's own record, seen by
 * the supervision).
 */
import { billNo, contract, date, dictionary, form, images, row, sign, system, table, text, textarea } from '../../build/fields.js';
import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

const F = form([
  billNo('meetingNo', '晨会编号', 'safetyMorning'),
  row([
    date('meetingDate', '晨会日期', { required: true, defaultCurrent: true }),
    text('teamName', '班组', { required: true, maxlength: 30, placeholder: '如：桥梁一队钢筋班' }),
  ]),
  contract('contractName', '合同段', { required: true }),
  text('location', '作业地点', { required: true, maxlength: 100, placeholder: '如：秦淮河大桥 3#墩承台' }),
  text('topic', '交底主题', { required: true, maxlength: 50, placeholder: '如：承台钢筋绑扎高处作业安全' }),
  textarea('workContent', '今日作业内容', { required: true, maxlength: 300 }),
  textarea('riskPoints', '危险点及防范措施', { required: true, maxlength: 500 }),
  text('host', '主持人', { required: true, maxlength: 20 }),
  table('attendees', '参会人员签到', [
    text('name', '姓名', { required: true, maxlength: 20 }),
    dictionary('select', 'workType', '工种', 'workType'),
    sign('sign', '签名', { required: true }),
  ], { required: true, actionText: '添加参会人员' }),
  images('photos', '晨会照片', { required: true, limit: 6 }),
  system('createUser', 'recorder', '记录人'),
]);

export default defineModule({
  code: 'safetyMorin', version: 1, title: '班前安全晨会', section: 'safetyManagement', order: 7,
  pictogram: 'hard-hat', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-meeting', route: '/pages/apply/safetyManage/safetyMorin',
  billRules: { safetyMorning: ['班前晨会编号', 'BQCH'] },
  records: {
    key: 'safetyMorning',
    form: F,
    list: {
      columns: ['teamName', 'meetingDate', 'topic', ['location', 180], ['contractName', 200], 'host'],
      search: [['teamName', 2], ['topic', 2], ['contractName', 1], ['meetingDate', 3]],
      keyword: ['teamName', 'topic'],
      sortable: ['meetingDate'],
      sidx: 'meetingDate',
    },
  },
  grants: { zongjian: VIEW, jianli: VIEW, shigong: EDIT, anquan: FULL },
});
