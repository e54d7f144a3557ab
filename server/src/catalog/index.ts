/**
 * The module catalog (DESIGN.md "The module catalog"): every workbench module as the product ships
 * it, one file per module under modules/<section>/. What the database holds is derived from it here
 * (menus, grants, forms, flows, bill rules); install.ts writes and upgrades it.
 */
import type { FormConfig } from '../../../types/api/form.js';
import { columnData } from './build/columns.js';
import { fieldById, operateIds, valueFields } from './build/fields.js';
import type { CatalogFlow } from './build/types.js';
import { dictionaries } from './dictionaries.js';
import { modules } from './modules/index.js';
import { roleTemplates } from './roles.js';
import { sections } from './sections.js';
import { flowCategoryId, flowIdOf, formIdOf, menuIdOf, moduleIdOf, templateIdOf } from './ids.js';
import { DATA_SCOPES, type ButtonCode, type DataScope, type Grant, type ModuleDef, type RecordsDef, type RoleTemplate } from './types.js';

export { dictionaries, roleTemplates, sections };
export { flowCategoryId, flowIdOf, formIdOf, menuIdOf, moduleIdOf, templateIdOf };
export type { ModuleDef, RoleTemplate, DataScope, ButtonCode };

/** One online module a catalog module installs: its own records, or one of its parts. */
export interface RecordSet {
  /** enCode of the online module */
  code: string;
  title: string;
  records: RecordsDef;
}

/** The online modules of `m`: its records, then its parts. */
export function recordSets(m: ModuleDef): RecordSet[] {
  return [...(m.records ? [{ code: m.code, title: m.title, records: m.records }] : []), ...(m.parts ?? [])];
}

const sectionOrder = new Map(sections.map((s) => [s.code, s.order]));

/** Every module, in workbench order. */
export const catalog: readonly ModuleDef[] = [...modules].sort((a, b) =>
  (sectionOrder.get(a.section) ?? 99) - (sectionOrder.get(b.section) ?? 99) || a.order - b.order || a.code.localeCompare(b.code));


/** A section's directory menu and a module's tile menu, as the menus table holds them. */
export interface CatalogMenu {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  type: 1 | 2;
  urlAddress: string;
  sortCode: number;
  propertyJson: { iconBackgroundColor: string; moduleId: string; pictogram?: string; catalogModule?: string };
}

export function sectionMenu(s: (typeof sections)[number]): CatalogMenu {
  return {
    id: menuIdOf(s.code), parentId: '-1', fullName: s.title, enCode: s.code, icon: s.icon, type: 1, urlAddress: '',
    sortCode: s.order, propertyJson: { iconBackgroundColor: '', moduleId: '' },
  };
}

/** propertyJson.moduleId is the tile's own id: permissionList[].modelId is keyed by it (as JNPF does). */
export function tileMenu(m: ModuleDef): CatalogMenu {
  return {
    id: menuIdOf(m.code), parentId: menuIdOf(m.section), fullName: m.title, enCode: m.code, icon: m.icon, type: 2,
    urlAddress: m.route, sortCode: m.order,
    propertyJson: { iconBackgroundColor: m.color, moduleId: menuIdOf(m.code), pictogram: m.pictogram, catalogModule: m.code },
  };
}

export const catalogMenus = (): CatalogMenu[] => [...sections.map(sectionMenu), ...catalog.map(tileMenu)];

/** Column and form permission codes: the fields (and child-table columns) of its forms, or the module's own list. */
export function permissionFields(m: ModuleDef): string[] {
  const sets = recordSets(m);
  return sets.length ? [...new Set(sets.flatMap((r) => operateIds(r.records.form)))] : [...(m.fields ?? [])];
}

const tileOfPart = new Map(catalog.flatMap((m) => (m.parts ?? []).map((p) => [p.code, m.code] as const)));

/** The module whose tile (and grants) govern the records of the online module `code`: a part's module, else itself. */
export const tileCodeOf = (code: string): string => tileOfPart.get(code) ?? code;

export interface CatalogGrant {
  roleId: string;
  moduleCode: string;
  menuId: string;
  buttons: ButtonCode[];
  scope: DataScope;
}

const ALL_BUTTONS: ButtonCode[] = ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_export'];

const isButtonList = (g: Grant): g is readonly ButtonCode[] => Array.isArray(g);

/** Default grants of module `m`: those its file names, and everything for a role of all modules. */
export function grantsOf(m: ModuleDef): CatalogGrant[] {
  return roleTemplates.flatMap((r): CatalogGrant[] => {
    const base = { roleId: r.id, moduleCode: m.code, menuId: menuIdOf(m.code) };
    if (r.allModules) return [{ ...base, buttons: [...ALL_BUTTONS], scope: r.scope }];
    const g = r.code === 'admin' ? undefined : m.grants[r.code];
    if (!g) return [];
    return [isButtonList(g) ? { ...base, buttons: [...g], scope: r.scope } : { ...base, buttons: [...g.buttons], scope: g.scope }];
  });
}


/** Each record set with a flow, as the workflow and visualdev tables hold it. */
export function catalogFlows(): CatalogFlow[] {
  return catalog.flatMap((m) => recordSets(m).filter((r) => r.records.flow).map((set) => {
    const { key, form, list, flow } = set.records;
    return {
      id: flowIdOf(key), templateId: templateIdOf(key), enCode: key, fullName: flow!.fullName,
      category: flowCategoryId(flow!.category), icon: flow!.icon, iconBackground: flow!.iconBackground,
      description: flow!.description, sortCode: flow!.sortCode, version: '1' as const, formType: 2 as const, formId: formIdOf(key),
      form, template: flow!.template,
      module: { id: moduleIdOf(key), enCode: set.code, fullName: set.title, menuId: menuIdOf(m.code), columnData: columnData(form, list), webType: '2' as const },
    };
  })).sort((a, b) => a.sortCode - b.sortCode);
}

/** The workbench tile (menu id) of each catalog flow's template: its launch tile shows the tile's pictogram. */
export const templateTiles: ReadonlyMap<string, string> = new Map(catalog.flatMap((m) =>
  recordSets(m).filter((r) => r.records.flow).map((set) => [templateIdOf(set.records.key), menuIdOf(m.code)] as const)));

/** Bill-number rules of every module: one per enCode. */
export function catalogBillRules(modules: readonly ModuleDef[] = catalog): Array<{ enCode: string; fullName: string; prefix: string }> {
  return modules.flatMap((m) => Object.entries(m.billRules ?? {}).map(([enCode, [fullName, prefix]]) => ({ enCode, fullName, prefix })));
}

/** Dictionary (type) ids a form's fields read their options from. */
export function dictionariesOf(config: FormConfig): string[] {
  const out = new Set<string>();
  const walk = (fields: FormConfig['fields']): void => {
    for (const f of fields) {
      if (f.__config__.dataType === 'dictionary' && typeof f.__config__.dictionaryType === 'string') out.add(f.__config__.dictionaryType);
      if (f.__config__.children) walk(f.__config__.children);
    }
  };
  walk(config.fields);
  return [...out];
}

/** Bill rules a form's billRule fields take their numbers from. */
function billRulesOfForm(config: FormConfig): string[] {
  return valueFields(config).filter((f) => f.__config__.jnpfKey === 'billRule').map((f) => String(f.__config__.rule ?? ''));
}

/**
 * What would make the catalog unusable, as sentences (empty when it is sound): duplicate codes or
 * routes, unknown sections, dictionaries and bill rules, unknown data scopes, and ids of any one
 * organisation (a catalog flow names roles, never people, positions or departments).
 */
export function checkCatalog(modules: readonly ModuleDef[] = catalog): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const dictIds = new Set(dictionaries.map((d) => d.id));
  const rules = new Set(catalogBillRules(modules).map((r) => r.enCode));
  const sectionCodes = new Set(sections.map((s) => s.code));
  for (const m of modules) {
    const codes = [m.code, ...(m.parts ?? []).map((p) => p.code)].map((c) => ['code', c] as const);
    for (const [what, value] of [...codes, ['route', m.route], ['pictogram', m.pictogram]] as const) {
      const k = `${what}:${value}`;
      if (seen.has(k)) problems.push(`${m.code}: ${what} ${value} is also ${seen.get(k)}'s`);
      seen.set(k, m.code);
    }
    if (!sectionCodes.has(m.section)) problems.push(`${m.code}: unknown section ${m.section}`);
    if (!/^\/pages\/apply\//.test(m.route)) problems.push(`${m.code}: route ${m.route} is not a workbench page`);
    if (!Number.isInteger(m.version) || m.version < 1) problems.push(`${m.code}: version must be a positive integer`);
    for (const g of grantsOf(m)) if (!(DATA_SCOPES as readonly string[]).includes(g.scope)) problems.push(`${m.code}: unknown data scope ${g.scope}`);
    const sets = recordSets(m);
    if (sets.length && m.fields) problems.push(`${m.code}: a module with a form takes its permission fields from it`);
    for (const { code, records } of sets) {
      const name = code === m.code ? code : `${m.code}/${code}`;
      for (const d of dictionariesOf(records.form)) if (!dictIds.has(d)) problems.push(`${name}: unknown dictionary ${d}`);
      for (const r of billRulesOfForm(records.form)) if (!rules.has(r)) problems.push(`${name}: unknown bill rule ${r}`);
      const foreign = JSON.stringify(records).match(/"(u|pos|dept|org)_[A-Za-z0-9_]+"/g);
      if (foreign) problems.push(`${name}: names an organisation's own ids ${[...new Set(foreign)].join(', ')}`);
      try {
        columnData(records.form, records.list);
      } catch (err) {
        problems.push(`${name}: ${(err as Error).message}`);
      }
    }
  }
  return problems;
}

/** What a role template is granted by default: its tiles ('*' for a role of all modules) and their permissions. */
export function grantsOfRole(roleId: string): {
  menuIds: string[] | '*';
  permissions: Array<{ modelId: string; button: string[]; column: string[]; form: string[]; dataScope: DataScope }>;
} {
  const role = roleTemplates.find((r) => r.id === roleId);
  if (!role) throw new Error(`no role template ${roleId}`);
  const grants = catalog.flatMap((m) => grantsOf(m).filter((g) => g.roleId === roleId).map((g) => ({ g, fields: permissionFields(m) })));
  return {
    menuIds: role.allModules ? '*' : grants.map(({ g }) => g.menuId),
    permissions: grants.map(({ g, fields }) => ({ modelId: g.menuId, button: [...g.buttons], column: fields, form: fields, dataScope: g.scope })),
  };
}

/** Buttons any module may grant, with their names (access.ts names them the same on the wire). */
export const BUTTON_OPTIONS: ReadonlyArray<{ enCode: ButtonCode; fullName: string }> = [
  { enCode: 'btn_add', fullName: '新增' }, { enCode: 'btn_edit', fullName: '编辑' }, { enCode: 'btn_remove', fullName: '删除' },
  { enCode: 'btn_detail', fullName: '详情' }, { enCode: 'btn_export', fullName: '导出' }, { enCode: 'btn_approve', fullName: '审批' },
];

/** What a grant of module `m` may hold, named: its buttons and its fields (columns and form fields alike). */
export function grantOptions(m: ModuleDef): { buttons: Array<{ enCode: string; fullName: string }>; fields: Array<{ enCode: string; fullName: string }> } {
  const fields = permissionFields(m).map((code) => {
    const label = m.records ? fieldById(m.records.form, code)?.__config__.label : undefined;
    return { enCode: code, fullName: typeof label === 'string' && label ? label : code };
  });
  return { buttons: BUTTON_OPTIONS.map((b) => ({ ...b })), fields };
}
