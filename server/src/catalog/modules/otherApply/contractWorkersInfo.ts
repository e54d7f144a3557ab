/**
 * 劳务人员花名册: each worker the contractor brings on site, with identity, trade, the special-work
 * certificate a trade needs, the three-level safety training that must come before work, and the
 * dates of entry and exit (a worker with an exit date has left; the roster keeps them).
 */
import { choice, contract, date, dictionary, form, groupTitle, images, row, system, text, textarea } from '../../build/fields.js';
import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

const F = form([
  groupTitle('身份信息'),
  row([
    text('realName', '姓名', { required: true, maxlength: 20 }),
    choice('radio', 'gender', '性别', [['1', '男'], ['2', '女']], { required: true, defaultValue: '1' }),
  ]),
  text('idCard', '身份证号', {
    required: true,
    regList: [{ pattern: '/^\\d{17}[\\dX]$/', message: '请输入 18 位身份证号' }],
  }),
  text('mobilePhone', '手机号码', {
    required: true,
    regList: [{ pattern: '/^1[3-9]\\d{9}$/', message: '请输入正确的手机号码' }],
  }),
  groupTitle('用工信息'),
  contract('contractName', '合同段', { required: true }),
  row([
    text('teamName', '班组', { required: true, maxlength: 30, placeholder: '如：桥梁一队钢筋班' }),
    dictionary('select', 'workType', '工种', 'workType', { required: true }),
  ]),
  row([
    text('certificateNo', '特种作业证号', { maxlength: 30, placeholder: '特种作业人员必填' }),
    date('certificateExpiry', '证书有效期至'),
  ]),
  choice('radio', 'trainingStatus', '三级安全教育', [['done', '已完成'], ['pending', '未完成']], { required: true, defaultValue: 'pending' }),
  date('trainingDate', '培训日期'),
  row([
    date('entryDate', '进场日期', { required: true }),
    date('exitDate', '退场日期'),
  ]),
  images('photos', '证件照片', { limit: 3 }),
  textarea('remark', '备注', { maxlength: 300 }),
  system('createUser', 'recorder', '登记人'),
]);

export default defineModule({
  code: 'contractWorkersInfo', version: 1, title: '劳务人员', section: 'otherApply', order: 5,
  pictogram: 'contact-round', color: COLOR.cyan, icon: 'icon-ym icon-ym-extend-worker', route: '/pages/apply/contractWorkersInfo/index',
  records: {
    key: 'contractWorkers',
    form: F,
    list: {
      columns: ['realName', 'workType', 'teamName', ['contractName', 200], 'trainingStatus', 'entryDate', 'exitDate'],
      search: [['realName', 2], ['teamName', 2], ['workType', 1], ['trainingStatus', 1], ['entryDate', 3]],
      keyword: ['realName', 'teamName'],
      sortable: ['entryDate'],
      sidx: 'entryDate',
    },
  },
  grants: { zongjian: VIEW, shigong: FULL, anquan: EDIT },
});
