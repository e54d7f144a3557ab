/** 安全管理: the safety home (counts, today's inspections, shortcuts), each figure from the module it counts. */
import { COLOR, defineModule, VIEW } from '../../build/module.js';

export default defineModule({
  code: 'safetyInspection', version: 1, title: '安全首页', section: 'safetyManagement', order: 0,
  pictogram: 'shield-check', color: COLOR.green, icon: 'icon-ym icon-ym-extend-check', route: '/pages/apply/safetyManage/index',
  fields: ['openHazards', 'overdueHazards', 'todayInspections', 'majorRisks', 'todayMeetings'],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: VIEW, anquan: VIEW, yezhu: VIEW },
});
