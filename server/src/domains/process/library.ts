/**
 * The process library: for each kind of WBS part (a bored pile, a pier shaft, an asphalt layer) the
 * processes it is built by, in order, each inspected before the next starts (JTG F80/1 and the
 * usual 三检制 of Chinese highway works). Product data like the exam's question bank: a part's
 * kind is read from its name, so every project's WBS gets its processes without set-up.
 */

export interface ProcessStepDef {
  /** `<kind>.<n>`: stored on every application, so never renumbered */
  code: string;
  name: string;
  /** what the supervision engineer checks on site */
  keyPoints: string[];
}

export interface ProcessKind {
  code: string;
  name: string;
  /** matched against the WBS part's own name, first match wins */
  match: RegExp;
  steps: ProcessStepDef[];
}

type Step = [name: string, keyPoints: string[]];

const kind = (code: string, name: string, match: RegExp, steps: Step[]): ProcessKind => ({
  code, name, match, steps: steps.map(([stepName, keyPoints], i) => ({ code: `${code}.${i + 1}`, name: stepName, keyPoints })),
});

export const PROCESS_KINDS: readonly ProcessKind[] = [
  kind('pile', '钻孔灌注桩', /桩基$|灌注桩$/, [
    ['测量放样', ['桩位坐标复核', '护桩设置']],
    ['护筒埋设', ['护筒中心偏差 ≤ 50mm', '护筒埋深及顶面高程']],
    ['钻孔', ['泥浆比重及黏度', '钻进记录完整']],
    ['成孔检查', ['孔深、孔径、倾斜度', '沉渣厚度']],
    ['钢筋笼安装', ['主筋间距及保护层', '钢筋笼顶面高程', '声测管安装']],
    ['水下混凝土灌注', ['首批混凝土方量', '导管埋深 2~6m', '坍落度及试件留置']],
    ['桩基检测', ['声波透射法检测报告', '桩身完整性类别']],
  ]),
  kind('cap', '承台', /承台$/, [
    ['基坑开挖', ['基底高程及尺寸', '边坡及支护']],
    ['桩头处理', ['桩头凿除至设计高程', '桩顶钢筋长度']],
    ['垫层浇筑', ['垫层厚度及平整度']],
    ['钢筋安装', ['钢筋规格、间距、保护层', '墩身预埋钢筋位置']],
    ['模板安装', ['模板尺寸及垂直度', '拼缝严密']],
    ['混凝土浇筑', ['分层厚度及振捣', '温控措施', '试件留置']],
  ]),
  kind('castInPlaceGirder', '现浇箱梁', /现浇箱梁$/, [
    ['支架搭设及预压', ['地基承载力', '预压沉降观测']],
    ['模板安装', ['底模高程及预拱度', '侧模垂直度']],
    ['钢筋及预应力管道', ['钢筋间距及保护层', '管道坐标及定位']],
    ['混凝土浇筑', ['浇筑顺序', '试件留置']],
    ['预应力张拉', ['张拉力及伸长量双控', '张拉顺序']],
    ['孔道压浆', ['浆液稠度', '压浆饱满']],
  ]),
  kind('precastGirder', '预制构件', /预制/, [
    ['台座及钢筋', ['台座平整度及反拱', '钢筋骨架尺寸']],
    ['模板安装', ['模板尺寸及拼缝', '预埋件位置']],
    ['混凝土浇筑', ['坍落度', '振捣密实', '试件留置']],
    ['预应力张拉', ['强度达到设计要求后张拉', '张拉力及伸长量双控']],
    ['孔道压浆及封锚', ['压浆饱满', '封锚尺寸']],
  ]),
  kind('erection', '构件安装', /安装$|支座/, [
    ['构件检查', ['构件合格证及外观', '支座规格型号']],
    ['测量放样', ['支承垫石高程及平整度', '安装轴线']],
    ['吊装就位', ['吊装方案及指挥', '就位偏差']],
    ['连接固定', ['焊接或螺栓连接', '临时固定解除']],
  ]),
  kind('concrete', '混凝土结构', /墩台身$|盖梁$|涵台$|基础$|管座$|湿接缝|横隔板|搭板$|护栏$|八字墙|洞口$/, [
    ['测量放样', ['轴线及高程']],
    ['钢筋安装', ['钢筋规格、间距、保护层', '焊接及绑扎质量']],
    ['模板安装', ['模板尺寸、垂直度及拼缝']],
    ['混凝土浇筑', ['坍落度', '分层振捣', '试件留置']],
    ['拆模养护', ['外观质量', '养护措施']],
  ]),
  kind('embankment', '路基填筑', /路基$|路基拼接|新老路基/, [
    ['基底处理', ['清表及压实', '基底压实度']],
    ['分层填筑', ['松铺厚度 ≤ 30cm', '填料含水率']],
    ['碾压', ['碾压遍数及速度']],
    ['压实度检测', ['灌砂法压实度', '检测频率']],
    ['弯沉检测', ['路床顶面弯沉值']],
  ]),
  kind('softSoil', '软基处治', /软土/, [
    ['施工准备', ['场地平整', '试桩工艺参数']],
    ['桩位放样', ['桩位偏差']],
    ['成桩', ['桩长及水泥用量', '成桩记录']],
    ['褥垫层', ['褥垫层厚度及夯填度']],
    ['成桩检测', ['取芯强度', '复合地基承载力']],
  ]),
  kind('stabilizedBase', '稳定碎石基层', /稳定碎石/, [
    ['下承层检查', ['下承层压实度、弯沉及高程']],
    ['混合料拌和', ['水泥剂量', '含水率及级配']],
    ['摊铺', ['松铺系数', '摊铺厚度及横坡']],
    ['碾压', ['碾压遍数', '压实度']],
    ['养生', ['养生期不少于 7 天', '交通管制']],
  ]),
  kind('asphalt', '沥青面层', /沥青/, [
    ['下承层处理', ['清扫干净', '透层或粘层洒布量']],
    ['摊铺', ['摊铺温度', '松铺厚度']],
    ['碾压', ['初压、复压、终压温度', '碾压遍数']],
    ['质量检测', ['压实度', '平整度及厚度']],
  ]),
  kind('general', '一般工程', /.*/, [
    ['测量放样', ['轴线及高程']],
    ['基础施工', ['基础尺寸及承载力']],
    ['主体施工', ['材料及工艺符合设计', '几何尺寸']],
    ['外观检查', ['外观质量', '资料完整']],
  ]),
];

/** The kind a WBS part is built as, by its name. */
export function kindOf(nodeName: string): ProcessKind {
  return PROCESS_KINDS.find((k) => k.match.test(nodeName.trim())) ?? PROCESS_KINDS[PROCESS_KINDS.length - 1];
}
