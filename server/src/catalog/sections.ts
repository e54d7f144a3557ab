/** The sections of the workbench (directory menus), in order. Tiles name their section by code. */
import type { SectionDef } from './types.js';

export const sections: SectionDef[] = [
  { code: 'homepage', title: '首页看板', icon: 'icon-ym icon-ym-nav-home', order: 1 },
  { code: 'attendance', title: '考勤管理', icon: 'icon-ym icon-ym-extend-clock', order: 2 },
  { code: 'transactionCenter', title: '任务管理', icon: 'icon-ym icon-ym-extend-task', order: 3 },
  { code: 'safetyManagement', title: '安全管理', icon: 'icon-ym icon-ym-extend-safety', order: 4 },
  { code: 'laboratoryManagement', title: '试验室管理', icon: 'icon-ym icon-ym-extend-lab', order: 5 },
  { code: 'progressManage', title: '进度管理', icon: 'icon-ym icon-ym-extend-progress', order: 6 },
  { code: 'engineeringManagement', title: '工程管理', icon: 'icon-ym icon-ym-extend-engineering', order: 7 },
  { code: 'meterManage', title: '计量管理', icon: 'icon-ym icon-ym-extend-money', order: 8 },
  { code: 'otherApply', title: '其他应用', icon: 'icon-ym icon-ym-extend-app', order: 9 },
];
