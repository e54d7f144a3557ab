/**
 * The module catalog: what a workbench module is, as the product ships it. Plain data; the
 * installer (install.ts) writes it into every database and upgrades it by version.
 */
import type { FormConfig } from '../../../types/api/form.js';
import type { FlowNode } from '../../../types/api/workflow.js';
import type { ListSpec } from './build/columns.js';

/**
 * Which records of a module a grant shows (DESIGN.md "Who sees what"): the whole project, the
 * contract sections the user holds (all of them for someone who holds none: project-wide staff),
 * the user's own unit, or only the user's own. A draft is seen by its author only, whatever the scope.
 */
export const DATA_SCOPES = ['project', 'sections', 'unit', 'self'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/** A standard role the product ships: organisations assign people to it, rename it or change its grants. */
export interface RoleTemplate {
  id: string;
  /** enCode, and the key of module grants */
  code: RoleCode;
  fullName: string;
  description: string;
  /** The scope of its grants unless a module says otherwise. */
  scope: DataScope;
  /** Every module, with every button (the system administrator). */
  allModules?: boolean;
}

export const ROLE_CODES = ['admin', 'zongjian', 'jianli', 'shigong', 'anquan', 'shiyan', 'yezhu'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** A workbench section: a directory menu holding tiles. */
export interface SectionDef {
  code: string;
  title: string;
  /** JNPF icon class (JNPF clients draw it) */
  icon: string;
  order: number;
}

/** Button codes a grant may hold (permissionList button enCodes). */
export type ButtonCode = 'btn_add' | 'btn_edit' | 'btn_remove' | 'btn_detail' | 'btn_export' | 'btn_approve';

export type Grant = readonly ButtonCode[] | { buttons: readonly ButtonCode[], scope: DataScope };
export type GrantMap = Partial<Record<Exclude<RoleCode, 'admin'>, Grant>>;

/** A tile of the workbench: a type-2 menu opening one app route. */
export interface TileDef {
  /** enCode of the menu (id `menu_<code>`) */
  code: string;
  title: string;
  section: string;
  order: number;
  /** Icon of the tile, a name of the Lucide set (served by GET /api/app/Pictogram/{name}). */
  pictogram: string;
  /** background colour of the tile */
  color: string;
  /** JNPF icon class, for JNPF clients */
  icon: string;
  /** app route, '/pages/apply/...' */
  route: string;
}

/** The flow a module's records go through (API.md 4). Its ids derive from the records key. */
export interface FlowDef {
  fullName: string;
  /** WorkFlowCategory dictionary item enCode */
  category: 'safety' | 'quality' | 'progress' | 'meter' | 'test' | 'office';
  icon: string;
  iconBackground: string;
  description: string;
  /** order in the launch list */
  sortCode: number;
  template: FlowNode;
}

/** Records kept by a module: its form, its list and, optionally, its flow. */
export interface RecordsDef {
  /** ids: module_<key>, form_<key>, flow_<key>, tpl_<key>; the flow's enCode */
  key: string;
  form: FormConfig;
  list: ListSpec;
  flow?: FlowDef;
}

/**
 * Records a module's dedicated screen keeps (the checklist of an inspection, the LEC grading of a
 * hazard source, the four registers of emergency management): each its own online module with
 * form and list, under the module's tile, so the tile's grants and data scopes govern them.
 */
export interface PartDef {
  /** enCode of its online module; unique among module and part codes */
  code: string;
  title: string;
  records: RecordsDef;
}

export interface ModuleDef extends TileDef {
  /** Raise it whenever anything of the definition changes: databases holding an older one are upgraded. */
  version: number;
  /** Records listed by the list engine on the tile's route (`mod()` in src/routes.ts). */
  records?: RecordsDef;
  /** Records of a dedicated screen: the tile opens the screen, not the list engine. */
  parts?: readonly PartDef[];
  /** Bill-number rules its form uses: enCode → [name, prefix]. */
  billRules?: Record<string, readonly [fullName: string, prefix: string]>;
  /**
   * Column and form permission codes of a module without a form (a dashboard, a dedicated
   * screen); with forms (records, parts) they derive from their fields.
   */
  fields?: readonly string[];
  /** Default grants per role template; the administrator role holds everything. */
  grants: GrantMap;
}

/** A data dictionary (GET /api/system/DictionaryData/All): type id `dt_<enCode>`, item ids `di_<typeEnCode>_<itemEnCode>`. */
export interface DictionaryItemDef {
  id: string;
  enCode: string;
  fullName: string;
  parentId?: string;
  sortCode: number;
  description?: string;
}

export interface DictionaryDef {
  id: string;
  enCode: string;
  fullName: string;
  isTree: 0 | 1;
  items: DictionaryItemDef[];
}
