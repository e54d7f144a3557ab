/**
 * Wire types of the administration calls the app's 管理 area uses (/api/permission: Project,
 * Users, Organize/Tree, Role; API.md 9). Type-only: shared by the app and the server's tests.
 * All times are epoch milliseconds.
 */

/** 1 enabled, 0 disabled, 2 locked (JNPF enabledMark as SiteFlow serves it for people). */
export type PersonState = 0 | 1 | 2;

/** An entry of GET /api/permission/Project. */
export interface ProjectItem {
  id: string;
  fullName: string;
  enCode: string;
  shortName: string;
  location: string;
  startDate: number | null;
  endDate: number | null;
  investment: number | null;
  ownerUnitId: string;
  ownerUnitName: string;
  sortCode: number;
  enabledMark: 0 | 1;
  contractCount: number;
  memberCount: number;
}

/** A section of GET /api/permission/Project/{id}. */
export interface ContractItem {
  id: string;
  projectId: string;
  fullName: string;
  enCode: string;
  sectionName: string;
  constructionUnitId: string;
  constructionUnitName: string;
  supervisionUnitId: string;
  supervisionUnitName: string;
  startMileage: string;
  endMileage: string;
  amount: number | null;
  sortCode: number;
  enabledMark: 0 | 1;
  memberCount: number;
}

/** GET /api/permission/Project/{id} */
export interface ProjectInfo extends Omit<ProjectItem, 'contractCount' | 'memberCount'> {
  contracts: ContractItem[];
  admins: Array<{ userId: string; account: string; realName: string }>;
}

/** Body of POST /api/permission/Project/{id}/Contract (and a section of POST Project). */
export interface ContractInput {
  fullName: string;
  enCode: string;
  sectionName?: string;
  constructionUnitId?: string;
  supervisionUnitId?: string;
  startMileage?: string;
  endMileage?: string;
  amount?: number | null;
}

/** Body of POST /api/permission/Project. */
export interface ProjectInput {
  fullName: string;
  enCode: string;
  location?: string;
  startDate?: number | null;
  endDate?: number | null;
  ownerUnitId?: string;
  contracts?: ContractInput[];
}

/** An entry of GET /api/permission/Users (and GET Users/{id}, which adds openTaskCount). */
export interface PersonItem {
  id: string;
  account: string;
  realName: string;
  gender: number | null;
  mobilePhone: string;
  email: string;
  headIcon: string;
  organizeId: string;
  /** the unit's path, '单位/部门' */
  organize: string;
  managerId: string;
  /** ids joined with ','; the first is the major position */
  positionId: string;
  position: string;
  roleId: string;
  roleName: string;
  projectIds: string[];
  projectName: string;
  contractIds: string[];
  contractName: string;
  enabledMark: PersonState;
  lockedUntil: number | null;
  mustChangePassword: boolean;
  isAdministrator: boolean;
  lastLoginTime: number | null;
  lastLoginIp: string;
  description: string;
  sortCode: number;
  creatorTime: number;
  openTaskCount?: number;
}

/** Body of POST /api/permission/Users. */
export interface PersonInput {
  account: string;
  realName: string;
  organizeId: string;
  mobilePhone?: string;
  /** role ids joined with ',' */
  roleId?: string;
  projectIds?: string[];
  contractIds?: string[];
}

/** Body of PUT /api/permission/Users/{id}: the account stays, and projects are set through Project/{id}/Members. */
export type PersonUpdateInput = Omit<PersonInput, 'account' | 'projectIds' | 'contractIds'>;

/** An open todo of a person, answered when they are disabled (for hand-over). */
export interface OpenTask {
  /** the operator row (what Users/workHandover hands over) */
  id: string;
  taskId: string;
  fullName: string;
  nodeName: string;
  creatorTime: number;
}

/** A node of GET /api/permission/Organize/Tree: a unit (category 'company') or a department. */
export interface OrganizeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  category: string;
  unitType: string;
  unitTypeName: string;
  enabledMark: 0 | 1;
  userCount: number;
  children: OrganizeNode[];
}

/** An entry of GET /api/permission/Role. */
export interface RoleItem {
  id: string;
  fullName: string;
  enCode: string;
  description: string;
  /** the role holds every module (the system administrator's) */
  allMenus: boolean;
  enabledMark: 0 | 1;
  sortCode: number;
  /** '' for an organisation role (a template every project starts from) */
  projectId: string;
  projectName: string;
  userCount: number;
  /** the caller may change it */
  editable: boolean;
  creatorTime: number;
}

/** Body of POST /api/permission/Role: an organisation role, or a project's role made from a template. */
export interface RoleInput {
  fullName: string;
  enCode: string;
  description?: string;
  projectId?: string;
  templateId?: string;
}

/** A data scope of a module grant, from widest to narrowest: 全项目, 所在合同段, 本单位, 仅本人. */
export type DataScope = 'project' | 'sections' | 'unit' | 'self';

/** One module of GET /api/permission/Authority/Data/{roleId}/Values. */
export interface ModuleAuthority {
  /** the module's tile menu id */
  id: string;
  fullName: string;
  sectionId: string;
  sectionName: string;
  granted: boolean;
  button: string[];
  column: string[];
  form: string[];
  dataScope: DataScope;
  /** the writer holds this module (a system administrator holds everything) */
  held: boolean;
  /** the widest scope the writer may give; null when they do not hold it */
  heldScope: DataScope | null;
  buttonOptions: Array<{ enCode: string; fullName: string; held: boolean }>;
  fieldOptions: Array<{ enCode: string; fullName: string; held: boolean; heldForm: boolean }>;
}

/** GET /api/permission/Authority/Data/{roleId}/Values */
export interface RoleAuthority {
  objectId: string;
  objectType: 'Role';
  fullName: string;
  /** the role holds every module (the system administrator's) */
  allMenus: boolean;
  /** the caller may change it */
  editable: boolean;
  sections: Array<{ id: string; fullName: string }>;
  list: ModuleAuthority[];
}

/** Body of PUT /api/permission/Authority/Data/{roleId}: ids as `${menuId}:button:${code}`, scopes as `${menuId}:scope:${scope}`. */
export interface AuthorityInput {
  objectType: 'Role';
  module: string[];
  button: string[];
  column: string[];
  form: string[];
  resource: string[];
}

/** A member of GET /api/permission/UserRelation/{roleId}. */
export interface RoleMember {
  id: string;
  account: string;
  realName: string;
  organizeId: string;
  enabledMark: 0 | 1;
}

/** An entry of GET /api/permission/Project/{id}/Members. */
export interface ProjectMember {
  userId: string;
  id: string;
  account: string;
  realName: string;
  organizeId: string;
  mobilePhone: string;
  enabledMark: 0 | 1;
  /** the sections they are on; none: the whole project */
  contractIds: string[];
  roleIds: string[];
  isProjectAdmin: boolean;
}

/** Body of PUT /api/permission/Project/{id}/Members/{userId}: roleIds absent leaves their roles as they are. */
export interface MemberInput {
  contractIds: string[];
  roleIds?: string[];
}

/** The kinds of unit (organizeAdmin.ts UNIT_TYPES). */
export type UnitType = 'owner' | 'supervision' | 'design' | 'contractor' | 'lab' | 'other';

/** Body of POST /api/permission/Organize (a unit) and Organize/Department (parentId required). */
export interface OrganizeInput {
  parentId?: string;
  fullName: string;
  enCode: string;
  unitType?: UnitType;
}

/** A spreadsheet the server made (template, export, bad rows): fetch `url` (signed, no token needed). */
export interface GeneratedFile {
  name: string;
  url: string;
}

/** A row of an import sheet as the preview and the import answer it: its cells, and why it is bad ('' when good). */
export interface ImportRowView {
  rowNumber: number;
  account: string;
  realName: string;
  gender: string;
  mobilePhone: string;
  organize: string;
  position: string;
  role: string;
  project: string;
  contract: string;
  email: string;
  state: string;
  description: string;
  errorsInfo: string;
}

/** GET /api/permission/Users/ImportPreview */
export interface ImportPreview {
  headerRow: Array<{ field: string; fullName: string }>;
  dataRow: ImportRowView[];
  total: number;
  /** rows that would be imported */
  snum: number;
  /** bad rows */
  fnum: number;
  /** an SMS gateway with an initial-password template is configured: the import may send the passwords by SMS */
  smsAvailable?: boolean;
}

/** POST /api/permission/Users/ImportData */
export interface ImportResult {
  snum: number;
  fnum: number;
  failResult: ImportRowView[];
  resultType: 0 | 1;
  /** each imported person's generated password, answered this once */
  passwords: Array<{ account: string; realName: string; password: string }>;
}

/** POST /api/permission/Users/ImportJob: the job, started; `key` opens its passwords (kept by the importer only). */
export interface ImportJobStart {
  id: string;
  key: string;
  state: 'queued';
  total: number;
  done: 0;
  fnum: number;
  sms: boolean;
}

/** GET /api/permission/Users/ImportJob/{id} (header X-Import-Key: the job's key) */
export interface ImportJob {
  id: string;
  state: 'queued' | 'running' | 'finished' | 'failed' | 'interrupted';
  /** good rows to write */
  total: number;
  /** of them, handled so far */
  done: number;
  snum: number;
  fnum: number;
  /** why it failed or was interrupted */
  reason: string;
  /** the passwords went by SMS to those with a mobile number; smsSent of them went out (never shown) */
  sms: boolean;
  smsSent: number;
  createdAt: number;
  finishedAt: number | null;
  /** the bad rows with why, once the job has ended */
  failResult: ImportRowView[];
  /** to the importer, with the key, after the job has ended, until its app says it has shown them; with SMS, only the unsent, `note` saying why */
  passwords?: Array<{ account: string; realName: string; password: string; note?: string }>;
  /** the passwords as an xlsx (账户, 姓名, 初始密码), base64, with them */
  passwordSheet?: string;
  /** true once the server has deleted the passwords (shown, or a day after the end) */
  passwordsRead: boolean;
}

/** An entry of GET /api/system/Log: a sign-in (category 1) or an administrative change (category 3). */
export interface LogItem {
  id: string;
  category: 1 | 3;
  creatorTime: number;
  /** '姓名/账号' */
  userName: string;
  userId: string;
  ipaddress: string;
  /** the kind's name: 人员, 项目, 权限… */
  moduleName: string;
  /** what happened, in a sentence */
  abstracts: string;
  kind: string;
  action: string;
  actionName: string;
  objectId: string;
  objectName: string;
  /** of a change: the fields that changed, before and after */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  detail: string;
}

/** Query of GET /api/system/Log and Log/Export. */
export interface LogQuery {
  category?: 1 | 3;
  keyword?: string;
  kind?: string;
  startTime?: number;
  endTime?: number;
}

/** A dictionary of GET /api/system/DictionaryType (hazard levels, material kinds…). */
export interface DictionaryTypeItem {
  id: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
  itemCount: number;
  /** shipped with the catalog: forms name it by its code, so its code stays and it is not deleted */
  shipped: boolean;
}

/** An item of GET /api/system/DictionaryData/{typeId}, disabled ones too; children when the dictionary is a tree. */
export interface DictionaryItemNode {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string;
  children?: DictionaryItemNode[];
}

/** Body of POST /api/system/DictionaryData (dictionaryTypeId required) and PUT DictionaryData/{id}. */
export interface DictionaryItemInput {
  dictionaryTypeId?: string;
  fullName: string;
  enCode: string;
  parentId?: string;
  sortCode?: number;
  enabledMark?: 0 | 1;
  description?: string;
}

/** A position of GET /api/permission/Position. */
export interface PositionItem {
  id: string;
  organizeId: string;
  organizeName: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: 0 | 1;
  userCount: number;
}

/** Body of POST /api/permission/Position and PUT Position/{id}. */
export interface PositionInput {
  organizeId: string;
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: 0 | 1;
}

/** The date part of a bill number: '' none, or the date of the day cut to the year, month or day. */
export type BillDateFormat = '' | 'YYYY' | 'YYYYMM' | 'YYYYMMDD';

/** Body of POST /api/system/BillRule and PUT BillRule/{id}: a number is prefix + date + a counter of `digit` digits from `startNumber`. */
export interface BillRuleInput {
  fullName: string;
  enCode: string;
  prefix?: string;
  dateFormat?: BillDateFormat;
  digit?: number;
  startNumber?: number;
}

/** A rule of GET /api/system/BillRule: `example` is what the next number looks like today. */
export interface BillRuleItem extends Required<BillRuleInput> {
  id: string;
  example: string;
  /** a catalog form numbers its records with it: its code stays and it is not deleted */
  shipped: boolean;
}

/** A menu of GET /api/system/Menu?category=App: the workbench's sections (type 1) and their entries. */
export interface MenuNode {
  id: string;
  parentId: string;
  /** the name the organisation gave it */
  fullName: string;
  /** the catalog's own name ('' for a menu not from the catalog) */
  catalogName: string;
  enCode: string;
  type: number;
  icon: string;
  urlAddress: string;
  sortCode: number;
  /** 0: hidden from everyone's workbench */
  enabledMark: 0 | 1;
  children: MenuNode[];
}

/** Body of PUT /api/system/Menu/{id}: kept across catalog upgrades. */
export interface MenuInput {
  fullName: string;
  enabledMark?: 0 | 1;
  sortCode?: number;
}

/** GET /api/app/ExternalLink, GET|PUT /api/system/ExternalLink: the hosts external links may open (host names or *.suffix). */
export interface ExternalLinkHosts {
  hosts: string[]
}
