/**
 * The product's data dictionaries (GET /api/system/DictionaryData/All): every database gets them;
 * items an organisation changed or removed stay as it left them.
 */
import type { DictionaryDef, DictionaryItemDef } from './types.js';

type Item = [enCode: string, fullName: string, description?: string];

function flat(enCode: string, fullName: string, items: Item[]): DictionaryDef {
  return {
    id: `dt_${enCode}`,
    enCode,
    fullName,
    isTree: 0,
    items: items.map(([code, name, description], i) => ({
      id: `di_${enCode}_${code}`, enCode: code, fullName: name, sortCode: i + 1, ...(description ? { description } : {}),
    })),
  };
}

type TreeItem = [enCode: string, fullName: string, children?: TreeItem[]];

function tree(enCode: string, fullName: string, roots: TreeItem[]): DictionaryDef {
  const items: DictionaryItemDef[] = [];
  const walk = (nodes: TreeItem[], parentId: string | undefined): void => {
    nodes.forEach(([code, name, children], i) => {
      const id = `di_${enCode}_${code}`;
      items.push(parentId ? { id, enCode: code, fullName: name, parentId, sortCode: i + 1 } : { id, enCode: code, fullName: name, sortCode: i + 1 });
      if (children) walk(children, id);
    });
  };
  walk(roots, undefined);
  return { id: `dt_${enCode}`, enCode, fullName, isTree: 1, items };
}

export const dictionaries: DictionaryDef[] = [
  flat('WorkFlowCategory', '流程分类', [
    ['safety', '安全管理'], ['quality', '质量管理'], ['progress', '进度管理'],
    ['meter', '计量支付'], ['test', '试验检测'], ['office', '行政办公'],
  ]),
  // accident types of GB 6441 with the hazards typical of highway works under each; the types an
  // organisation approves itself (pitfallCustom) are added beside them in the category tree
  tree('hazardCategory', '隐患类别', [
    ['fall', '高处坠落', [
      ['fall_edge', '临边防护缺失或不牢固'], ['fall_opening', '洞口未封闭或防护不到位'], ['fall_belt', '高处作业未系挂安全带'],
      ['fall_scaffold', '脚手板未满铺或未挂安全网'], ['fall_ladder', '爬梯、作业平台不稳固'],
    ]],
    ['strike', '物体打击', [
      ['strike_cross', '交叉作业无隔离防护'], ['strike_stack', '高处物料堆放不稳'], ['strike_passage', '安全通道未设防护棚'], ['strike_helmet', '未正确佩戴安全帽'],
    ]],
    ['machinery', '机械伤害', [['machinery_guard', '传动部位无防护罩'], ['machinery_fault', '设备带病运转'], ['machinery_cert', '操作人员无证上岗']]],
    ['electric', '触电', [
      ['electric_3level', '未执行三级配电两级保护'], ['electric_rcd', '漏电保护器失效'], ['electric_cable', '电缆拖地浸水或破损'],
      ['electric_box', '配电箱未上锁、无警示'], ['electric_earth', '未做保护接零或重复接地'],
    ]],
    ['collapse', '坍塌', [
      ['collapse_pit', '基坑未按方案放坡或支护'], ['collapse_load', '基坑边堆载超限'], ['collapse_support', '支架、模板搭设不符合方案'],
      ['collapse_slope', '边坡裂缝未处理'],
    ]],
    ['fire', '火灾', [['fire_permit', '动火作业未办理许可'], ['fire_extinguisher', '灭火器材缺失或失效'], ['fire_store', '易燃物堆放不当']]],
    ['traffic', '交通安全', [['traffic_sign', '保通路段警示标志不全'], ['traffic_isolation', '作业区未设隔离设施'], ['traffic_night', '夜间无警示灯']]],
    ['lifting', '起重伤害', [
      ['lifting_signal', '吊装无专人指挥'], ['lifting_rope', '钢丝绳磨损超标'], ['lifting_limit', '限位装置失效'], ['lifting_zone', '吊装区域未设警戒'],
    ]],
    ['vehicle', '车辆伤害', [['vehicle_speed', '场内车辆超速'], ['vehicle_reverse', '倒车无人指挥'], ['vehicle_brake', '车辆制动失灵']]],
    ['drowning', '淹溺', [['drowning_vest', '临水作业未穿救生衣'], ['drowning_guard', '临水边未设防护栏和救生圈']]],
    ['blasting', '爆破伤害', [['blasting_guard', '爆破警戒范围不足'], ['blasting_store', '民爆物品管理不规范']]],
    ['poisoning', '中毒和窒息', [['poisoning_vent', '有限空间未通风检测'], ['poisoning_watch', '有限空间作业无监护']]],
    ['civilized', '文明施工', [['civilized_stack', '材料堆放杂乱'], ['civilized_dust', '未洒水降尘'], ['civilized_camp', '生活区卫生脏乱']]],
    ['other', '其他'],
  ]),
  flat('hazardLevel', '隐患等级', [['1', '一般隐患'], ['2', '较大隐患'], ['3', '重大隐患']]),
  flat('weather', '天气', [
    ['sunny', '晴'], ['cloudy', '多云'], ['overcast', '阴'], ['lightRain', '小雨'], ['moderateRain', '中雨'],
    ['heavyRain', '大雨'], ['rainstorm', '暴雨'], ['thunderShower', '雷阵雨'], ['sleet', '雨夹雪'],
    ['snow', '雪'], ['fog', '雾'], ['haze', '霾'], ['windy', '大风'],
  ]),
  flat('materialType', '材料类型', [
    ['rebar', '钢筋'], ['cement', '水泥'], ['sand', '砂'], ['gravel', '碎石'], ['asphalt', '沥青'],
    ['admixture', '外加剂'], ['strand', '钢绞线'], ['flyAsh', '粉煤灰'], ['mineralPowder', '矿粉'],
    ['anchorage', '锚具'], ['bearing', '支座'], ['expansionJoint', '伸缩装置'], ['geotextile', '土工合成材料'],
    ['corrugatedPipe', '波纹管'], ['guardrail', '波形梁钢护栏'],
  ]),
  // units of quantities in daily reports and material inspections (flows/)
  flat('measureUnit', '计量单位', [
    ['t', '吨'], ['kg', '千克'], ['m3', '立方米'], ['m2', '平方米'], ['m', '米'], ['km', '公里'],
    ['piece', '根'], ['set', '套'], ['each', '个'], ['panel', '片'], ['bag', '袋'], ['roll', '卷'],
  ]),
  flat('sampleType', '试样类型', [
    ['concreteCube', '混凝土抗压试块'], ['mortarCube', '砂浆试块'], ['rebarRaw', '钢筋原材'],
    ['rebarWeld', '钢筋焊接接头'], ['rebarCoupler', '钢筋机械连接接头'], ['cement', '水泥'],
    ['aggregate', '集料'], ['asphalt', '沥青'], ['asphaltMixture', '沥青混合料'],
    ['cementStabilized', '水泥稳定碎石'], ['soilCompaction', '土工击实'], ['compactness', '压实度'],
  ]),
  flat('inspectionResult', '检验结论', [['qualified', '合格'], ['unqualified', '不合格'], ['retest', '待复检']]),
  flat('rectificationStatus', '整改状态', [
    ['pending', '待整改'], ['rectifying', '整改中'], ['reviewing', '待复查'],
    ['rejected', '复查不通过'], ['closed', '已闭合'], ['overdue', '逾期未整改'],
  ]),
  flat('urgency', '紧急程度', [['1', '普通'], ['2', '重要'], ['3', '紧急']]),
  flat('sex', '性别', [['1', '男'], ['2', '女']]),
  flat('meetingType', '会议类型', [
    ['firstSite', '第一次工地会议'], ['regular', '监理例会'], ['special', '专题会议'], ['safety', '安全生产会议'],
  ]),
  flat('planType', '方案类型', [
    ['general', '一般施工方案'], ['dangerous', '危大工程专项施工方案'], ['superDangerous', '超危大工程专项施工方案（需专家论证）'],
  ]),
  flat('hotWorkLevel', '动火等级', [['1', '一级动火'], ['2', '二级动火'], ['3', '三级动火']]),
  flat('qualityProblemLevel', '质量问题等级', [['general', '一般质量问题'], ['serious', '较大质量问题'], ['major', '重大质量问题']]),
  flat('specialEquipmentType', '特种设备类型', [
    ['towerCrane', '塔式起重机'], ['gantryCrane', '门式起重机'], ['bridgeErector', '架桥机'],
    ['truckCrane', '汽车起重机'], ['crawlerCrane', '履带式起重机'], ['hoist', '施工升降机'],
    ['boiler', '锅炉'], ['pressureVessel', '压力容器'],
  ]),
  flat('workType', '工种', [
    ['rebarWorker', '钢筋工'], ['carpenter', '木工'], ['concreteWorker', '混凝土工'], ['scaffolder', '架子工'],
    ['welder', '电焊工'], ['electrician', '电工'], ['signaller', '起重信号司索工'], ['operator', '机械操作工'],
    ['driver', '驾驶员'], ['laborer', '普工'],
  ]),
  // special inspection tasks the supervision issues to a contractor (flows/specialTask.ts)
  flat('specialCheckType', '专项检查类型', [
    ['safety', '安全专项'], ['quality', '质量专项'], ['environment', '环保专项'], ['floodControl', '防汛专项'],
    ['tempElectricity', '临时用电'], ['fireControl', '消防专项'], ['lifting', '起重吊装'], ['civilized', '文明施工'],
  ]),
  // strength classes of structural concrete (JTG/T 3650), as construction ledgers record them
  flat('concreteGrade', '混凝土强度等级', [
    ['C15', 'C15'], ['C20', 'C20'], ['C25', 'C25'], ['C30', 'C30'], ['C35', 'C35'], ['C40', 'C40'], ['C45', 'C45'], ['C50', 'C50'],
  ]),
  flat('entityTestItem', '实体检测项目', [
    ['reboundStrength', '回弹强度'], ['coverThickness', '钢筋保护层厚度'], ['pileIntegrity', '桩身完整性'],
    ['compaction', '压实度'], ['flatness', '平整度'], ['deflection', '弯沉'], ['structureSize', '结构尺寸'],
    ['coreStrength', '钻芯法抗压强度'],
  ]),
  // the plans a supervision tour follows; the tour screen lists them with what each covers
  flat('supervisionTourPlan', '监理巡视计划', [
    ['daily', '日常巡视', '每日对各作业面的施工组织、人员到岗、工序质量与现场安全文明施工进行全面巡查'],
    ['concretePour', '混凝土浇筑巡视', '检查配合比、坍落度、浇筑顺序与振捣，核对试块留置与养护措施'],
    ['highFormwork', '高支模巡视', '核查支架搭设与专项方案一致性、预压记录、立杆间距及监测点布置'],
    ['deepPit', '深基坑巡视', '检查开挖分层、支护结构、降排水与临边防护，关注位移沉降监测数据'],
    ['tempElectricity', '临时用电巡视', '检查三级配电两级保护、接地与漏电保护、电缆敷设及电工持证情况'],
    ['lifting', '起重吊装巡视', '核查吊装方案、设备检验与司索信号人员持证，检查警戒区设置与吊具状况'],
    ['floodSeason', '汛期专项巡视', '检查排水系统、临河临水作业防护、防汛物资储备及应急值守落实情况'],
  ]),
  // temporary works and yards of a contract section: where a hazard is when it is not on a WBS part
  flat('siteArea', '场站区域', [
    ['camp', '项目经理部驻地'], ['mixingPlant', '拌合站'], ['rebarYard', '钢筋加工场'], ['beamYard', '预制梁场'],
    ['materialYard', '材料堆放场'], ['accessRoad', '施工便道'], ['accessBridge', '施工便桥'], ['spoilArea', '弃土场'],
    ['tempPower', '临时用电线路'], ['livingArea', '生活区'], ['trafficZone', '保通路段'],
  ]),
  // the checklists of a safety inspection (JGJ 59 and the highway safety standard), each item a row to judge
  tree('safetyChecklist', '安全检查表', [
    ['tempPower', '施工临时用电', [
      ['tempPower_01', '配电系统采用三级配电、两级漏电保护'], ['tempPower_02', '总配电箱、开关箱漏电保护器动作灵敏'],
      ['tempPower_03', '配电箱门锁完好，有警示标志和责任人'], ['tempPower_04', '电缆架空或埋地敷设，无拖地浸水'],
      ['tempPower_05', 'PE 保护接零完好，重复接地符合要求'], ['tempPower_06', '电工持证上岗，有巡检记录'],
    ]],
    ['height', '高处作业', [
      ['height_01', '临边设置 1.2m 防护栏杆及挡脚板'], ['height_02', '洞口按规定封闭或设置防护'],
      ['height_03', '作业人员正确系挂安全带'], ['height_04', '脚手板满铺固定，安全网挂设严密'],
      ['height_05', '攀登设施牢固，有防滑措施'], ['height_06', '六级以上大风、雨雪天气停止高处作业'],
    ]],
    ['deepPit', '深基坑', [
      ['deepPit_01', '按专项方案分层开挖与支护'], ['deepPit_02', '基坑临边防护及警示标志齐全'],
      ['deepPit_03', '坑边堆载及距离符合方案'], ['deepPit_04', '降排水有效，坑内无积水'],
      ['deepPit_05', '上下基坑通道设置规范'], ['deepPit_06', '位移、沉降按频率监测并有记录'],
    ]],
    ['lifting', '起重吊装', [
      ['lifting_01', '起重设备检验合格，证件齐全'], ['lifting_02', '司机、信号工、司索工持证上岗'],
      ['lifting_03', '限位、保险装置齐全有效'], ['lifting_04', '钢丝绳、吊具无断丝、变形'],
      ['lifting_05', '吊装区域设置警戒，专人监护'], ['lifting_06', '风力超过六级停止吊装'],
    ]],
    ['scaffold', '脚手架与支架', [
      ['scaffold_01', '按专项方案搭设，验收合格挂牌'], ['scaffold_02', '立杆基础平整坚实，设底座垫板'],
      ['scaffold_03', '剪刀撑、连墙件设置齐全'], ['scaffold_04', '作业层脚手板满铺，设挡脚板'],
    ]],
    ['fire', '消防安全', [
      ['fire_01', '灭火器配置数量及有效期符合要求'], ['fire_02', '动火作业许可及监火人落实'],
      ['fire_03', '易燃易爆物品分类存放'], ['fire_04', '消防通道畅通'],
    ]],
    ['machinery', '施工机械', [
      ['machinery_01', '机械设备进场验收合格'], ['machinery_02', '传动部位防护罩齐全'],
      ['machinery_03', '操作人员持证，按规程操作'], ['machinery_04', '设备保养、维修记录完整'],
    ]],
    ['civilized', '文明施工', [
      ['civilized_01', '现场封闭管理，五牌一图齐全'], ['civilized_02', '材料分类堆放整齐，标识清楚'],
      ['civilized_03', '场内道路硬化，洒水降尘'], ['civilized_04', '生活区整洁，宿舍无私拉乱接电线'],
    ]],
  ]),
  flat('emergencyPlanType', '应急预案类型', [['comprehensive', '综合应急预案'], ['special', '专项应急预案'], ['onsite', '现场处置方案']]),
  tree('majorCategory', '专业类别', [
    ['subgrade', '路基', [['earthwork', '土石方'], ['softSoil', '软基处理'], ['drainage', '排水'], ['protection', '防护支挡'], ['widening', '新老路基拼接']]],
    ['pavement', '路面', [['subbase', '底基层'], ['base', '基层'], ['asphaltLayer', '沥青面层'], ['curb', '路缘石']]],
    ['bridge', '桥梁', [
      ['substructure', '下部结构', [['pile', '桩基'], ['cap', '承台'], ['pier', '墩台身'], ['capBeam', '盖梁']]],
      ['superstructure', '上部结构', [['precastBeam', '预制梁'], ['castInPlace', '现浇梁'], ['beamErection', '梁板安装']]],
      ['deck', '桥面系', [['deckPavement', '桥面铺装'], ['expansion', '伸缩装置'], ['barrier', '防撞护栏']]],
    ]],
    ['culvert', '涵洞通道', [['slabCulvert', '盖板涵'], ['pipeCulvert', '圆管涵'], ['boxCulvert', '箱涵通道']]],
    ['trafficSafety', '交通安全设施', [['sign', '标志'], ['marking', '标线'], ['guardrail', '护栏'], ['fence', '隔离栅'], ['antiGlare', '防眩设施']]],
    ['electromechanical', '机电工程', [['monitoring', '监控设施'], ['communication', '通信设施'], ['toll', '收费设施'], ['lighting', '照明设施']]],
    ['greening', '绿化工程', [['slopeGreening', '边坡绿化'], ['medianGreening', '中分带绿化']]],
  ]),
];
