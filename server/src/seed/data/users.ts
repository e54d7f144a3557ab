/**
 * Demo accounts. All share DEMO_PASSWORD (index.ts).
 *
 * Required accounts: admin, zongjian, jianli, shigong, anquan, shiyan, yezhu,
 * norole (no role: the app refuses entry with 您的权限不足).
 * managerId is the direct manager used for "launcher's manager" approval nodes:
 * inside supervision the chain ends at the 总监; contractor project managers
 * report to the 驻地监理工程师 of their section, who report to the 总监.
 */
import { ALL_CONTRACT_IDS, CONTRACT_1, CONTRACT_2, CONTRACT_3, PROJECT_ID } from './project.js';
import { ROLE_ADMIN, ROLE_ANQUAN, ROLE_JIANLI, ROLE_SHIGONG, ROLE_SHIYAN, ROLE_YEZHU, ROLE_ZONGJIAN } from '../../catalog/roles.js';
import type { SeedUser } from './types.js';

const P = [PROJECT_ID];
const ALL = [...ALL_CONTRACT_IDS];
const mail = (account: string): string => `${account}@siteflow-demo.cn`;

export const users: SeedUser[] = [
  // ---- 建设单位 ----
  {
    id: 'u_admin', account: 'admin', realName: '系统管理员', gender: 1, mobilePhone: '13951700001', email: mail('admin'),
    organizeId: 'dept_owner_it', positionIds: ['pos_owner_it_admin'], roleIds: [ROLE_ADMIN], isAdministrator: true,
    projectIds: P, contractIds: ALL, description: '平台超级管理员，可见全部项目与合同段',
  },
  {
    id: 'u_gcbz', account: 'sunlixin', realName: '孙立新', gender: 1, mobilePhone: '13805182234', email: mail('sunlixin'),
    organizeId: 'dept_owner_gc', positionIds: ['pos_owner_gc_head'], roleIds: [ROLE_YEZHU], isAdministrator: false,
    projectIds: P, contractIds: ALL, description: '建设单位工程管理部部长',
  },
  {
    id: 'u_yezhu', account: 'yezhu', realName: '赵敏', gender: 2, mobilePhone: '15851863370', email: mail('yezhu'),
    organizeId: 'dept_owner_gc', positionIds: ['pos_owner_rep'], roleIds: [ROLE_YEZHU], managerId: 'u_gcbz',
    isAdministrator: false, projectIds: P, contractIds: ALL, description: '业主代表，负责现场协调与计量审核',
  },
  {
    id: 'u_aqzj', account: 'qianjin', realName: '钱进', gender: 1, mobilePhone: '13776624518', email: mail('qianjin'),
    organizeId: 'dept_owner_aq', positionIds: ['pos_owner_aq_head'], roleIds: [ROLE_YEZHU, ROLE_ANQUAN], isAdministrator: false,
    projectIds: P, contractIds: ALL, description: '建设单位安全总监',
  },
  {
    id: 'u_htgcs', account: 'linfang', realName: '林芳', gender: 2, mobilePhone: '18951007726', email: mail('linfang'),
    organizeId: 'dept_owner_jh', positionIds: ['pos_owner_ht_eng'], roleIds: [ROLE_YEZHU], managerId: 'u_gcbz',
    isAdministrator: false, projectIds: P, contractIds: ALL, description: '计划合同部合同工程师，负责计量支付',
  },

  // ---- 监理单位 ----
  {
    id: 'u_zongjian', account: 'zongjian', realName: '王建国', gender: 1, mobilePhone: '13913825506', email: mail('zongjian'),
    organizeId: 'dept_sup_zjb', positionIds: ['pos_sup_zj'], roleIds: [ROLE_ZONGJIAN], isAdministrator: false,
    projectIds: P, contractIds: ALL, description: '总监理工程师，全面负责本项目监理工作',
  },
  {
    id: 'u_zhudi1', account: 'zhouhaitao', realName: '周海涛', gender: 1, mobilePhone: '13584091127', email: mail('zhouhaitao'),
    organizeId: 'dept_sup_zd1', positionIds: ['pos_sup_zd1_head'], roleIds: [ROLE_JIANLI], managerId: 'u_zongjian',
    isAdministrator: false, projectIds: P, contractIds: ALL, description: '第一驻地办驻地监理工程师（分管SG01标）',
  },
  {
    id: 'u_jianli', account: 'jianli', realName: '李明', gender: 1, mobilePhone: '15062218843', email: mail('jianli'),
    organizeId: 'dept_sup_zd1', positionIds: ['pos_sup_zd1_zy'], roleIds: [ROLE_JIANLI], managerId: 'u_zongjian',
    isAdministrator: false, projectIds: P, contractIds: ALL, description: '路基路面专业监理工程师',
  },
  {
    id: 'u_jianliyuan', account: 'liuyang', realName: '刘洋', gender: 1, mobilePhone: '17751632209', email: mail('liuyang'),
    organizeId: 'dept_sup_zd1', positionIds: ['pos_sup_zd1_jly'], roleIds: [ROLE_JIANLI], managerId: 'u_jianli',
    isAdministrator: false, projectIds: P, contractIds: ALL, description: '现场监理员，负责旁站与巡视',
  },
  {
    id: 'u_zhudi2', account: 'wugang', realName: '吴刚', gender: 1, mobilePhone: '18605290318', email: mail('wugang'),
    organizeId: 'dept_sup_zd2', positionIds: ['pos_sup_zd2_head'], roleIds: [ROLE_JIANLI], managerId: 'u_zongjian',
    isAdministrator: false, projectIds: P, contractIds: ALL, description: '第二驻地办驻地监理工程师（分管SG02、SG03标）',
  },
  {
    id: 'u_jianli2', account: 'zhengxiaodong', realName: '郑晓东', gender: 1, mobilePhone: '13655187762', email: mail('zhengxiaodong'),
    organizeId: 'dept_sup_zd2', positionIds: ['pos_sup_zd2_zy'], roleIds: [ROLE_JIANLI], managerId: 'u_zhudi2',
    isAdministrator: false, projectIds: P, contractIds: ALL, description: '桥梁专业监理工程师',
  },
  {
    id: 'u_syzr', account: 'mali', realName: '马丽', gender: 2, mobilePhone: '13813960475', email: mail('mali'),
    organizeId: 'dept_sup_lab', positionIds: ['pos_sup_lab_head'], roleIds: [ROLE_JIANLI, ROLE_SHIYAN], managerId: 'u_zongjian',
    isAdministrator: false, projectIds: P, contractIds: ALL, description: '中心试验室主任',
  },
  {
    id: 'u_syjl', account: 'hejing', realName: '何静', gender: 2, mobilePhone: '15195837014', email: mail('hejing'),
    organizeId: 'dept_sup_lab', positionIds: ['pos_sup_lab_eng'], roleIds: [ROLE_SHIYAN], managerId: 'u_syzr',
    isAdministrator: false, projectIds: P, contractIds: ALL, description: '试验监理工程师，负责抽检与见证取样',
  },

  // ---- 设计单位 ----
  {
    id: 'u_design', account: 'tangwen', realName: '唐文', gender: 1, mobilePhone: '18752096631', email: mail('tangwen'),
    organizeId: 'dept_design_rep', positionIds: ['pos_design_rep'], roleIds: [ROLE_YEZHU], managerId: 'u_gcbz',
    isAdministrator: false, projectIds: P, contractIds: ALL, description: '设计代表，负责图纸交底与设计变更',
  },

  // ---- 施工单位：第一合同段 ----
  {
    id: 'u_shigong', account: 'shigong', realName: '张伟', gender: 1, mobilePhone: '13962158820', email: mail('shigong'),
    organizeId: 'dept_con1_xmb', positionIds: ['pos_con1_pm'], roleIds: [ROLE_SHIGONG], managerId: 'u_zhudi1',
    isAdministrator: false, projectIds: P, contractIds: [CONTRACT_1], description: 'SG01标项目经理',
  },
  {
    id: 'u_zonggong1', account: 'chengang', realName: '陈刚', gender: 1, mobilePhone: '15996318452', email: mail('chengang'),
    organizeId: 'dept_con1_xmb', positionIds: ['pos_con1_zg'], roleIds: [ROLE_SHIGONG], managerId: 'u_shigong',
    isAdministrator: false, projectIds: P, contractIds: [CONTRACT_1], description: 'SG01标项目总工',
  },
  {
    id: 'u_sgy1', account: 'xubin', realName: '徐斌', gender: 1, mobilePhone: '18260073915', email: mail('xubin'),
    organizeId: 'dept_con1_gc', positionIds: ['pos_con1_sgy'], roleIds: [ROLE_SHIGONG], managerId: 'u_zonggong1',
    isAdministrator: false, projectIds: P, contractIds: [CONTRACT_1], description: 'SG01标工程部施工员',
  },
  {
    id: 'u_anquan', account: 'anquan', realName: '黄磊', gender: 1, mobilePhone: '13770851296', email: mail('anquan'),
    organizeId: 'dept_con1_aq', positionIds: ['pos_con1_aqy'], roleIds: [ROLE_ANQUAN], managerId: 'u_shigong',
    isAdministrator: false, projectIds: P, contractIds: [CONTRACT_1], description: 'SG01标专职安全员',
  },
  {
    id: 'u_shiyan', account: 'shiyan', realName: '杨帆', gender: 2, mobilePhone: '15252904683', email: mail('shiyan'),
    organizeId: 'dept_con1_lab', positionIds: ['pos_con1_tester'], roleIds: [ROLE_SHIYAN], managerId: 'u_shigong',
    isAdministrator: false, projectIds: P, contractIds: [CONTRACT_1], description: 'SG01标工地试验室试验员',
  },

  // ---- 施工单位：第二合同段 ----
  {
    id: 'u_pm2', account: 'gaofeng', realName: '高峰', gender: 1, mobilePhone: '13327716058', email: mail('gaofeng'),
    organizeId: 'dept_con2_xmb', positionIds: ['pos_con2_pm'], roleIds: [ROLE_SHIGONG], managerId: 'u_zhudi2',
    isAdministrator: false, projectIds: P, contractIds: [CONTRACT_2], description: 'SG02标项目经理',
  },
  {
    id: 'u_anquan2', account: 'luoyong', realName: '罗勇', gender: 1, mobilePhone: '18115693327', email: mail('luoyong'),
    organizeId: 'dept_con2_aq', positionIds: ['pos_con2_aqy'], roleIds: [ROLE_ANQUAN], managerId: 'u_pm2',
    isAdministrator: false, projectIds: P, contractIds: [CONTRACT_2], description: 'SG02标专职安全员',
  },
  {
    id: 'u_shiyan2', account: 'songjia', realName: '宋佳', gender: 2, mobilePhone: '19951874260', email: mail('songjia'),
    organizeId: 'dept_con2_lab', positionIds: ['pos_con2_tester'], roleIds: [ROLE_SHIYAN], managerId: 'u_pm2',
    isAdministrator: false, projectIds: P, contractIds: [CONTRACT_2], description: 'SG02标工地试验室试验员',
  },
  {
    id: 'u_norole', account: 'norole', realName: '韩雪', gender: 2, mobilePhone: '17368420915', email: mail('norole'),
    organizeId: 'dept_con2_gc', positionIds: ['pos_con2_sgy'], roleIds: [], managerId: 'u_pm2',
    isAdministrator: false, projectIds: P, contractIds: [CONTRACT_2], description: '新入职施工员，尚未分配角色（登录应提示权限不足）',
  },

  // ---- 施工单位：第三合同段 ----
  {
    id: 'u_pm3', account: 'liangyong', realName: '梁永', gender: 1, mobilePhone: '15805293381', email: mail('liangyong'),
    organizeId: 'dept_con3_xmb', positionIds: ['pos_con3_pm'], roleIds: [ROLE_SHIGONG], managerId: 'u_zhudi2',
    isAdministrator: false, projectIds: P, contractIds: [CONTRACT_3], description: 'SG03标项目经理',
  },
  {
    id: 'u_anquan3', account: 'xietao', realName: '谢涛', gender: 1, mobilePhone: '13182647709', email: mail('xietao'),
    organizeId: 'dept_con3_aq', positionIds: ['pos_con3_aqy'], roleIds: [ROLE_ANQUAN], managerId: 'u_pm3',
    isAdministrator: false, projectIds: P, contractIds: [CONTRACT_3], description: 'SG03标专职安全员',
  },
];

/** Accounts the tests and the demo guide rely on. */
export const REQUIRED_ACCOUNTS = ['admin', 'zongjian', 'jianli', 'shigong', 'anquan', 'shiyan', 'yezhu', 'norole'] as const;
