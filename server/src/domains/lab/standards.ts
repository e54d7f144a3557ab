/**
 * The laboratory's product data: the test items a sample is tested for, with the limits of the
 * standard it is judged by, and how often each material must be sampled. Samples are judged by
 * these limits on the server (verdict.ts), never by what the tester types.
 */

/** A test item: the material it belongs to and the standard's limits (either or both, inclusive). */
export interface TestItem {
  code: string;
  name: string;
  material: string;
  unit: string;
  min?: number;
  max?: number;
  standard: string;
}

export const TEST_ITEMS: readonly TestItem[] = [
  { code: 'rebarYield', name: '钢筋下屈服强度', material: 'rebar', unit: 'MPa', min: 400, standard: 'GB/T 1499.2-2018 HRB400E' },
  { code: 'rebarTensile', name: '钢筋抗拉强度', material: 'rebar', unit: 'MPa', min: 540, standard: 'GB/T 1499.2-2018 HRB400E' },
  { code: 'rebarElongation', name: '钢筋断后伸长率', material: 'rebar', unit: '%', min: 16, standard: 'GB/T 1499.2-2018 HRB400E' },
  { code: 'cement3d', name: '水泥3d抗压强度', material: 'cement', unit: 'MPa', min: 17, standard: 'GB 175-2007 P·O 42.5' },
  { code: 'cement28d', name: '水泥28d抗压强度', material: 'cement', unit: 'MPa', min: 42.5, standard: 'GB 175-2007 P·O 42.5' },
  { code: 'cementInitialSet', name: '水泥初凝时间', material: 'cement', unit: 'min', min: 45, standard: 'GB 175-2007' },
  { code: 'cementFinalSet', name: '水泥终凝时间', material: 'cement', unit: 'min', max: 600, standard: 'GB 175-2007' },
  { code: 'sandFineness', name: '砂细度模数', material: 'sand', unit: '', min: 2.3, max: 3.0, standard: 'JTG/T 3650-2020 中砂' },
  { code: 'sandMud', name: '砂含泥量', material: 'sand', unit: '%', max: 3.0, standard: 'JTG/T 3650-2020 Ⅱ类' },
  { code: 'gravelCrushing', name: '碎石压碎值', material: 'gravel', unit: '%', max: 20, standard: 'JTG/T 3650-2020 Ⅱ类' },
  { code: 'gravelFlaky', name: '碎石针片状颗粒含量', material: 'gravel', unit: '%', max: 15, standard: 'JTG/T 3650-2020 Ⅱ类' },
  { code: 'asphaltPenetration', name: '沥青针入度(25℃)', material: 'asphalt', unit: '0.1mm', min: 60, max: 80, standard: 'JTG F40-2004 70号A级' },
  { code: 'asphaltSoftening', name: '沥青软化点', material: 'asphalt', unit: '℃', min: 46, standard: 'JTG F40-2004 70号A级' },
  { code: 'strandTensile', name: '钢绞线抗拉强度', material: 'strand', unit: 'MPa', min: 1860, standard: 'GB/T 5224-2014 1×7-15.20-1860' },
];

export const testItemOf = (code: string): TestItem | undefined => TEST_ITEMS.find((t) => t.code === code);

/** The limits as the standard writes them: "≥400 MPa", "2.3~3.0". */
export function limitText(t: TestItem): string {
  const unit = t.unit ? ` ${t.unit}` : '';
  if (t.min !== undefined && t.max !== undefined) return `${t.min}~${t.max}${unit}`;
  return t.min !== undefined ? `≥${t.min}${unit}` : `≤${t.max}${unit}`;
}

export const withinLimits = (t: TestItem, value: number): boolean =>
  (t.min === undefined || value >= t.min) && (t.max === undefined || value <= t.max);

/**
 * How often a material is sampled by the contractor's lab (施工自检, JTG/T 3650-2020): one sample
 * per `per` units of each batch received (a part counts whole), or one per batch. The supervision
 * lab samples at least SAMPLING_SHARE of that (监理抽检, JTG G10-2016).
 */
export interface SamplingRule {
  per?: number;
  unit?: string;
  text: string;
}

export const SAMPLING_RULES: Readonly<Record<string, SamplingRule>> = {
  rebar: { per: 60, unit: 't', text: '每批每60吨取样1组' },
  strand: { per: 60, unit: 't', text: '每批每60吨取样1组' },
  cement: { per: 500, unit: 't', text: '每批每500吨取样1组' },
  sand: { per: 400, unit: 'm3', text: '每批每400立方米取样1组' },
  gravel: { per: 400, unit: 'm3', text: '每批每400立方米取样1组' },
  asphalt: { per: 100, unit: 't', text: '每批每100吨取样1组' },
};
const PER_BATCH: SamplingRule = { text: '每批取样1组' };
export const samplingRuleOf = (material: string): SamplingRule => SAMPLING_RULES[material] ?? PER_BATCH;

export const SAMPLING_SHARE = 0.2;

/** Samples a batch owes: one per `per` units, at least one. */
export function samplesOwed(rule: SamplingRule, quantity: number): number {
  if (!rule.per) return 1;
  return Math.max(1, Math.ceil(quantity / rule.per));
}

/** A batch must be sampled within this many days of its entry, else it is overdue for testing. */
export const TEST_WITHIN_DAYS = 7;
