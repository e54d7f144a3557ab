/**
 * 危险源清单: the hazard sources of each section's works, graded by the LEC method (作业条件危险性评价
 * 法): D = L × E × C, with L, E and C chosen from the method's value tables; D gives the risk
 * grade (server domains/safety/lec.ts) and the level that controls it. A dedicated screen shows the
 * tables and the grade as they are chosen, so its records are a part of the tile.
 */
import { billNo, choice, contract, dictionary, form, groupTitle, system, text, textarea, row } from '../../build/fields.js';
import { COLOR, defineModule, EDIT, FULL, VIEW } from '../../build/module.js';

/** The LEC value tables: [value, meaning]. */
export const LIKELIHOOD: Array<[string, string]> = [
  ['10', '10 完全可以预料'], ['6', '6 相当可能'], ['3', '3 可能，但不经常'], ['1', '1 可能性小，完全意外'],
  ['0.5', '0.5 很不可能，可以设想'], ['0.2', '0.2 极不可能'], ['0.1', '0.1 实际不可能'],
];
export const EXPOSURE: Array<[string, string]> = [
  ['10', '10 连续暴露'], ['6', '6 每天工作时间内暴露'], ['3', '3 每周一次或偶然暴露'], ['2', '2 每月一次暴露'],
  ['1', '1 每年几次暴露'], ['0.5', '0.5 非常罕见地暴露'],
];
export const CONSEQUENCE: Array<[string, string]> = [
  ['100', '100 大灾难，许多人死亡'], ['40', '40 灾难，数人死亡'], ['15', '15 非常严重，一人死亡'],
  ['7', '7 严重，重伤'], ['3', '3 重大，致残'], ['1', '1 引人注目，需要救护'],
];

const F = form([
  billNo('sourceNo', '编号', 'dangerSource'),
  text('sourceName', '危险源', { required: true, maxlength: 50, placeholder: '如：3#墩承台深基坑开挖' }),
  contract('contractName', '合同段', { required: true }),
  text('wbsPart', '部位或作业活动', { required: true, maxlength: 100 }),
  dictionary('select', 'accidentType', '可能导致的事故', 'hazardCategory', { required: true }),
  groupTitle('LEC 风险评价'),
  choice('select', 'likelihood', 'L 事故发生的可能性', LIKELIHOOD, { required: true }),
  choice('select', 'exposure', 'E 暴露于危险环境的频繁程度', EXPOSURE, { required: true }),
  choice('select', 'consequence', 'C 发生事故可能造成的后果', CONSEQUENCE, { required: true }),
  groupTitle('管控措施'),
  textarea('engineeringControl', '工程技术措施', { maxlength: 500 }),
  textarea('managementControl', '管理措施', { required: true, maxlength: 500 }),
  textarea('ppeControl', '个体防护措施', { maxlength: 300 }),
  textarea('emergencyControl', '应急处置措施', { maxlength: 300 }),
  row([
    text('responsible', '管控责任人', { required: true, maxlength: 20 }),
    choice('radio', 'sourceState', '状态', [['controlled', '管控中'], ['eliminated', '已消除']], { required: true, defaultValue: 'controlled' }),
  ]),
  system('createUser', 'assessor', '评价人'),
]);

export default defineModule({
  code: 'dangerList', version: 1, title: '危险源清单', section: 'safetyManagement', order: 9,
  pictogram: 'siren', color: COLOR.orange, icon: 'icon-ym icon-ym-extend-list', route: '/pages/apply/safetyManage/dangerList',
  billRules: { dangerSource: ['危险源编号', 'WXY'] },
  parts: [{
    code: 'dangerSource', title: '危险源',
    records: {
      key: 'dangerSource',
      form: F,
      list: {
        columns: ['sourceNo', 'sourceName', ['wbsPart', 180], 'accidentType', 'responsible', 'sourceState'],
        search: [['sourceName', 2], ['contractName', 1], ['accidentType', 1], ['sourceState', 1]],
        keyword: ['sourceName', 'wbsPart'],
        sidx: 'sourceNo',
      },
    },
  }],
  grants: { zongjian: VIEW, jianli: VIEW, shigong: EDIT, anquan: FULL, yezhu: VIEW },
});
