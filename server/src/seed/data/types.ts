/**
 * Shapes of the demo organisation seeded into an empty database.
 *
 * These are plain data (no DB code): the seeder maps them onto the schema.
 * Every id is a string and ids are unique across all collections, so the
 * seeder may use them as primary keys directly.
 */

/** A company (unit) or a department. Departments hang under a company or another department. */
export interface SeedOrganize {
  id: string;
  /** '-1' for a top-level company. */
  parentId: string;
  fullName: string;
  enCode: string;
  category: 'company' | 'department';
  /** Role of the unit in the project; set on companies only. */
  unitType?: 'owner' | 'supervision' | 'contractor' | 'design' | 'lab';
  sortCode: number;
  /** User id of the head of this organisation, if any. */
  managerId?: string;
}

/** A job position (岗位) inside one department. */
export interface SeedPosition {
  id: string;
  fullName: string;
  enCode: string;
  /** The department the position belongs to. */
  organizeId: string;
  sortCode: number;
}

/** Button / column / form permissions of a role on one menu (module). */
export interface SeedPermission {
  /** A type-2 menu id (the permission list is keyed by it). */
  modelId: string;
  /** Button enCodes: 'btn_add', 'btn_edit', 'btn_remove', 'btn_detail' or custom 'btn_*'. */
  button: string[];
  /** Column (list field) enCodes the role may see. */
  column: string[];
  /** Form field enCodes the role may see. */
  form: string[];
}

export interface SeedRole {
  id: string;
  fullName: string;
  enCode: string;
  /**
   * The type-2 menus the role may open, or '*' for every menu.
   * Directories (type 1) are implied by their children: the menu tree keeps
   * every ancestor of a granted menu.
   */
  menuIds: string[] | '*';
  permissions: SeedPermission[];
}

export interface SeedUser {
  id: string;
  account: string;
  realName: string;
  /** 1 男, 2 女 (dictionary `sex`). */
  gender: 1 | 2;
  mobilePhone: string;
  email: string;
  /** The user's department id. */
  organizeId: string;
  positionIds: string[];
  roleIds: string[];
  /** Direct manager (直属主管): the "launcher's manager" of approval flows. */
  managerId?: string;
  isAdministrator: boolean;
  projectIds: string[];
  contractIds: string[];
  description?: string;
}

export interface SeedProject {
  id: string;
  fullName: string;
  enCode: string;
  shortName: string;
  location: string;
  /** Epoch milliseconds. */
  startDate: number;
  endDate: number;
  /** Total investment in 万元. */
  investment: number;
  /** Company id of the owner (建设单位). */
  ownerUnitId: string;
}

/** A contract section (合同段 / 标段). */
export interface SeedContract {
  id: string;
  projectId: string;
  fullName: string;
  enCode: string;
  sectionName: string;
  /** Company id of the contractor (施工单位). */
  constructionUnitId: string;
  /** Company id of the supervision unit (监理单位). */
  supervisionUnitId: string;
  /** Chainage, e.g. 'K0+000'. */
  startMileage: string;
  endMileage: string;
  /** Contract amount in 万元. */
  amount: number;
}

/** propertyJson of a menu; serialised as a JSON string in API answers. */
export interface SeedMenuProperty {
  iconBackgroundColor: string;
  moduleId: string;
}

/** App workbench menu (category App). type 1 directory, 2 custom page, 3 online-dev function, 7 external link. */
export interface SeedMenu {
  id: string;
  /** '-1' for top-level directories. */
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  type: 1 | 2 | 3 | 7;
  /** For type 2 an app route under /pages/apply/; '' for directories. */
  urlAddress: string;
  sortCode: number;
  propertyJson: SeedMenuProperty;
}

export interface SeedDictionaryItem {
  id: string;
  enCode: string;
  fullName: string;
  /** Parent item id in a tree dictionary; absent (or '-1') for top-level items. */
  parentId?: string;
  sortCode: number;
  /** What the item means, where its name alone does not say (a tour plan's scope). */
  description?: string;
}

export interface SeedDictionaryType {
  id: string;
  enCode: string;
  fullName: string;
  isTree: 0 | 1;
  items: SeedDictionaryItem[];
}

/** Administrative area (行政区划) down to prefecture level. */
export interface SeedArea {
  /** The 6-digit administrative division code. */
  id: string;
  /** '-1' for provincial-level divisions. */
  parentId: string;
  fullName: string;
  /** 1 province-level, 2 prefecture-level (or province-administered county-level). */
  level: 1 | 2;
}

/** A node of a contract's WBS (单位工程 → 分部工程 → 分项工程 ...). */
export interface SeedWbsNode {
  id: string;
  /** '-1' for a root (单位工程). */
  parentId: string;
  contractId: string;
  fullName: string;
  enCode: string;
  /** 1 单位工程, 2 分部工程, 3 分项工程, 4 部位/构件. */
  level: number;
  sortCode: number;
}
