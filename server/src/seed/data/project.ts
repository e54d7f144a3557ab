/**
 * The demo project (宁句高速公路改扩建工程), its three contract sections and
 * a WBS tree per contract (单位工程 → 分部工程 → 分项工程 → 部位).
 */
import { ORG_CONTRACTOR_1, ORG_CONTRACTOR_2, ORG_CONTRACTOR_3, ORG_OWNER, ORG_SUPERVISION } from './organization.js';
import type { SeedContract, SeedProject, SeedWbsNode } from './types.js';

export const PROJECT_ID = 'proj_njgk';
export const CONTRACT_1 = 'ct_sg01';
export const CONTRACT_2 = 'ct_sg02';
export const CONTRACT_3 = 'ct_sg03';
export const ALL_CONTRACT_IDS = [CONTRACT_1, CONTRACT_2, CONTRACT_3];

export const projects: SeedProject[] = [
  {
    id: PROJECT_ID,
    fullName: '宁句高速公路改扩建工程',
    enCode: 'NJGK',
    shortName: '宁句改扩建',
    location: '江苏省南京市江宁区至镇江市句容市',
    startDate: Date.parse('2023-03-01T00:00:00+08:00'),
    endDate: Date.parse('2026-06-30T00:00:00+08:00'),
    investment: 798600,
    ownerUnitId: ORG_OWNER,
  },
];

export const contracts: SeedContract[] = [
  {
    id: CONTRACT_1,
    projectId: PROJECT_ID,
    fullName: '宁句高速公路改扩建工程第一合同段',
    enCode: 'NJGK-SG01',
    sectionName: '第一合同段',
    constructionUnitId: ORG_CONTRACTOR_1,
    supervisionUnitId: ORG_SUPERVISION,
    startMileage: 'K0+000',
    endMileage: 'K18+500',
    amount: 186352.47,
  },
  {
    id: CONTRACT_2,
    projectId: PROJECT_ID,
    fullName: '宁句高速公路改扩建工程第二合同段',
    enCode: 'NJGK-SG02',
    sectionName: '第二合同段',
    constructionUnitId: ORG_CONTRACTOR_2,
    supervisionUnitId: ORG_SUPERVISION,
    startMileage: 'K18+500',
    endMileage: 'K37+200',
    amount: 203418.66,
  },
  {
    id: CONTRACT_3,
    projectId: PROJECT_ID,
    fullName: '宁句高速公路改扩建工程第三合同段',
    enCode: 'NJGK-SG03',
    sectionName: '第三合同段',
    constructionUnitId: ORG_CONTRACTOR_3,
    supervisionUnitId: ORG_SUPERVISION,
    startMileage: 'K37+200',
    endMileage: 'K52+860',
    amount: 158927.35,
  },
];

/** A WBS subtree: name and children. */
type Tree = [name: string, children?: Tree[]];

interface SectionSpec {
  contractId: string;
  code: string;
  range: string;
  pavementSplit: [string, string];
  bridge: string;
  piers: string[];
  culverts: [string, string];
  overpass: string;
}

function sectionTree(s: SectionSpec): Tree[] {
  return [
    [`路基工程（${s.range}）`, [
      ['路基土石方工程', [['土方路基'], ['石方路基'], ['软土地基处治'], ['新老路基拼接处理']]],
      ['排水工程', [['边沟'], ['排水沟'], ['急流槽'], ['盲沟']]],
      ['防护支挡工程', [['浆砌片石护坡'], ['衡重式挡土墙'], ['锚杆框格梁']]],
    ]],
    [`路面工程（${s.range}）`, [
      [`${s.pavementSplit[0]}路面`, [['水泥稳定碎石底基层'], ['水泥稳定碎石基层'], ['沥青混凝土下面层'], ['沥青混凝土中面层'], ['沥青混凝土上面层']]],
      [`${s.pavementSplit[1]}路面`, [['水泥稳定碎石底基层'], ['水泥稳定碎石基层'], ['沥青混凝土下面层'], ['沥青混凝土中面层'], ['沥青混凝土上面层']]],
      ['路缘石及中央分隔带', [['路缘石'], ['中央分隔带回填']]],
    ]],
    [`${s.bridge}`, [
      ['基础及下部构造', [
        ['钻孔灌注桩', s.piers.map((p): Tree => [`${p}桩基`])],
        ['承台'], ['墩台身'], ['盖梁'],
      ]],
      ['上部构造预制和安装', [['预制预应力混凝土箱梁'], ['箱梁安装'], ['湿接缝及横隔板']]],
      ['桥面系和附属工程', [['桥面铺装'], ['伸缩装置'], ['防撞护栏'], ['桥头搭板']]],
    ]],
    [`${s.overpass}`, [
      ['基础及下部构造', [['钻孔灌注桩'], ['墩台身'], ['盖梁']]],
      ['上部构造现浇', [['现浇箱梁'], ['支座安装']]],
      ['桥面系和附属工程', [['桥面铺装'], ['防撞护栏']]],
    ]],
    ['涵洞通道工程', [
      [s.culverts[0], [['基础'], ['涵台'], ['盖板预制及安装'], ['洞口及八字墙']]],
      [s.culverts[1], [['管座'], ['管节预制及安装'], ['洞口']]],
    ]],
    ['交通安全设施', [
      ['标志', [['标志基础'], ['立柱及门架安装'], ['标志板安装']]],
      ['标线', [['热熔标线'], ['突起路标']]],
      ['护栏', [['波形梁钢护栏'], ['混凝土护栏']]],
      ['隔离栅及防眩设施', [['隔离栅'], ['防眩板']]],
    ]],
  ];
}

function flatten(contractId: string, code: string, trees: Tree[]): SeedWbsNode[] {
  const out: SeedWbsNode[] = [];
  const walk = (nodes: Tree[], parentId: string, parentCode: string, level: number): void => {
    nodes.forEach(([name, children], i) => {
      const seq = String(i + 1).padStart(2, '0');
      const enCode = `${parentCode}-${seq}`;
      const id = `wbs_${enCode.toLowerCase().replace(/-/g, '_')}`;
      out.push({ id, parentId, contractId, fullName: name, enCode, level, sortCode: i + 1 });
      if (children?.length) walk(children, id, enCode, level + 1);
    });
  };
  walk(trees, '-1', code, 1);
  return out;
}

const sections: SectionSpec[] = [
  {
    contractId: CONTRACT_1, code: 'SG01', range: 'K0+000~K18+500', pavementSplit: ['K0+000~K9+000', 'K9+000~K18+500'],
    bridge: '秦淮河大桥（K6+320）', piers: ['0#台', '1#墩', '2#墩', '3#墩', '4#台'],
    culverts: ['K3+250 1-4.0×3.0m盖板涵', 'K12+680 1-Φ1.5m圆管涵'], overpass: '上峰互通主线上跨桥（K14+105）',
  },
  {
    contractId: CONTRACT_2, code: 'SG02', range: 'K18+500~K37+200', pavementSplit: ['K18+500~K28+000', 'K28+000~K37+200'],
    bridge: '句容河特大桥（K25+870）', piers: ['0#台', '1#墩', '2#墩', '3#墩', '4#墩', '5#墩', '6#台'],
    culverts: ['K21+430 1-3.0×2.5m盖板涵', 'K33+960 1-Φ1.0m圆管涵'], overpass: '宝华互通匝道桥（K30+512）',
  },
  {
    contractId: CONTRACT_3, code: 'SG03', range: 'K37+200~K52+860', pavementSplit: ['K37+200~K45+000', 'K45+000~K52+860'],
    bridge: '赤山湖大桥（K41+015）', piers: ['0#台', '1#墩', '2#墩', '3#台'],
    culverts: ['K39+380 1-4.0×3.5m盖板通道', 'K48+720 1-Φ1.5m圆管涵'], overpass: '句容东分离式立交（K50+236）',
  },
];

export const wbsNodes: SeedWbsNode[] = sections.flatMap((s) => flatten(s.contractId, s.code, sectionTree(s)));
