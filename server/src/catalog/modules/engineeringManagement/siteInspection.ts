/**
 * 现场检查: a checklist inspection of a site (临时用电, 高处作业, 深基坑 ...): each item of the chosen
 * checklist is judged 合格, 不合格 or 不涉及, a failed item with what was seen and a photo, and each
 * failed item raises a hazard report prefilled from it. Its records are a part of the tile: the
 * inspection screen is dedicated (the checklist walk), not the list engine.
 */
import { billNo, choice, contract, date, dictionary, form, images, row, sign, system, table, text, textarea } from '../../build/fields.js';
import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

/** What an item of the checklist is judged. */
export const CHECK_RESULTS: Array<[string, string]> = [['pass', '合格'], ['fail', '不合格'], ['na', '不涉及']];

const F = form([
  billNo('checkNo', '检查编号', 'checklistInspection'),
  dictionary('select', 'checklist', '检查表', 'safetyChecklist', { required: true }),
  row([
    choice('select', 'checkType', '检查类型', [['daily', '日常巡查'], ['special', '专项检查'], ['holiday', '节前检查'], ['seasonal', '季节性检查']],
      { required: true, defaultValue: 'daily' }),
    date('checkDate', '检查日期', { required: true, defaultCurrent: true }),
  ]),
  contract('contractName', '合同段', { required: true }),
  text('wbsPart', '检查部位', { required: true, maxlength: 100 }),
  table('items', '检查项', [
    text('itemCode', '编码', { maxlength: 40 }),
    text('item', '检查内容', { required: true, maxlength: 200 }),
    choice('radio', 'result', '结论', CHECK_RESULTS, { required: true }),
    text('note', '问题描述', { maxlength: 200 }),
    images('photos', '现场照片', { limit: 3 }),
  ], { required: true }),
  textarea('conclusion', '检查结论', { maxlength: 300 }),
  sign('inspectorSign', '检查人签字'),
  row([system('createUser', 'inspector', '检查人'), system('createTime', 'recordTime', '记录时间')]),
]);

export default defineModule({
  code: 'siteInspection', version: 1, title: '现场检查', section: 'engineeringManagement', order: 8,
  pictogram: 'binoculars', color: COLOR.lime, icon: 'icon-ym icon-ym-extend-search', route: '/pages/apply/siteINspection/index',
  billRules: { checklistInspection: ['现场检查编号', 'XCJC'] },
  parts: [{
    code: 'checklistInspection', title: '检查记录',
    records: {
      key: 'checklistInspection',
      form: F,
      list: {
        columns: ['checkNo', 'checklist', 'checkDate', ['wbsPart', 180], ['contractName', 200]],
        search: [['checklist', 1], ['contractName', 1], ['checkDate', 3]],
        keyword: ['checkNo', 'wbsPart'],
        sortable: ['checkDate'],
        sidx: 'checkDate',
      },
    },
  }],
  grants: { zongjian: FULL, jianli: EDIT, shigong: VIEW, anquan: FULL },
});
