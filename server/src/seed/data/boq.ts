/**
 * The bill of quantities of each demo contract section (工程量清单, chapters 200 路基, 300 路面,
 * 400 桥梁涵洞, 600 安全设施 of the highway bidding documents), each item tied to the WBS node it
 * is built in (project.ts). Quantities scale with each section's length; a bridge's piles are
 * billed per pier. Prices in 元.
 */
import { ORG_CONTRACTOR_1, ORG_CONTRACTOR_2, ORG_CONTRACTOR_3 } from './organization.js';
import { CONTRACT_1, CONTRACT_2, CONTRACT_3, PROJECT_ID, wbsNodes } from './project.js';

export interface SeedBoqItem {
  id: string;
  projectId: string;
  contractId: string;
  wbsNodeId: string;
  itemCode: string;
  itemName: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  organizeId: string;
  creatorUserId: string;
  sortCode: number;
}

/** node: the WBS code below the section's (`01-01-01` is 路基工程 / 路基土石方工程 / 土方路基). */
type Line = [node: string, code: string, name: string, unit: string, quantity: number, price: number];

const PAVEMENT: Array<[suffix: string, code: string, name: string, price: number]> = [
  ['01', '304-3-a', '水泥稳定碎石底基层（厚20cm）', 42.8],
  ['02', '304-3-b', '水泥稳定碎石基层（厚36cm）', 78.6],
  ['03', '309-1-a', '粗粒式沥青混凝土下面层AC-25（厚8cm）', 96.4],
  ['04', '309-2-a', '中粒式沥青混凝土中面层AC-20（厚6cm）', 78.2],
  ['05', '309-3-a', '改性沥青玛蹄脂碎石上面层SMA-13（厚4cm）', 66.5],
];

function lines(km: number, halves: [number, number], piers: number): Line[] {
  const q = (perKm: number): number => Math.round(perKm * km);
  return [
    ['01-01-01', '203-1-a', '挖土方', 'm³', q(10080), 14.6],
    ['01-01-01', '204-1-a', '利用土方填筑', 'm³', q(13040), 11.8],
    ['01-01-02', '203-1-b', '挖石方', 'm³', q(2300), 38.5],
    ['01-01-03', '205-1-c', '水泥搅拌桩（Φ500mm）', 'm', q(3700), 46.2],
    ['01-01-04', '204-1-h', '新老路基拼接台阶开挖及土工格栅', 'm²', q(1900), 22.5],
    ['01-02-01', '207-1-a', 'M7.5浆砌片石边沟', 'm³', q(315), 412],
    ['01-02-02', '207-2-a', 'C25混凝土预制块排水沟', 'm³', q(197), 586],
    ['01-03-01', '208-3-a', 'M7.5浆砌片石护坡', 'm³', q(500), 398],
    ['01-03-02', '209-1-a', 'C25片石混凝土挡土墙', 'm³', q(237), 625],
    ...halves.flatMap((len, h) => PAVEMENT.map(([suffix, code, name, price]): Line =>
      [`02-0${h + 1}-${suffix}`, `${code}-${h + 1}`, name, 'm²', Math.round(len * 21_000), price])),
    ['02-03-01', '313-1-a', 'C30混凝土预制路缘石', 'm³', q(68), 920],
    ...Array.from({ length: piers }, (_, i): Line => {
      const abutment = i === 0 || i === piers - 1;
      return [`03-01-01-0${i + 1}`, '405-1-c', '钻孔灌注桩（Φ1.5m）', 'm', abutment ? 216 : 192, 1850];
    }),
    ['03-01-02', '410-2-a', 'C30混凝土承台', 'm³', piers * 310, 680],
    ['03-01-03', '410-2-b', 'C40混凝土墩台身', 'm³', piers * 375, 860],
    ['03-01-04', '410-2-c', 'C40混凝土盖梁', 'm³', piers * 164, 940],
    ['03-02-01', '411-5-a', 'C50预制预应力混凝土箱梁', 'm³', (piers - 1) * 1050, 1680],
    ['03-02-02', '411-8-a', '预制箱梁架设安装', '片', (piers - 1) * 24, 18600],
    ['03-03-01', '415-1-a', 'C50混凝土桥面铺装（厚10cm）', 'm³', (piers - 1) * 232, 920],
    ['03-03-02', '417-1-a', 'D80型伸缩装置', 'm', 96, 6800],
    ['03-03-03', '420-1-a', 'C30混凝土防撞护栏', 'm³', (piers - 1) * 164, 1260],
    ['04-01-01', '405-1-b', '钻孔灌注桩（Φ1.2m）', 'm', 960, 1460],
    ['04-02-01', '411-3-a', 'C50现浇预应力混凝土箱梁', 'm³', 2860, 1520],
    ['05-01-01', '419-1-a', '盖板涵C25混凝土基础', 'm³', 420, 610],
    ['05-01-03', '419-2-a', '盖板涵C30钢筋混凝土盖板预制安装', 'm³', 168, 1180],
    ['05-02-02', '419-3-a', 'Φ1.5m钢筋混凝土圆管涵', 'm', 46, 2350],
    ['06-01-03', '602-1-a', '单柱式交通标志', '个', q(2.3), 5600],
    ['06-02-01', '604-1-a', '热熔型反光标线', 'm²', q(800), 48],
    ['06-03-01', '602-3-a', '波形梁钢护栏', 'm', q(1160), 186],
  ];
}

const SECTIONS: Array<{ contractId: string, code: string, organizeId: string, km: number, halves: [number, number], piers: number }> = [
  { contractId: CONTRACT_1, code: 'SG01', organizeId: ORG_CONTRACTOR_1, km: 18.5, halves: [9, 9.5], piers: 5 },
  { contractId: CONTRACT_2, code: 'SG02', organizeId: ORG_CONTRACTOR_2, km: 18.7, halves: [9.5, 9.2], piers: 7 },
  { contractId: CONTRACT_3, code: 'SG03', organizeId: ORG_CONTRACTOR_3, km: 15.66, halves: [7.8, 7.86], piers: 4 },
];

/** The contract engineer of the owner entered the bills (u_htgcs, 林芳). */
const ENTERED_BY = 'u_htgcs';

const nodeIds = new Set(wbsNodes.map((n) => n.id));

export const boqItems: SeedBoqItem[] = SECTIONS.flatMap((s) => lines(s.km, s.halves, s.piers).map(([node, code, name, unit, quantity, price], i) => {
  const wbsNodeId = `wbs_${s.code.toLowerCase()}_${node.replace(/-/g, '_')}`;
  if (!nodeIds.has(wbsNodeId)) throw new Error(`boq ${s.code} ${code}: no WBS node ${wbsNodeId}`);
  return {
    id: `boq_${s.code.toLowerCase()}_${String(i + 1).padStart(2, '0')}`, projectId: PROJECT_ID, contractId: s.contractId, wbsNodeId,
    itemCode: code, itemName: name, unit, quantity, unitPrice: price, organizeId: s.organizeId, creatorUserId: ENTERED_BY, sortCode: i + 1,
  };
}));
