/**
 * 试验信息中心: the lab's notices (a test to be witnessed, a standard replaced, a batch
 * rejected) and its news, published by the supervision and site labs to everyone who tests.
 */
import { card, choice, date, files, form, row, system, text, textarea } from '../../build/fields.js';
import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

const F = form([
  card('信息内容', [
    text('title', '标题', { required: true, maxlength: 60 }),
    row([
      choice('select', 'infoType', '信息类型', [['notice', '试验通知'], ['news', '试验室动态'], ['standard', '标准规范更新']], { required: true, defaultValue: 'notice' }),
      date('publishDate', '发布日期', { required: true, defaultCurrent: true }),
    ]),
    text('publishUnit', '发布单位', { required: true, maxlength: 50, placeholder: '如：总监办中心试验室' }),
    textarea('content', '正文', { required: true, maxlength: 2000 }),
    files('attachments', '附件', { limit: 5, accept: '.pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx' }),
    system('createUser', 'publisher', '发布人'),
  ]),
]);

export default defineModule({
  code: 'infoCenter', version: 1, title: '试验信息中心', section: 'laboratoryManagement', order: 8,
  pictogram: 'newspaper', color: COLOR.gold, icon: 'icon-ym icon-ym-extend-info', route: '/pages/apply/laboratoryManagement/infoCenter/index',
  records: {
    key: 'labInfo',
    form: F,
    list: {
      columns: [['title', 200], 'infoType', 'publishUnit', 'publishDate'],
      search: [['title', 2], ['infoType', 1], ['publishDate', 3]],
      keyword: ['title'],
      sortable: ['publishDate'],
      sidx: 'publishDate',
    },
  },
  grants: { zongjian: FULL, jianli: EDIT, shiyan: EDIT, shigong: VIEW },
});
