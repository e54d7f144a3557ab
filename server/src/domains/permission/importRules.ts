/**
 * The staff import's rules (JNPF's Users/ImportPreview and ImportData, API.md 9): the template's
 * columns, and what makes a row bad, said per row in the words the importer reads. Pure: the
 * lookups (units, positions, roles, projects, sections, accounts and numbers taken) are read by
 * the caller (peopleImport.ts).
 */

export interface ImportColumn {
  key: ImportKey;
  header: string;
  required?: boolean;
  note: string;
}

export type ImportKey = 'account' | 'realName' | 'gender' | 'mobilePhone' | 'organize' | 'position' | 'role' | 'project' | 'contract'
  | 'email' | 'state' | 'description';

/** The template's columns, JNPF's names where it has them; SiteFlow adds 项目 and 合同段. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'account', header: '账户', required: true, note: '登录账号:字母或数字开头,可含字母、数字、_ . @ -,不能与已有账号重复' },
  { key: 'realName', header: '姓名', required: true, note: '真实姓名' },
  { key: 'gender', header: '性别', note: '男、女或保密,可不填' },
  { key: 'mobilePhone', header: '手机号码', note: '11 位手机号,可不填;不能与已有账号重复' },
  { key: 'organize', header: '所属组织', required: true, note: '单位/部门的完整路径(如 苏通路桥工程集团有限公司/项目经理部),或组织编码' },
  { key: 'position', header: '岗位', note: '岗位名称或编码,多个用逗号分隔' },
  { key: 'role', header: '角色', note: '角色名称或编码,多个用逗号分隔' },
  { key: 'project', header: '项目', note: '项目名称或编码;项目管理员导入时可不填,默认为所管理的项目' },
  { key: 'contract', header: '合同段', note: '该项目的合同段名称或编码,多个用逗号分隔;不填为全项目' },
  { key: 'email', header: '电子邮箱', note: '可不填' },
  { key: 'state', header: '状态', note: '启用或禁用,不填为启用' },
  { key: 'description', header: '说明', note: '可不填' },
];

export const MAX_IMPORT_ROWS = 5000;

export type ImportRow = { rowNumber: number } & Record<ImportKey, string>;

/** The sheet's rows under the template's keys; null when a required column is missing from the header. */
export function rowsOfSheet(sheet: string[][]): { rows: ImportRow[] } | { missing: string } {
  const header = (sheet[0] ?? []).map((h) => h.replace(/[*＊\s]/g, ''));
  const index = new Map(IMPORT_COLUMNS.map((c) => [c.key, header.indexOf(c.header)]));
  const missing = IMPORT_COLUMNS.find((c) => c.required && index.get(c.key)! < 0);
  if (missing) return { missing: missing.header };
  const rows: ImportRow[] = [];
  sheet.slice(1).forEach((cells, i) => {
    if (cells.every((c) => c === '')) return;
    const row = { rowNumber: i + 2 } as ImportRow;
    for (const c of IMPORT_COLUMNS) row[c.key] = index.get(c.key)! >= 0 ? (cells[index.get(c.key)!] ?? '').trim() : '';
    rows.push(row);
  });
  return { rows };
}

/** Something named by name or code; ambiguous when two share the name. */
export interface Named {
  id: string;
  fullName: string;
  enCode: string;
  /** units: the path of names from the top unit ('公司/部门') */
  path?: string;
  /** sections: their project, and their short name (第一合同段) */
  projectId?: string;
  alias?: string;
}

export interface ImportLookups {
  organizes: readonly Named[];
  positions: readonly Named[];
  /** the roles the importer may give (assignable), and every other role by name (to say why it is refused) */
  roles: readonly Named[];
  otherRoles: readonly Named[];
  /** the projects the importer may put people on */
  projects: readonly Named[];
  contracts: readonly Named[];
  /** lower-case accounts taken, and mobile numbers taken */
  accounts: ReadonlySet<string>;
  mobiles: ReadonlySet<string>;
  /** a project administrator's project when the row names none; null: no project */
  defaultProjectId: string | null;
}

export interface CheckedRow {
  row: ImportRow;
  reasons: string[];
  person: {
    account: string; realName: string; gender: number | null; mobilePhone: string | null; email: string | null; organizeId: string;
    positionIds: string[]; roleIds: string[]; projectIds: string[]; contractIds: string[]; enabled: boolean; description: string | null;
  } | null;
}

const ACCOUNT = /^[A-Za-z0-9][A-Za-z0-9_.@-]*$/;
const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const GENDERS: Record<string, number | null> = { '': null, 男: 1, 女: 2, 保密: 3 };
const STATES: Record<string, boolean> = { '': true, 启用: true, 正常: true, 禁用: false };

const list = (cell: string): string[] => [...new Set(cell.split(/[,，、;；]/).map((s) => s.trim()).filter(Boolean))];

/** One thing by code, path or name: found, ambiguous, or missing. */
function find(items: readonly Named[], key: string): Named | 'ambiguous' | null {
  const k = key.toLowerCase();
  const byCode = items.find((i) => i.enCode.toLowerCase() === k);
  if (byCode) return byCode;
  const byPath = items.filter((i) => i.path === key);
  if (byPath.length === 1) return byPath[0];
  const byName = items.filter((i) => i.fullName === key || i.alias === key);
  return byName.length === 1 ? byName[0] : byName.length > 1 ? 'ambiguous' : null;
}

/**
 * Every row checked, in order: a row is bad when it is incomplete, names something unknown, or
 * repeats an account or mobile number taken already, in the organisation or higher up the sheet.
 */
export function checkRows(rows: readonly ImportRow[], look: ImportLookups): CheckedRow[] {
  const seenAccounts = new Map<string, number>();
  const seenMobiles = new Map<string, number>();
  return rows.map((row) => {
    const reasons: string[] = [];
    const account = row.account;
    if (!account) reasons.push('账户不能为空');
    else if (account.length > 50 || !ACCOUNT.test(account)) reasons.push('账户格式不正确(字母或数字开头,可含字母、数字、_ . @ -)');
    else if (look.accounts.has(account.toLowerCase())) reasons.push(`账户「${account}」已存在`);
    else if (seenAccounts.has(account.toLowerCase())) reasons.push(`账户「${account}」与第 ${seenAccounts.get(account.toLowerCase())} 行重复`);
    else seenAccounts.set(account.toLowerCase(), row.rowNumber);
    if (!row.realName) reasons.push('姓名不能为空');
    else if (row.realName.length > 50) reasons.push('姓名不能超过 50 个字');
    if (!(row.gender in GENDERS)) reasons.push('性别只能填 男、女 或 保密');
    if (row.mobilePhone) {
      if (!MOBILE.test(row.mobilePhone)) reasons.push(`手机号码「${row.mobilePhone}」格式不正确`);
      else if (look.mobiles.has(row.mobilePhone)) reasons.push(`手机号码「${row.mobilePhone}」已被其他账号使用`);
      else if (seenMobiles.has(row.mobilePhone)) reasons.push(`手机号码与第 ${seenMobiles.get(row.mobilePhone)} 行重复`);
      else seenMobiles.set(row.mobilePhone, row.rowNumber);
    }
    if (row.email && (row.email.length > 100 || !EMAIL.test(row.email))) reasons.push('电子邮箱格式不正确');
    if (!(row.state in STATES)) reasons.push('状态只能填 启用 或 禁用');
    if (row.description.length > 500) reasons.push('说明不能超过 500 个字');

    let organizeId = '';
    if (!row.organize) reasons.push('所属组织不能为空');
    else {
      const org = find(look.organizes, row.organize);
      if (org === 'ambiguous') reasons.push(`所属组织「${row.organize}」有重名,请填写完整路径或编码`);
      else if (!org) reasons.push(`所属组织「${row.organize}」不存在`);
      else organizeId = org.id;
    }
    const named = (items: readonly Named[], cell: string, what: string, unknown: (k: string) => string): string[] => list(cell).flatMap((k) => {
      const found = find(items, k);
      if (found === 'ambiguous') reasons.push(`${what}「${k}」有重名,请填写编码`);
      else if (!found) reasons.push(unknown(k));
      else return [found.id];
      return [];
    });
    const positionIds = named(look.positions, row.position, '岗位', (k) => `岗位「${k}」不存在`);
    const roleIds = named(look.roles, row.role, '角色', (k) => (find(look.otherRoles, k) ? `无权授予角色「${k}」` : `角色「${k}」不存在`));
    let projectId: string | null = look.defaultProjectId;
    if (row.project) {
      const project = find(look.projects, row.project);
      if (project === 'ambiguous') reasons.push(`项目「${row.project}」有重名,请填写编码`);
      else if (!project) reasons.push(`项目「${row.project}」不存在或不在您的管理范围内`);
      else projectId = project.id;
    }
    let contractIds: string[] = [];
    if (row.contract) {
      if (!projectId) reasons.push('填写合同段时须填写项目');
      else contractIds = named(look.contracts.filter((c) => c.projectId === projectId), row.contract, '合同段', (k) => `合同段「${k}」不属于该项目`);
    }
    const person = reasons.length ? null : {
      account, realName: row.realName, gender: GENDERS[row.gender], mobilePhone: row.mobilePhone || null, email: row.email || null, organizeId,
      positionIds, roleIds, projectIds: projectId ? [projectId] : [], contractIds, enabled: STATES[row.state], description: row.description || null,
    };
    return { row, reasons, person };
  });
}
