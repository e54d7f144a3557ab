/**
 * What a new database needs for /api/system, /api/app and /api/file/AppStartInfo: bill rules,
 * data interfaces, shared common words and settings. Pure data; the seeder writes it.
 */
import type { dataInterfaces } from '../../db/schema.js';

export { SYS_VERSION } from '../oauth/profile.js';

/** The app release the server offers (SPEC.md 9: version 3.3.5, code 139). */
export const APP_VERSION = {
  versionName: '3.3.5',
  versionCode: 139,
  downloadUrl: '',
  forceUpdate: false,
  description: 'SiteFlow 工程现场管理 3.3.5',
};

export const APP_START_INFO = {
  title: 'SiteFlow 工程现场管理',
  splashImage: '',
  /** Seconds the start page shows. */
  duration: 3,
  linkUrl: '',
};

export const SYS_CONFIG_DEFAULTS = {
  sysName: 'SiteFlow 工程现场管理',
  companyName: 'SiteFlow',
  copyright: 'Copyright © SiteFlow',
  /** 1: a user must change the initial password at first sign-in. The demo keeps Demo@1234. */
  mandatoryModificationOfInitialPassword: 0,
  passwordLengthMin: 6,
  lastLoginTimeSwitch: 1,
  /** 联系我们: the organisation's support phone and e-mail ('' until an administrator sets them) */
  companyTelePhone: '',
  companyEmail: '',
};

/** sys_config rows: the settings above plus the app release and start page. */
export const SYS_CONFIG_ROWS: Array<{ key: string; value: unknown }> = [
  ...Object.entries(SYS_CONFIG_DEFAULTS).map(([key, value]) => ({ key, value })),
  { key: 'appVersion', value: APP_VERSION },
  { key: 'appStartInfo', value: APP_START_INFO },
];


const named = (id: string, enCode: string, fullName: string, config: Record<string, unknown>): typeof dataInterfaces.$inferInsert =>
  ({ id, enCode, fullName, type: 'sql', config });

/** Named queries (see dataInterface.ts); ids are what form configs put in propsUrl. */
export const DATA_INTERFACES = [
  named('di_contract_list', 'contractList', '项目合同段列表', { query: 'contractList' }),
  named('di_wbs_children', 'wbsChildren', 'WBS 子节点', { query: 'wbsChildren' }),
  named('di_user_by_organize', 'userByOrganize', '部门人员', { query: 'userByOrganize' }),
  named('di_hazard_category', 'hazardCategory', '隐患类别', { query: 'dictionary', defaults: { typeCode: 'hazardCategory' } }),
  // the full-screen selectors (pages/apply/popSelect, tableLinkage, tableTreeSelector); migration 0029 adds them to older databases
  named('di_boq_items', 'boqItems', '合同段工程量清单', { query: 'boqItems' }),
  named('di_wbs_nodes', 'wbsNodes', 'WBS 节点树', { query: 'wbsNodes' }),
];

/** Shared (system) common words; users add their own. */
export const SYSTEM_COMMON_WORDS = ['同意', '不同意', '已阅', '请尽快处理', '情况属实，同意整改', '资料不全，请补充后重新提交'];
