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
