/**
 * Delegated administration's rule (DESIGN.md "Administration"): no one grants what they do not
 * hold. A grant is a module (its tile menu) with buttons, columns, form fields and a data scope;
 * what a writer may give is what their own roles grant them, the scope no wider than their own.
 * Pure: the writer's holdings and the wanted grants are read by the caller.
 */
import type { DataScope } from '../../catalog/types.js';

/** From narrowest to widest; a scope of a wider rank reaches at least as far for the purpose of granting. */
export const SCOPE_RANK: Readonly<Record<DataScope, number>> = { self: 0, unit: 1, sections: 2, project: 3 };

export const SCOPE_NAMES: Readonly<Record<DataScope, string>> = { project: '全项目', sections: '所在合同段', unit: '本单位', self: '仅本人' };

export interface ModuleGrant {
  /** the module's tile menu id */
  modelId: string;
  button: readonly string[];
  column: readonly string[];
  form: readonly string[];
  dataScope: DataScope;
}

/** What a writer holds: everything (a system administrator), or these modules. */
export interface Holdings {
  all: boolean;
  /** a role of every menu (allMenus) may be given only by one who holds everything */
  modules: ReadonlyMap<string, ModuleGrant>;
}

/** The union of several roles' grants of the same modules: codes added, the widest scope kept. */
export function mergeGrants(rows: readonly ModuleGrant[]): Map<string, ModuleGrant> {
  const out = new Map<string, ModuleGrant>();
  for (const r of rows) {
    const had = out.get(r.modelId);
    if (!had) {
      out.set(r.modelId, { ...r, button: [...r.button], column: [...r.column], form: [...r.form] });
      continue;
    }
    const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
    out.set(r.modelId, {
      modelId: r.modelId, button: union(had.button, r.button), column: union(had.column, r.column), form: union(had.form, r.form),
      dataScope: SCOPE_RANK[r.dataScope] > SCOPE_RANK[had.dataScope] ? r.dataScope : had.dataScope,
    });
  }
  return out;
}

const KIND_NAMES = { button: '按钮', column: '列表列', form: '表单字段' } as const;

/**
 * The first thing of `wanted` the writer does not hold, as the refusal's message; null when all
 * of it is theirs to give. `names` names modules (menu id → title) for the message.
 */
export function beyondHoldings(held: Holdings, wanted: { allMenus?: boolean; grants: readonly ModuleGrant[] },
  names: ReadonlyMap<string, string>): string | null {
  if (held.all) return null;
  if (wanted.allMenus) return '不能授予“全部功能”：您本人不持有全部功能';
  for (const g of wanted.grants) {
    const name = names.get(g.modelId) ?? g.modelId;
    const mine = held.modules.get(g.modelId);
    if (!mine) return `不能授予「${name}」：您本人没有该功能的权限`;
    for (const kind of ['button', 'column', 'form'] as const) {
      const extra = g[kind].find((code) => !mine[kind].includes(code));
      if (extra) return `不能授予「${name}」的${KIND_NAMES[kind]} ${extra}：您本人没有该权限`;
    }
    if (SCOPE_RANK[g.dataScope] > SCOPE_RANK[mine.dataScope]) {
      return `不能授予「${name}」${SCOPE_NAMES[g.dataScope]}的数据范围：您本人只有${SCOPE_NAMES[mine.dataScope]}`;
    }
  }
  return null;
}
