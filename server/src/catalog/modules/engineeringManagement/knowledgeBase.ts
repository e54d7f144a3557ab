/** 知识库: procedures, rules and technical briefings, a document library (domains/docs) by folder. */
import { COLOR, defineModule, FULL, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'knowledgeBase', version: 1, title: '知识库', section: 'engineeringManagement', order: 11,
  pictogram: 'library', color: COLOR.geek, icon: 'icon-ym icon-ym-extend-book', route: '/pages/apply/engineeringManagement/knowledgeBase/index',
  fields: ['title', 'category', 'fileName', 'uploadDate'],
  grants: { zongjian: FULL, jianli: VIEW, shigong: VIEW, anquan: VIEW, shiyan: VIEW, yezhu: VIEW },
});
