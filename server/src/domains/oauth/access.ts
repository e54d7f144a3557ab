/** Pure rules of what a user sees: the menu tree and the merged permission list. */
import type { MenuNode, ModulePermission, PermissionItem } from '../../../../types/api/oauth.js';

export interface MenuSource {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  type: number;
  urlAddress: string;
  linkTarget: string;
  sortCode: number;
  propertyJson: Record<string, unknown>;
}

const DIRECTORY = 1;
const ROOT = '-1';

/**
 * The tree of the granted menus (all when `granted` is null), each with its ancestors, sorted
 * by sortCode. Directories left without children are dropped: an empty folder is a dead end.
 */
export function buildMenuTree(rows: MenuSource[], granted: ReadonlySet<string> | null): MenuNode[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const row of rows) {
    if (granted && !granted.has(row.id)) continue;
    for (let m: MenuSource | undefined = row; m && !keep.has(m.id); m = byId.get(m.parentId)) keep.add(m.id);
  }
  const nodes = new Map<string, MenuNode>();
  for (const r of rows) {
    if (!keep.has(r.id)) continue;
    nodes.set(r.id, {
      id: r.id, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode, icon: r.icon, type: r.type,
      urlAddress: r.urlAddress, linkTarget: r.linkTarget, sortCode: r.sortCode, hasChildren: false,
      propertyJson: JSON.stringify(r.propertyJson ?? {}), systemId: '', children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === ROOT) roots.push(node); // under a disabled menu: hidden with it
  }
  return prune(roots);
}

function prune(list: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of list.sort((a, b) => a.sortCode - b.sortCode || a.id.localeCompare(b.id))) {
    node.children = prune(node.children);
    node.hasChildren = node.children.length > 0;
    if (node.type === DIRECTORY && !node.hasChildren) continue;
    out.push(node);
  }
  return out;
}

export interface PermissionSource {
  modelId: string;
  button: string[];
  column: string[];
  form: string[];
}

/** Display names of the standard buttons; custom codes show as themselves. */
const BUTTON_NAMES: Record<string, string> = {
  btn_add: '新增', btn_edit: '编辑', btn_remove: '删除', btn_detail: '详情', btn_export: '导出',
  btn_import: '导入', btn_batchRemove: '批量删除', btn_print: '打印', btn_upload: '上传', btn_download: '下载',
};

const KINDS = ['button', 'column', 'form'] as const;

/** One entry per module, the union of every role's codes (roles only ever add rights). */
export function mergePermissions(rows: PermissionSource[], moduleNames: ReadonlyMap<string, string>): ModulePermission[] {
  const merged = new Map<string, Record<(typeof KINDS)[number], Set<string>>>();
  for (const row of rows) {
    const entry = merged.get(row.modelId) ?? { button: new Set(), column: new Set(), form: new Set() };
    for (const kind of KINDS) for (const code of row[kind]) entry[kind].add(code);
    merged.set(row.modelId, entry);
  }
  const item = (modelId: string, kind: string, enCode: string): PermissionItem => ({
    id: `${modelId}:${kind}:${enCode}`,
    fullName: kind === 'button' ? BUTTON_NAMES[enCode] ?? enCode : enCode,
    enCode,
  });
  return [...merged.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([modelId, e]) => ({
      modelId,
      moduleName: moduleNames.get(modelId) ?? '',
      button: [...e.button].map((c) => item(modelId, 'button', c)),
      column: [...e.column].map((c) => item(modelId, 'column', c)),
      form: [...e.form].map((c) => item(modelId, 'form', c)),
      resource: [],
    }));
}
