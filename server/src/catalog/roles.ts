/**
 * The standard roles of a highway construction project, shipped with the product. An organisation
 * assigns its people to them, renames them or changes their grants (kept across upgrades); each
 * module's file says what each role is granted by default.
 */
import type { RoleTemplate } from './types.js';

export const ROLE_ADMIN = 'role_admin';
export const ROLE_ZONGJIAN = 'role_zongjian';
export const ROLE_JIANLI = 'role_jianli';
export const ROLE_SHIGONG = 'role_shigong';
export const ROLE_ANQUAN = 'role_anquan';
export const ROLE_SHIYAN = 'role_shiyan';
export const ROLE_YEZHU = 'role_yezhu';

export const roleTemplates: RoleTemplate[] = [
  { id: ROLE_ADMIN, code: 'admin', fullName: '系统管理员', scope: 'project', allModules: true,
    description: '管理组织、项目、人员与权限，可见全部功能' },
  { id: ROLE_ZONGJIAN, code: 'zongjian', fullName: '总监理工程师', scope: 'project',
    description: '全面负责项目监理工作，可见全部合同段' },
  { id: ROLE_JIANLI, code: 'jianli', fullName: '专业监理工程师', scope: 'sections',
    description: '负责所分管合同段的巡视、旁站、验收与审批' },
  { id: ROLE_SHIGONG, code: 'shigong', fullName: '施工项目经理', scope: 'sections',
    description: '施工单位项目负责人，处理本合同段的整改、报验与填报' },
  { id: ROLE_ANQUAN, code: 'anquan', fullName: '安全员', scope: 'sections',
    description: '本合同段的隐患排查、安全检查与安全教育' },
  { id: ROLE_SHIYAN, code: 'shiyan', fullName: '试验员', scope: 'sections',
    description: '本合同段的取样、检测与试验台账' },
  { id: ROLE_YEZHU, code: 'yezhu', fullName: '业主代表', scope: 'project',
    description: '建设单位代表，查看全项目的进度、计量与安全情况' },
];
