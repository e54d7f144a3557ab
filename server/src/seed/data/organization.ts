/**
 * Demo organisation: the units taking part in the 宁句高速公路改扩建工程
 * (owner, supervision, design and three contractors, one per contract
 * section) with their departments and positions.
 *
 * managerId values are user ids from users.ts (kept as strings so the data
 * modules stay free of import cycles; the seed-data test checks they resolve).
 */
import type { SeedOrganize, SeedPosition } from './types.js';

/** Company ids, referenced by project.ts (contract units) and users.ts. */
export const ORG_OWNER = 'org_owner';
export const ORG_SUPERVISION = 'org_supervision';
export const ORG_DESIGN = 'org_design';
export const ORG_CONTRACTOR_1 = 'org_con1';
export const ORG_CONTRACTOR_2 = 'org_con2';
export const ORG_CONTRACTOR_3 = 'org_con3';

const companies: SeedOrganize[] = [
  { id: ORG_OWNER, parentId: '-1', fullName: '宁句高速公路建设管理有限公司', enCode: 'NJGS', category: 'company', unitType: 'owner', sortCode: 1 },
  { id: ORG_SUPERVISION, parentId: '-1', fullName: '华通交通工程咨询监理有限公司', enCode: 'HTJL', category: 'company', unitType: 'supervision', sortCode: 2 },
  { id: ORG_DESIGN, parentId: '-1', fullName: '华宁交通规划设计研究院有限公司', enCode: 'HNSJ', category: 'company', unitType: 'design', sortCode: 3 },
  { id: ORG_CONTRACTOR_1, parentId: '-1', fullName: '苏通路桥工程集团有限公司', enCode: 'STLQ', category: 'company', unitType: 'contractor', sortCode: 4 },
  { id: ORG_CONTRACTOR_2, parentId: '-1', fullName: '江南交通建设集团有限公司', enCode: 'JNJT', category: 'company', unitType: 'contractor', sortCode: 5 },
  { id: ORG_CONTRACTOR_3, parentId: '-1', fullName: '华东公路工程有限公司', enCode: 'HDGL', category: 'company', unitType: 'contractor', sortCode: 6 },
];

const ownerDepartments: SeedOrganize[] = [
  { id: 'dept_owner_gc', parentId: ORG_OWNER, fullName: '工程管理部', enCode: 'NJGS-GCB', category: 'department', sortCode: 1, managerId: 'u_gcbz' },
  { id: 'dept_owner_aq', parentId: ORG_OWNER, fullName: '安全质量部', enCode: 'NJGS-AZB', category: 'department', sortCode: 2, managerId: 'u_aqzj' },
  { id: 'dept_owner_jh', parentId: ORG_OWNER, fullName: '计划合同部', enCode: 'NJGS-JHB', category: 'department', sortCode: 3 },
  { id: 'dept_owner_it', parentId: ORG_OWNER, fullName: '信息中心', enCode: 'NJGS-XXZX', category: 'department', sortCode: 4, managerId: 'u_admin' },
];

const supervisionDepartments: SeedOrganize[] = [
  { id: 'dept_sup_zjb', parentId: ORG_SUPERVISION, fullName: '宁句改扩建总监办', enCode: 'HTJL-ZJB', category: 'department', sortCode: 1, managerId: 'u_zongjian' },
  { id: 'dept_sup_zd1', parentId: 'dept_sup_zjb', fullName: '第一驻地办', enCode: 'HTJL-ZD1', category: 'department', sortCode: 2, managerId: 'u_zhudi1' },
  { id: 'dept_sup_zd2', parentId: 'dept_sup_zjb', fullName: '第二驻地办', enCode: 'HTJL-ZD2', category: 'department', sortCode: 3, managerId: 'u_zhudi2' },
  { id: 'dept_sup_lab', parentId: 'dept_sup_zjb', fullName: '中心试验室', enCode: 'HTJL-ZXSYS', category: 'department', sortCode: 4, managerId: 'u_syzr' },
];

const designDepartments: SeedOrganize[] = [
  { id: 'dept_design_rep', parentId: ORG_DESIGN, fullName: '设计代表处', enCode: 'HNSJ-SJDB', category: 'department', sortCode: 1 },
];

/** 项目经理部 (with 工程部 / 安全部 / 试验室 under it) of one contractor. */
function contractorDepartments(n: 1 | 2 | 3, section: string, code: string, managerId: string): SeedOrganize[] {
  const company = `org_con${n}`;
  const xmb = `dept_con${n}_xmb`;
  return [
    { id: xmb, parentId: company, fullName: `宁句改扩建${section}项目经理部`, enCode: `${code}-XMB`, category: 'department', sortCode: 1, managerId },
    { id: `dept_con${n}_gc`, parentId: xmb, fullName: '工程部', enCode: `${code}-GCB`, category: 'department', sortCode: 2 },
    { id: `dept_con${n}_aq`, parentId: xmb, fullName: '安全部', enCode: `${code}-AQB`, category: 'department', sortCode: 3 },
    { id: `dept_con${n}_lab`, parentId: xmb, fullName: '工地试验室', enCode: `${code}-SYS`, category: 'department', sortCode: 4 },
  ];
}

export const organizations: SeedOrganize[] = [
  ...companies,
  ...ownerDepartments,
  ...supervisionDepartments,
  ...designDepartments,
  ...contractorDepartments(1, 'SG01标', 'STLQ', 'u_shigong'),
  ...contractorDepartments(2, 'SG02标', 'JNJT', 'u_pm2'),
  ...contractorDepartments(3, 'SG03标', 'HDGL', 'u_pm3'),
];

function contractorPositions(n: 1 | 2 | 3): SeedPosition[] {
  const p = `pos_con${n}`;
  const d = `dept_con${n}`;
  const c = `SG0${n}`;
  return [
    { id: `${p}_pm`, fullName: '项目经理', enCode: `${c}-XMJL`, organizeId: `${d}_xmb`, sortCode: 1 },
    { id: `${p}_zg`, fullName: '项目总工', enCode: `${c}-XMZG`, organizeId: `${d}_xmb`, sortCode: 2 },
    { id: `${p}_gc_head`, fullName: '工程部部长', enCode: `${c}-GCBZ`, organizeId: `${d}_gc`, sortCode: 3 },
    { id: `${p}_sgy`, fullName: '施工员', enCode: `${c}-SGY`, organizeId: `${d}_gc`, sortCode: 4 },
    { id: `${p}_aq_head`, fullName: '安全部部长', enCode: `${c}-AQBZ`, organizeId: `${d}_aq`, sortCode: 5 },
    { id: `${p}_aqy`, fullName: '安全员', enCode: `${c}-AQY`, organizeId: `${d}_aq`, sortCode: 6 },
    { id: `${p}_lab_head`, fullName: '试验室主任', enCode: `${c}-SYSZR`, organizeId: `${d}_lab`, sortCode: 7 },
    { id: `${p}_tester`, fullName: '试验员', enCode: `${c}-SYY`, organizeId: `${d}_lab`, sortCode: 8 },
  ];
}

export const positions: SeedPosition[] = [
  // 建设单位
  { id: 'pos_owner_gc_head', fullName: '工程管理部部长', enCode: 'YZ-GCBZ', organizeId: 'dept_owner_gc', sortCode: 1 },
  { id: 'pos_owner_rep', fullName: '业主代表', enCode: 'YZ-YZDB', organizeId: 'dept_owner_gc', sortCode: 2 },
  { id: 'pos_owner_aq_head', fullName: '安全总监', enCode: 'YZ-AQZJ', organizeId: 'dept_owner_aq', sortCode: 3 },
  { id: 'pos_owner_aq_eng', fullName: '质量安全工程师', enCode: 'YZ-ZAGCS', organizeId: 'dept_owner_aq', sortCode: 4 },
  { id: 'pos_owner_ht_eng', fullName: '合同工程师', enCode: 'YZ-HTGCS', organizeId: 'dept_owner_jh', sortCode: 5 },
  { id: 'pos_owner_it_admin', fullName: '系统管理员', enCode: 'YZ-XTGLY', organizeId: 'dept_owner_it', sortCode: 6 },
  // 监理单位
  { id: 'pos_sup_zj', fullName: '总监理工程师', enCode: 'JL-ZJ', organizeId: 'dept_sup_zjb', sortCode: 10 },
  { id: 'pos_sup_fzj', fullName: '副总监理工程师', enCode: 'JL-FZJ', organizeId: 'dept_sup_zjb', sortCode: 11 },
  { id: 'pos_sup_htjl', fullName: '合同监理工程师', enCode: 'JL-HTJL', organizeId: 'dept_sup_zjb', sortCode: 12 },
  { id: 'pos_sup_zd1_head', fullName: '驻地监理工程师', enCode: 'JL-ZD1-ZDJL', organizeId: 'dept_sup_zd1', sortCode: 13 },
  { id: 'pos_sup_zd1_zy', fullName: '专业监理工程师', enCode: 'JL-ZD1-ZYJL', organizeId: 'dept_sup_zd1', sortCode: 14 },
  { id: 'pos_sup_zd1_jly', fullName: '监理员', enCode: 'JL-ZD1-JLY', organizeId: 'dept_sup_zd1', sortCode: 15 },
  { id: 'pos_sup_zd2_head', fullName: '驻地监理工程师', enCode: 'JL-ZD2-ZDJL', organizeId: 'dept_sup_zd2', sortCode: 16 },
  { id: 'pos_sup_zd2_zy', fullName: '专业监理工程师', enCode: 'JL-ZD2-ZYJL', organizeId: 'dept_sup_zd2', sortCode: 17 },
  { id: 'pos_sup_zd2_jly', fullName: '监理员', enCode: 'JL-ZD2-JLY', organizeId: 'dept_sup_zd2', sortCode: 18 },
  { id: 'pos_sup_lab_head', fullName: '中心试验室主任', enCode: 'JL-SYS-ZR', organizeId: 'dept_sup_lab', sortCode: 19 },
  { id: 'pos_sup_lab_eng', fullName: '试验监理工程师', enCode: 'JL-SYS-SYJL', organizeId: 'dept_sup_lab', sortCode: 20 },
  { id: 'pos_sup_lab_tester', fullName: '试验员', enCode: 'JL-SYS-SYY', organizeId: 'dept_sup_lab', sortCode: 21 },
  // 设计单位
  { id: 'pos_design_rep', fullName: '设计代表', enCode: 'SJ-SJDB', organizeId: 'dept_design_rep', sortCode: 30 },
  // 施工单位
  ...contractorPositions(1),
  ...contractorPositions(2),
  ...contractorPositions(3),
];
