/**
 * 旁站监理记录: a supervision engineer watches a key process from its start to its end (a pile's
 * underwater concrete, a girder's tensioning) and records the key points watched, what was found
 * and how it was handled, with photos. Started when the process starts, finished when it ends.
 */
import { billNo, card, choice, contract, date, form, images, row, system, text, textarea } from '../../build/fields.js';
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

const KEY_POINTS: Array<[string, string]> = [
  ['materials', '原材料及配合比符合要求'],
  ['equipment', '机械设备运转正常'],
  ['personnel', '质检员、技术员在岗'],
  ['procedure', '按批准的施工方案施工'],
  ['sampling', '按规定见证取样'],
  ['safety', '安全防护措施到位'],
];

const F = form([
  billNo('siteNo', '旁站记录编号', 'supervisionSite'),
  card('旁站部位', [
    row([
      date('siteDate', '日期', { key: 'datePicker', required: true, defaultCurrent: true }),
      contract('contractName', '合同段', { required: true }),
    ]),
    text('wbsPart', '旁站部位', { required: true, maxlength: 200, placeholder: '如：秦淮河大桥 / 钻孔灌注桩 / 2#墩桩基' }),
    text('process', '旁站工序', { required: true, maxlength: 50, placeholder: '如：水下混凝土灌注' }),
    row([
      date('startTime', '开始时间', { key: 'datePicker', withTime: true, required: true }),
      date('endTime', '结束时间', { key: 'datePicker', withTime: true }),
    ]),
  ]),
  card('旁站情况', [
    choice('checkbox', 'keyPoints', '关键要点', KEY_POINTS, { required: true }),
    textarea('siteRecord', '施工情况', { required: true, maxlength: 800, placeholder: '如：混凝土设计 C30，坍落度实测 200mm，导管埋深 2~6m' }),
    textarea('problems', '发现问题', { maxlength: 500 }),
    textarea('handling', '处理意见', { maxlength: 500 }),
    images('photos', '现场照片', { required: true, limit: 9 }),
    system('createUser', 'supervisor', '旁站监理'),
  ]),
]);

export default defineModule({
  code: 'supervisionSite', version: 1, title: '旁站监理', section: 'engineeringManagement', order: 4,
  pictogram: 'eye', color: COLOR.purple, icon: 'icon-ym icon-ym-extend-site', route: '/pages/apply/engineeringManagement/supervisionSite/index',
  billRules: { supervisionSite: ['旁站记录编号', 'PZJL'] },
  records: {
    key: 'supervisionSite',
    form: F,
    list: {
      columns: ['siteNo', ['siteDate', 110], ['wbsPart', 220], ['process', 120], ['startTime', 150], ['endTime', 150], 'supervisor'],
      search: [['siteNo', 2], ['contractName', 1], ['wbsPart', 2], ['siteDate', 3]],
      keyword: ['siteNo', 'wbsPart', 'process'],
      sortable: ['siteDate', 'startTime'],
      sidx: 'startTime',
    },
  },
  grants: { zongjian: FULL, jianli: FULL, shigong: VIEW, yezhu: VIEW },
});
